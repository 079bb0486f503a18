import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/features/shell/areas';
import { AreaDetailScreen } from '@/features/shell/screens/AreaDetailScreen';

export const Route = createFileRoute('/_app/customers/$customerId/attachments')({
  staticData: { permission: tabPermission('customers', 'attachments') },
  component: CustomersAttachmentsRoute,
});

function CustomersAttachmentsRoute() {
  const { customerId } = Route.useParams();
  return <AreaDetailScreen area="customers" id={customerId} tab="attachments" search={Route.useSearch()} />;
}
