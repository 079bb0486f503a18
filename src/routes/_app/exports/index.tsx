import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { ExportsListPage, exportsList, type ExportsSearch } from '@/features/exports/components/ExportsListPage';
import { exportsListConfig } from '@/features/exports/model/exports-list';

export const Route = createFileRoute('/_app/exports/')({
  // The rows' request starts when the route matches; a new sort, search or page keeps the rows on screen until the next ones are there.
  ...listRoute({ permission: AREAS.exports.permission, namespaces: ['exports', 'list'], list: exportsListConfig, read: '/administrations/{administrationId}/export-definitions' }),
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
