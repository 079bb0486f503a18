import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { RecordCommunicationTab } from '@/routes/-records/record-communication';
import { recordCommunicationSearch, type RecordCommunicationSearch } from '@/features/communication/model/lists';
import { useInvoiceRecord } from './route';

/** The e-mails, letters and calls about the invoice: the communication area's lists, fixed to the invoice. */
export const Route = createFileRoute('/_app/invoices/$invoiceId/communication')({
  validateSearch: recordCommunicationSearch('invoice-id'),
  ...recordTabRoute({ permission: tabPermission('invoices', 'communication'), namespaces: ['communication', 'list'] }),
  component: InvoicesCommunicationRoute,
});

function InvoicesCommunicationRoute() {
  const { invoiceId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const invoice = useInvoiceRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: RecordCommunicationSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return (
    <AreaRecordFrame area="invoices" id={invoiceId} search={Route.useSearch()} tab="communication" label={invoice.number}>
      <RecordCommunicationTab
        administrationId={administrationId}
        record={{ kind: 'invoice', id: invoiceId, name: invoice.number }}
        search={search}
        onSearchChange={onSearchChange}
        writeTo={{ customerId: invoice.customer.id, invoiceId }}
      />
    </AreaRecordFrame>
  );
}
