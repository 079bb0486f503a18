import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/features/shell/areas';
import { AreaDetailScreen } from '@/features/shell/screens/AreaDetailScreen';

export const Route = createFileRoute('/_app/issues/$issueId/invoices')({
  staticData: { permission: tabPermission('issues', 'invoices') },
  component: IssuesInvoicesRoute,
});

function IssuesInvoicesRoute() {
  const { issueId } = Route.useParams();
  return <AreaDetailScreen area="issues" id={issueId} tab="invoices" />;
}
