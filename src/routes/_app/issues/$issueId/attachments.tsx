import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/issues/$issueId/attachments')({
  ...guard(tabPermission('issues', 'attachments')),
  component: IssuesAttachmentsRoute,
});

function IssuesAttachmentsRoute() {
  const { issueId } = Route.useParams();
  return <AreaDetailScreen area="issues" id={issueId} tab="attachments" />;
}
