import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';
import { invoiceSearchSchema } from '@/navigation/search-params';
import { RecordActionPanels } from '@/routes/-records/RecordActionPanels';

/**
 * The record's tabs are the record's: each needs the invoices permission as well as its own, and
 * every tab is titled with the invoice's number (a missing invoice is "not found" on every tab).
 */
export const Route = createFileRoute('/_app/invoices/$invoiceId')({
  // What the page was opened for (`?action=`) stays while switching tabs.
  validateSearch: invoiceSearchSchema,
  ...recordRoute({ permission: AREAS.invoices.permission, read: '/administrations/{administrationId}/invoices/{invoiceId}', namespaces: ['records'] }),
  component: InvoiceRecord,
});

/** Every tab of the invoice, with the action panel beside them (it stays while the user moves between tabs). */
function InvoiceRecord() {
  const { invoiceId } = Route.useParams();
  const { action } = Route.useSearch();
  const customerId = useInvoiceRecord().customer.id;
  return (
    <RecordActionPanels
      area="invoices"
      ownerId={invoiceId}
      scope={{ customerId, invoiceIds: [invoiceId] }}
      action={action}
      message={{ customerId, invoiceId }}
    >
      <Outlet />
    </RecordActionPanels>
  );
}

/** The invoice of the open page (loaded by the route above). */
export function useInvoiceRecord() {
  const { invoiceId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return useSuspenseQuery(readQuery('/administrations/{administrationId}/invoices/{invoiceId}', { administrationId, invoiceId })).data;
}
