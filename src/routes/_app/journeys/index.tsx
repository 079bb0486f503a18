import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { JourneysListPage, journeysList, type JourneysSearch } from '@/features/journeys/components/JourneysListPage';
import { journeysListConfig } from '@/features/journeys/model/journeys-list';

export const Route = createFileRoute('/_app/journeys/')({
  // The rows' request starts when the route matches; a new sort, search or page keeps the rows on screen until the next ones are there.
  ...listRoute({ permission: AREAS.journeys.permission, namespaces: ['journeys', 'list'], list: journeysListConfig, read: '/administrations/{administrationId}/journeys' }),
  component: JourneysRoute,
});

function JourneysRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: JourneysSearch) => void navigate({ search: journeysList.compact(next), replace: true }),
    [navigate],
  );
  return <JourneysListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
