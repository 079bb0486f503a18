import { createFileRoute } from '@tanstack/react-router';
import { prefetchRecordNotes } from '@/api/read-query';
import { loadNamespaces } from '@/lib/i18n';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';
// Deep imports: the panels and the customers' operations load with this tab.
import { customerNotes } from '@/components/records/customer-notes';
import { RecordNotes } from '@/components/records/RecordNotes';
import { useCustomerRecord } from './route';

export const Route = createFileRoute('/_app/customers/$customerId/attachments')({
  ...guard(tabPermission('customers', 'attachments')),
  // The lists start loading with the tab's code; each panel shows its own state.
  loader: ({ context: { queryClient, administrationId }, params: { customerId } }) => {
    prefetchRecordNotes(queryClient, `/administrations/${administrationId}/customers/${customerId}`);
    return loadNamespaces('records');
  },
  component: CustomersAttachmentsRoute,
});

function CustomersAttachmentsRoute() {
  const { customerId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return (
    <AreaDetailScreen area="customers" id={customerId} tab="attachments" search={Route.useSearch()} label={useCustomerRecord().name}>
      <RecordNotes api={customerNotes} administrationId={administrationId} ownerId={customerId} />
    </AreaDetailScreen>
  );
}
