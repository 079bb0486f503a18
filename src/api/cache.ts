/**
 * The client cache, keyed the one way orval keys it: by URL path (path parameters filled in), then
 * query parameters. Which cache group (x-cache-group) a cached answer belongs to, and which
 * administration, follows from the contract (`CACHE_GROUP_QUERIES`, generated); nothing here is
 * listed by hand. A successful mutation made through a generated hook invalidates its operation's
 * group and its x-invalidates (`invalidateAfterMutation`, wired in the app's MutationCache).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CACHE_GROUP_QUERIES, type CachedQuery } from './generated/cache-groups';
import { operations, type CacheGroup, type OperationEntry, type OperationId } from './generated/operations';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * A mutation is keyed by the contract operation it ends with, `[operationId, …]`, and refreshes
     * that operation's cache groups by it (invalidateAfterMutation): a misspelled id fails typecheck.
     */
    mutationKey: readonly [OperationId, ...unknown[]];
  }
}

type CachedQueryOfGroup = CachedQuery & { group: CacheGroup };

/** Literal paths before templated ones, so `/things/new` wins over `/things/{id}`. */
const QUERIES: readonly CachedQueryOfGroup[] = (Object.entries(CACHE_GROUP_QUERIES) as [CacheGroup, readonly CachedQuery[]][])
  .flatMap(([group, queries]) => queries.map((query) => ({ ...query, group })))
  .sort((a, b) => a.path.split('{').length - b.path.split('{').length);

/** The group and administration of a cached answer; undefined for a key no contract GET makes. */
export function describeQueryKey(queryKey: QueryKey): { group: CacheGroup; administrationId: string | null } | undefined {
  const [path, params] = queryKey;
  if (typeof path !== 'string') return undefined;
  for (const query of QUERIES) {
    const match = query.keyPattern.exec(path);
    if (!match) continue;
    let administrationId: string | null = null;
    if (query.administration === 'path') administrationId = match[1] ?? null;
    else if (query.administration === 'query' && params && typeof params === 'object') {
      const value = (params as Record<string, unknown>).administrationId;
      administrationId = typeof value === 'string' ? value : null;
    }
    return { group: query.group, administrationId };
  }
  return undefined;
}

/** The cache group of a cached answer (x-cache-group of the GET that fetched it).
 * @internal Tests check the generated key matchers with it.
 */
export function cacheGroupOfQueryKey(queryKey: QueryKey): CacheGroup | undefined {
  return describeQueryKey(queryKey)?.group;
}

/** Whether a cached answer holds data of the given administration (named in its path or query). */
export function belongsToAdministration(queryKey: QueryKey, administrationId: string): boolean {
  return describeQueryKey(queryKey)?.administrationId === administrationId;
}

/**
 * Marks every cached answer of a group stale and refetches the ones on screen. Scoped to an
 * administration, it spares other administrations' answers but not those that name none: data
 * shared by every administration (the list of administrations, say) may change with any of them.
 */
export function invalidateCacheGroup(queryClient: QueryClient, group: CacheGroup, administrationId?: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const described = describeQueryKey(queryKey);
      if (described?.group !== group) return false;
      return administrationId === undefined || described.administrationId === null || described.administrationId === administrationId;
    },
  });
}

/**
 * After a successful mutation: invalidates its operation's cache group and x-invalidates, in the
 * administration of its path when it has one. orval's hooks key a mutation `[operationId]`; other
 * mutation keys are left alone.
 */
export function invalidateAfterMutation(
  queryClient: QueryClient,
  mutationKey: QueryKey | undefined,
  variables: unknown,
  table: readonly OperationEntry[] = operations,
): Promise<void> {
  const operationId = mutationKey?.[0];
  const operation = typeof operationId === 'string' ? table.find((op) => op.operationId === operationId) : undefined;
  if (!operation) return Promise.resolve();
  let administrationId: string | undefined;
  if (operation.path.includes('{administrationId}')) {
    const value = variables && typeof variables === 'object' ? (variables as Record<string, unknown>).administrationId : undefined;
    administrationId = typeof value === 'string' ? value : undefined;
  }
  const groups = [...new Set([operation.cacheGroup, ...operation.invalidates])];
  return Promise.all(groups.map((group) => invalidateCacheGroup(queryClient, group, administrationId))).then(() => undefined);
}
