import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';

export const Route = createFileRoute('/_app/issues/$issueId/')({
  staticData: { permission: tabPermission('issues', 'overview') },
  component: IssuesOverviewRoute,
});

function IssuesOverviewRoute() {
  const { issueId } = Route.useParams();
  return <AreaDetailScreen area="issues" id={issueId} tab="overview" />;
}
