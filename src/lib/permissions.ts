import type { Permission } from './permission-names';

export type { Permission };

/** Manage_Home is always present; fetched permissions are added after it. */
export const DEFAULT_PERMISSIONS: readonly string[] = ['Manage_Home'];

export function withDefaultPermissions(fetched: readonly string[]): string[] {
  return [...DEFAULT_PERMISSIONS, ...fetched.filter((p) => !DEFAULT_PERMISSIONS.includes(p))];
}

/** An empty requirement means allowed; a list requires every permission in it. */
export function isAllowed(granted: readonly string[], required?: Permission | readonly Permission[] | null): boolean {
  if (!required) return true;
  const needed: readonly Permission[] = typeof required === 'string' ? [required] : required;
  return needed.every((permission) => granted.includes(permission));
}
