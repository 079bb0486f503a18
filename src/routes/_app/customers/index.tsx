import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/customers/')({
  staticData: { permission: AREAS.customers.permission },
  component: CustomersListRoute,
});

function CustomersListRoute() {
  return <AreaListScreen area="customers" />;
}
