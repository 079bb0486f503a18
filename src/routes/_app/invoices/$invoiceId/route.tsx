import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';

/**
 * The record's tabs are the record's: each needs the invoices permission as well as its own, and
 * every tab is titled with the invoice's number (a missing invoice is "not found" on every tab).
 */
export const Route = createFileRoute('/_app/invoices/$invoiceId')({
  ...recordRoute({ permission: AREAS.invoices.permission, read: '/administrations/{administrationId}/invoices/{invoiceId}' }),
});

/** The invoice of the open page (loaded by the route above). */
export function useInvoiceRecord() {
  const { invoiceId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return useSuspenseQuery(readQuery('/administrations/{administrationId}/invoices/{invoiceId}', { administrationId, invoiceId })).data;
}
