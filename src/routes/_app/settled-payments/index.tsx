import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { SettledPaymentsListPage, settledPaymentsList, type SettledPaymentsSearch } from '@/features/settled-payments/components/SettledPaymentsListPage';
import { settledPaymentsListConfig } from '@/features/settled-payments/model/settled-payments-list';

export const Route = createFileRoute('/_app/settled-payments/')({
  // The rows' request starts when the route matches; a new sort, search or page keeps the rows on screen until the next ones are there.
  ...listRoute({ permission: AREAS.settledPayments.permission, namespaces: ['settled-payments', 'list'], list: settledPaymentsListConfig, read: '/administrations/{administrationId}/settled-payments' }),
  component: SettledPaymentsRoute,
});

function SettledPaymentsRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: SettledPaymentsSearch) => void navigate({ search: settledPaymentsList.compact(next), replace: true }),
    [navigate],
  );
  return <SettledPaymentsListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
