import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/issues/$issueId/invoices')({
  ...guard(tabPermission('issues', 'invoices')),
  component: IssuesInvoicesRoute,
});

function IssuesInvoicesRoute() {
  const { issueId } = Route.useParams();
  return <AreaRecordFrame area="issues" id={issueId} tab="invoices" />;
}
