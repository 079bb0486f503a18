import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/customers/')({
  ...guard(AREAS.customers.permission),
  component: CustomersListRoute,
});

function CustomersListRoute() {
  return <AreaListScreen area="customers" />;
}
