import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { ArrangementsListPage, arrangementsList, type ArrangementsSearch } from '@/features/arrangements/components/ArrangementsListPage';
import { arrangementsListConfig } from '@/features/arrangements/model/arrangements-list';

export const Route = createFileRoute('/_app/arrangements/')({
  // The rows' request starts when the route matches; a new sort, search or page keeps the rows on screen until the next ones are there.
  ...listRoute({ permission: AREAS.arrangements.permission, namespaces: ['arrangements', 'list'], list: arrangementsListConfig, read: '/administrations/{administrationId}/arrangements' }),
  component: ArrangementsRoute,
});

function ArrangementsRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: ArrangementsSearch) => void navigate({ search: arrangementsList.compact(next), replace: true }),
    [navigate],
  );
  return <ArrangementsListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
