/**
 * The dashboard's seven reads, started by its route's loader as the page is entered, in parallel with
 * its code and words, instead of when its cards first render (they then find the answers, or the
 * requests, in the cache). Loaded with the route's loader, not in the first load.
 */
import type { QueryClient } from '@tanstack/react-query';
import * as operationPermission from '@/api/generated/operation-permissions';
import { readQuery, type ReadPath } from '@/api/read-query';
import type { RouteAccess } from '@/api/route-access';
import { DEFAULT_PERMISSIONS, isAllowed, type Permission } from '@/lib/permissions';

const READS: readonly (readonly [ReadPath, Permission | null])[] = [
  ['/administrations/{administrationId}/dashboard/balances', operationPermission.getDashboardBalances],
  ['/administrations/{administrationId}/dashboard/dso', operationPermission.getDashboardDso],
  ['/administrations/{administrationId}/dashboard/aging', operationPermission.getDashboardAging],
  ['/administrations/{administrationId}/dashboard/mail', operationPermission.getDashboardMail],
  ['/administrations/{administrationId}/dashboard/issues', operationPermission.getDashboardIssues],
  ['/administrations/{administrationId}/dashboard/arrangements', operationPermission.getDashboardArrangements],
  ['/administrations/{administrationId}/dashboard/tasks', operationPermission.getDashboardTasks],
];

/**
 * How old an answer a card takes as this visit's: the loader asks afresh on every visit, so a card
 * mounted right after it must not ask a second time; an answer older than this is asked again.
 */
export const DASHBOARD_VISIT_MS = 5_000;

type Context = { queryClient: QueryClient; administrationId: string; access: RouteAccess };

/**
 * Asks for every figure the user may read: what every member may read at once, the rest once the
 * permissions are known (a card the user may not read is not asked for, as it is not shown).
 */
export function prefetchDashboard({ queryClient, administrationId, access }: Context): void {
  const start = (path: ReadPath) => void queryClient.prefetchQuery({ ...readQuery(path as never, { administrationId } as never), staleTime: 0 });
  for (const [path, permission] of READS) {
    if (isAllowed(DEFAULT_PERMISSIONS, permission)) start(path);
    else void access.permissions().then((held) => isAllowed(held, permission) && start(path), () => undefined);
  }
}
