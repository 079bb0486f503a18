import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { CallsPage, type CallsSearch } from '@/features/communication/components/CallsPage';
import { callsListConfig, communicationSearch } from '@/features/communication/model/lists';

export const Route = createFileRoute('/_app/communication/calls')({
  ...guard(AREAS.calls.permission),
  validateSearch: communicationSearch(callsListConfig),
  loader: () => loadNamespaces('communication', 'list'),
  component: CallsListRoute,
});

function CallsListRoute() {
  const { administrationId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: CallsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <CallsPage administrationId={administrationId} search={Route.useSearch()} onSearchChange={onSearchChange} />;
}
