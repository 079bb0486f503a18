import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { CallsPage, parseCallsSearch, type CallsSearch } from '@/features/communication/components/CallsPage';

export const Route = createFileRoute('/_app/communication/calls')({
  ...guard(AREAS.calls.permission),
  // Checked by the screen (parseCallsSearch), which loads with the route: a schema here would sit in every page's first load.
  validateSearch: (search: Record<string, unknown>) => search as CallsSearch,
  loader: () => loadNamespaces('communication', 'list'),
  component: CallsListRoute,
});

function CallsListRoute() {
  const { administrationId } = Route.useRouteContext();
  const raw = Route.useSearch();
  const search = useMemo(() => parseCallsSearch(raw), [raw]);
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: CallsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <CallsPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
