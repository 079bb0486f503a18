import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';

export const Route = createFileRoute('/_app/issues/$issueId/invoices')({
  staticData: { permission: tabPermission('issues', 'invoices') },
  component: IssuesInvoicesRoute,
});

function IssuesInvoicesRoute() {
  const { issueId } = Route.useParams();
  return <AreaDetailScreen area="issues" id={issueId} tab="invoices" />;
}
