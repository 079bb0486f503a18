import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { debtorSearchSchema } from '@/navigation/search-params';
import { recordRoute } from '@/navigation/route-data';
import { RecordActionPanels } from '@/routes/-records/RecordActionPanels';

/**
 * The record's tabs share the search params (what the page was opened for stays while switching
 * tabs) and the record: every tab is titled with the customer's name, and a customer that does
 * not exist is "not found" on every tab.
 */
export const Route = createFileRoute('/_app/customers/$customerId')({
  validateSearch: debtorSearchSchema,
  ...recordRoute({ permission: AREAS.customers.permission, read: '/administrations/{administrationId}/customers/{customerId}', namespaces: ['records'] }),
  component: CustomerRecord,
});

/** Every tab of the customer, with the action panel beside them (it stays while the user moves between tabs). */
function CustomerRecord() {
  const { customerId } = Route.useParams();
  const { action } = Route.useSearch();
  return (
    <RecordActionPanels area="customers" ownerId={customerId} scope={{ customerId }} action={action} message={{ customerId }}>
      <Outlet />
    </RecordActionPanels>
  );
}

/** The customer of the open page (loaded by the route above). */
export function useCustomerRecord() {
  const { customerId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return useSuspenseQuery(readQuery('/administrations/{administrationId}/customers/{customerId}', { administrationId, customerId })).data;
}
