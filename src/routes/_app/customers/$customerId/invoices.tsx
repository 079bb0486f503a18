import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/features/shell/areas';
import { AreaDetailScreen } from '@/features/shell/screens/AreaDetailScreen';

export const Route = createFileRoute('/_app/customers/$customerId/invoices')({
  staticData: { permission: tabPermission('customers', 'invoices') },
  component: CustomersInvoicesRoute,
});

function CustomersInvoicesRoute() {
  const { customerId } = Route.useParams();
  return <AreaDetailScreen area="customers" id={customerId} tab="invoices" search={Route.useSearch()} />;
}
