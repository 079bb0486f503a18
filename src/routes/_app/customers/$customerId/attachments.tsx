import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { prefetchNotes, recordTabRoute } from '@/navigation/route-data';
// Deep imports: the panels and the customers' operations load with this tab.
import { customerNotes } from '@/components/records/customer-notes';
import { RecordNotes } from '@/components/records/RecordNotes';
import { useCustomerRecord } from './route';

export const Route = createFileRoute('/_app/customers/$customerId/attachments')({
  // The comments and attachments start loading with the tab; each panel shows its own state.
  ...recordTabRoute({ permission: tabPermission('customers', 'attachments'), namespaces: ['records'], prefetch: prefetchNotes('customers', 'customerId') }),
  component: CustomersAttachmentsRoute,
});

function CustomersAttachmentsRoute() {
  const { customerId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return (
    <AreaRecordFrame area="customers" id={customerId} tab="attachments" search={Route.useSearch()} label={useCustomerRecord().name}>
      <RecordNotes api={customerNotes} administrationId={administrationId} ownerId={customerId} />
    </AreaRecordFrame>
  );
}
