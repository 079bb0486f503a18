import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { IssueInvoices } from '@/features/issues/components/IssueInvoices';
import { useIssueRecord } from './route';

/** The invoices the issue is about, each a link to its page with its status now. */
export const Route = createFileRoute('/_app/issues/$issueId/invoices')({
  ...recordTabRoute({ permission: tabPermission('issues', 'invoices'), namespaces: ['issues', 'invoices'] }),
  component: IssueInvoicesRoute,
});

function IssueInvoicesRoute() {
  const { issueId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const record = useIssueRecord();
  return (
    <AreaRecordFrame area="issues" id={issueId} tab="invoices" label={record.number}>
      <IssueInvoices administrationId={administrationId} record={record} />
    </AreaRecordFrame>
  );
}
