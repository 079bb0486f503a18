/**
 * The cache groups of SPEC §7. Hand-written queries key their data `[group, administrationId, …]`
 * so that a change invalidates a whole group (`invalidateCacheGroup`). Generated queries key theirs
 * by URL (`/administrations/{id}/templates`, …); `belongsToAdministration` recognises both.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const CACHE_GROUPS = [
  'documentList',
  'export-definitions',
  'issues',
  'issue-categories',
  'settings-issue-categories',
  'invoice-custom-fields',
  'collection-exports',
  'email-batches',
  'batch-emails',
  'letter-batches',
  'batch-letters',
  'customer-custom-fields',
  'calls',
  'comments',
  'customer-details',
  'tasks',
  'task-details',
  'arrangements',
  'arrangement-details',
  'contacts',
  'issues-details',
  'customer-tasks',
  'customers',
  'super-debtors',
  'profile-interests',
  'dnb-reports',
  'issue-history',
] as const;

export type CacheGroup = (typeof CACHE_GROUPS)[number];

/** The query key of a hand-written query: its group first, then the administration it belongs to. */
export function cacheGroupKey<const Rest extends readonly unknown[]>(
  group: CacheGroup,
  administrationId: string,
  ...rest: Rest
): readonly [CacheGroup, string, ...Rest] {
  return [group, administrationId, ...rest];
}

/** Marks every query of a group stale (of one administration, or of all) and refetches the ones in use. */
export function invalidateCacheGroup(queryClient: QueryClient, group: CacheGroup, administrationId?: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: administrationId ? [group, administrationId] : [group] });
}

const isCacheGroup = (value: unknown): value is CacheGroup => (CACHE_GROUPS as readonly unknown[]).includes(value);

/** Whether a cached query holds data of the given administration. */
export function belongsToAdministration(queryKey: QueryKey, administrationId: string): boolean {
  const [root, second] = queryKey;
  if (isCacheGroup(root)) return second === administrationId;
  return typeof root === 'string' && root.startsWith(`/administrations/${administrationId}/`);
}
