import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { IssuesListPage, issuesList, type IssuesSearch } from '@/features/issues/components/IssuesListPage';
import { issuesListConfig } from '@/features/issues/model/issues-list';

export const Route = createFileRoute('/_app/issues/')({
  // The rows' request starts when the route matches; a new sort, search or page keeps the rows on screen until the next ones are there.
  ...listRoute({ permission: AREAS.issues.permission, namespaces: ['issues', 'list'], list: issuesListConfig, read: '/administrations/{administrationId}/issues' }),
  component: IssuesRoute,
});

function IssuesRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: IssuesSearch) => void navigate({ search: issuesList.compact(next), replace: true }),
    [navigate],
  );
  return <IssuesListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
