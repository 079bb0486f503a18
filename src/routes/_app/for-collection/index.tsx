import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { ForCollectionListPage, forCollectionList, type ForCollectionSearch } from '@/features/for-collection/components/ForCollectionListPage';
import { forCollectionListConfig } from '@/features/for-collection/model/for-collection-list';

export const Route = createFileRoute('/_app/for-collection/')({
  // The rows' request starts when the route matches; a new sort, search or page keeps the rows on screen until the next ones are there.
  ...listRoute({ permission: AREAS.forCollection.permission, namespaces: ['for-collection', 'list'], list: forCollectionListConfig, read: '/administrations/{administrationId}/for-collection' }),
  component: ForCollectionRoute,
});

function ForCollectionRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: ForCollectionSearch) => void navigate({ search: forCollectionList.compact(next), replace: true }),
    [navigate],
  );
  return <ForCollectionListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
