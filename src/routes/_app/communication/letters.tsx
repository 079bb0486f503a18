import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { SentMessagesPage, parseLettersSearch, type LettersSearch } from '@/features/communication/components/SentMessagesPage';

export const Route = createFileRoute('/_app/communication/letters')({
  ...guard(AREAS.letters.permission),
  // Checked by the screen (parseLettersSearch), which loads with the route: a schema here would sit in every page's first load.
  validateSearch: (search: Record<string, unknown>) => search as LettersSearch,
  loader: () => loadNamespaces('communication', 'list'),
  component: LettersListRoute,
});

function LettersListRoute() {
  const { administrationId } = Route.useRouteContext();
  const raw = Route.useSearch();
  const search = useMemo(() => parseLettersSearch(raw), [raw]);
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: LettersSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <SentMessagesPage kind="letters" administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
