import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';
import { useCustomerRecord } from './route';

export const Route = createFileRoute('/_app/customers/$customerId/attachments')({
  ...guard(tabPermission('customers', 'attachments')),
  component: CustomersAttachmentsRoute,
});

function CustomersAttachmentsRoute() {
  const { customerId } = Route.useParams();
  return <AreaDetailScreen area="customers" id={customerId} tab="attachments" search={Route.useSearch()} label={useCustomerRecord().name} />;
}
