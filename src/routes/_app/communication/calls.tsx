import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { callsListConfig, openCallOf } from '@/features/communication/model/lists';
import { CallsPage, type CallsSearch } from '@/features/communication/components/CallsPage';

export const Route = createFileRoute('/_app/communication/calls')({
  ...listRoute({
    permission: AREAS.calls.permission,
    namespaces: ['communication', 'list'],
    list: callsListConfig,
    read: '/administrations/{administrationId}/calls',
    open: openCallOf,
  }),
  component: CallsListRoute,
});

function CallsListRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: CallsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <CallsPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
