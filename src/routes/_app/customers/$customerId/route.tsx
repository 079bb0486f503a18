import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { debtorSearchSchema } from '@/navigation/search-params';
import { recordRoute } from '@/navigation/route-data';

/**
 * The record's tabs share the search params (what the page was opened for stays while switching
 * tabs) and the record: every tab is titled with the customer's name, and a customer that does
 * not exist is "not found" on every tab.
 */
export const Route = createFileRoute('/_app/customers/$customerId')({
  validateSearch: debtorSearchSchema,
  ...recordRoute({ permission: AREAS.customers.permission, read: '/administrations/{administrationId}/customers/{customerId}' }),
});

/** The customer of the open page (loaded by the route above). */
export function useCustomerRecord() {
  const { customerId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return useSuspenseQuery(readQuery('/administrations/{administrationId}/customers/{customerId}', { administrationId, customerId })).data;
}
