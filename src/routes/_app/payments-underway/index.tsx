import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { PaymentsUnderwayListPage, paymentsUnderwayList, type PaymentsUnderwaySearch } from '@/features/payments-underway/components/PaymentsUnderwayListPage';
import { paymentsUnderwayListConfig } from '@/features/payments-underway/model/payments-underway-list';

export const Route = createFileRoute('/_app/payments-underway/')({
  // The rows' request starts when the route matches; a new sort, search or page keeps the rows on screen until the next ones are there.
  ...listRoute({ permission: AREAS.paymentsUnderway.permission, namespaces: ['payments-underway', 'list'], list: paymentsUnderwayListConfig, read: '/administrations/{administrationId}/payments-underway' }),
  component: PaymentsUnderwayRoute,
});

function PaymentsUnderwayRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: PaymentsUnderwaySearch) => void navigate({ search: paymentsUnderwayList.compact(next), replace: true }),
    [navigate],
  );
  return <PaymentsUnderwayListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
