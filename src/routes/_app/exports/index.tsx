import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { ExportsListPage, exportsList, type ExportsSearch } from '@/features/exports/components/ExportsListPage';

export const Route = createFileRoute('/_app/exports/')({
  // The rows' request starts when the route matches; a new sort, search or page keeps the rows on screen until the next ones are there.
  // The list's declaration loads with the list, not with every page (src/routes/-lists.ts).
  ...listRoute({ permission: AREAS.exports.permission, namespaces: ['exports', 'list'], list: () => import('@/routes/-lists').then((lists) => lists.exports), read: '/administrations/{administrationId}/export-definitions' }),
  component: ExportsRoute,
});

function ExportsRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: ExportsSearch) => void navigate({ search: exportsList.compact(next), replace: true }),
    [navigate],
  );
  return <ExportsListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
