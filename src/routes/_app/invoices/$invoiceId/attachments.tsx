import { createFileRoute } from '@tanstack/react-router';
import { prefetchRecordNotes } from '@/api/read-query';
import { loadNamespaces } from '@/lib/i18n';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';
// Deep imports: the panels and the invoices' operations load with this tab.
import { invoiceNotes } from '@/components/records/invoice-notes';
import { RecordNotes } from '@/components/records/RecordNotes';
import { useInvoiceRecord } from './route';

export const Route = createFileRoute('/_app/invoices/$invoiceId/attachments')({
  ...guard(tabPermission('invoices', 'attachments')),
  // The lists start loading with the tab's code; each panel shows its own state.
  loader: ({ context: { queryClient, administrationId }, params: { invoiceId } }) => {
    prefetchRecordNotes(queryClient, `/administrations/${administrationId}/invoices/${invoiceId}`);
    return loadNamespaces('records');
  },
  component: InvoicesAttachmentsRoute,
});

function InvoicesAttachmentsRoute() {
  const { invoiceId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return (
    <AreaDetailScreen area="invoices" id={invoiceId} tab="attachments" label={useInvoiceRecord().number}>
      <RecordNotes api={invoiceNotes} administrationId={administrationId} ownerId={invoiceId} />
    </AreaDetailScreen>
  );
}
