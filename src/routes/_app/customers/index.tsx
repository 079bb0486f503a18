import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/customers/')({
  staticData: { permission: AREAS.customers.permission },
  component: CustomersListRoute,
});

function CustomersListRoute() {
  return <AreaListScreen area="customers" />;
}
