import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { CustomersListPage, customersList, type CustomersSearch } from '@/features/customers/components/CustomersListPage';
import { customersListConfig } from '@/features/customers/model/customers-list';

export const Route = createFileRoute('/_app/customers/')({
  ...listRoute({ permission: AREAS.customers.permission, namespaces: ['customers', 'list'], list: customersListConfig, read: '/administrations/{administrationId}/customers' }),
  component: CustomersRoute,
});

function CustomersRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: CustomersSearch) => void navigate({ search: customersList.compact(next), replace: true }),
    [navigate],
  );
  return <CustomersListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
