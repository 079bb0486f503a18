import { usePermissionRefetch } from '@/api/permission-refetch';
import { RouteProgressBar } from './RouteProgressBar';

/** What the frame runs once the page has settled: the route progress bar and the permission refetch (SPEC §4). */
export function SettledRouteProgressBar() {
  usePermissionRefetch();
  return <RouteProgressBar />;
}
