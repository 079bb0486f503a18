import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';
import { useCustomerRecord } from './route';

export const Route = createFileRoute('/_app/customers/$customerId/invoices')({
  ...guard(tabPermission('customers', 'invoices')),
  component: CustomersInvoicesRoute,
});

function CustomersInvoicesRoute() {
  const { customerId } = Route.useParams();
  return <AreaDetailScreen area="customers" id={customerId} tab="invoices" search={Route.useSearch()} label={useCustomerRecord().name} />;
}
