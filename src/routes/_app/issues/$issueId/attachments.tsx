import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';

export const Route = createFileRoute('/_app/issues/$issueId/attachments')({
  staticData: { permission: tabPermission('issues', 'attachments') },
  component: IssuesAttachmentsRoute,
});

function IssuesAttachmentsRoute() {
  const { issueId } = Route.useParams();
  return <AreaDetailScreen area="issues" id={issueId} tab="attachments" />;
}
