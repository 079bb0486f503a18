import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { SuperDebtorsListPage, superDebtorsList, type SuperDebtorsSearch } from '@/features/super-debtors/components/SuperDebtorsListPage';
import { superDebtorsListConfig } from '@/features/super-debtors/model/super-debtors-list';

export const Route = createFileRoute('/_app/super-debtors/')({
  ...listRoute({
    permission: AREAS.superDebtors.permission,
    namespaces: ['superDebtors', 'list'],
    list: superDebtorsListConfig,
    read: '/administrations/{administrationId}/super-debtors',
  }),
  component: SuperDebtorsRoute,
});

function SuperDebtorsRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: SuperDebtorsSearch) => void navigate({ search: superDebtorsList.compact(next), replace: true }),
    [navigate],
  );
  return <SuperDebtorsListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
