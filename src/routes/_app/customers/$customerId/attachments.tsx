import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';

export const Route = createFileRoute('/_app/customers/$customerId/attachments')({
  staticData: { permission: tabPermission('customers', 'attachments') },
  component: CustomersAttachmentsRoute,
});

function CustomersAttachmentsRoute() {
  const { customerId } = Route.useParams();
  return <AreaDetailScreen area="customers" id={customerId} tab="attachments" search={Route.useSearch()} />;
}
