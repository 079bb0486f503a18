import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/features/shell/areas';
import { AreaDetailScreen } from '@/features/shell/screens/AreaDetailScreen';

export const Route = createFileRoute('/_app/issues/$issueId/attachments')({
  staticData: { permission: tabPermission('issues', 'attachments') },
  component: IssuesAttachmentsRoute,
});

function IssuesAttachmentsRoute() {
  const { issueId } = Route.useParams();
  return <AreaDetailScreen area="issues" id={issueId} tab="attachments" />;
}
