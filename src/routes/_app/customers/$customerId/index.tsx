import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { getGetCustomerSuspenseQueryOptions } from '@/api/generated/endpoints/customers/customers';
import { withAccess } from '@/api/route-access';
import { tabPermission } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
// Deep import: the overview loads with this route.
import { CustomerOverview } from '@/features/customers/components/CustomerOverview';

export const Route = createFileRoute('/_app/customers/$customerId/')({
  ...guard(tabPermission('customers', 'overview')),
  loader: ({ context: { queryClient, access, administrationId }, params }) =>
    Promise.all([
      loadNamespaces('customers', 'records'),
      withAccess(access, queryClient.ensureQueryData(getGetCustomerSuspenseQueryOptions(administrationId, params.customerId))),
    ]),
  component: CustomersOverviewRoute,
});

function CustomersOverviewRoute() {
  const { customerId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { data: customer } = useSuspenseQuery(getGetCustomerSuspenseQueryOptions(administrationId, customerId));
  return (
    <AreaDetailScreen area="customers" id={customerId} tab="overview" search={Route.useSearch()} label={customer.name}>
      <CustomerOverview administrationId={administrationId} customer={customer} />
    </AreaDetailScreen>
  );
}
