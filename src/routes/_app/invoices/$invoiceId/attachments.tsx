import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { prefetchNotes, recordTabRoute } from '@/navigation/route-data';
// Deep imports: the panels and the invoices' operations load with this tab.
import { invoiceNotes } from '@/components/records/invoice-notes';
import { RecordNotes } from '@/components/records/RecordNotes';
import { useInvoiceRecord } from './route';

export const Route = createFileRoute('/_app/invoices/$invoiceId/attachments')({
  // The comments and attachments start loading with the tab; each panel shows its own state.
  ...recordTabRoute({ permission: tabPermission('invoices', 'attachments'), namespaces: ['records'], prefetch: prefetchNotes('invoices', 'invoiceId') }),
  component: InvoicesAttachmentsRoute,
});

function InvoicesAttachmentsRoute() {
  const { invoiceId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return (
    <AreaRecordFrame area="invoices" id={invoiceId} search={Route.useSearch()} tab="attachments" label={useInvoiceRecord().number}>
      <RecordNotes api={invoiceNotes} administrationId={administrationId} ownerId={invoiceId} />
    </AreaRecordFrame>
  );
}
