import { useQuery } from '@tanstack/react-query';
import { getGetProfileQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import { useActiveAdministrationId } from './administration';
import { type Permission, PERMISSIONS } from './permission-names';

export { type Permission, PERMISSIONS };

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

export type PermissionsState = {
  administrationId: string | null;
  permissions: string[];
  /** True once the permissions of `administrationId` have been fetched. */
  fetched: boolean;
  error: unknown;
};

export function usePermissions(): PermissionsState {
  const administrationId = useActiveAdministrationId();
  const profile = useQuery({
    ...getGetProfileQueryOptions(administrationId ?? ''),
    enabled: Boolean(administrationId),
  });
  const fetched = profile.isSuccess && profile.data.administrationId === administrationId;
  return {
    administrationId,
    permissions: fetched ? withDefaultPermissions(profile.data.permissions) : [...DEFAULT_PERMISSIONS],
    fetched,
    error: profile.error,
  };
}

export function usePermission(required?: Permission | readonly Permission[] | null): { allowed: boolean; fetched: boolean } {
  const { permissions, fetched } = usePermissions();
  return { allowed: isAllowed(permissions, required), fetched };
}
