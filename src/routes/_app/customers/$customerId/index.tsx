import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { RecordTimelineSection } from '@/routes/-records/record-timeline';
// Deep import: the overview loads with this route.
import { CustomerOverview } from '@/features/customers/components/CustomerOverview';
import { CreditReportSection } from '@/features/reports/components/credit-report-section';
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
      <div className="flex flex-col gap-10">
        <CustomerOverview administrationId={administrationId} customer={customer} />
        <CreditReportSection administrationId={administrationId} customerId={customerId} />
        <RecordTimelineSection administrationId={administrationId} record={{ kind: 'customer', id: customerId }} />
      </div>
    </AreaRecordFrame>
  );
}
