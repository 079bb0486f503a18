import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep import: the overview loads with this route.
import { CustomerOverview } from '@/features/customers/components/CustomerOverview';
import { useCustomerRecord } from './route';

export const Route = createFileRoute('/_app/customers/$customerId/')({
  // The customer itself is loaded by the record's route, for every tab.
  ...recordTabRoute({ permission: tabPermission('customers', 'overview'), namespaces: ['customers', 'records'] }),
  component: CustomersOverviewRoute,
});

function CustomersOverviewRoute() {
  const { customerId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const customer = useCustomerRecord();
  return (
    <AreaRecordFrame area="customers" id={customerId} tab="overview" search={Route.useSearch()} label={customer.name}>
      <CustomerOverview administrationId={administrationId} customer={customer} />
    </AreaRecordFrame>
  );
}
