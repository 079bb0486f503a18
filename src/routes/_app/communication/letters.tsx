import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { SentMessagesPage, type LettersSearch } from '@/features/communication/components/SentMessagesPage';
import { communicationSearch, lettersListConfig } from '@/features/communication/model/lists';

export const Route = createFileRoute('/_app/communication/letters')({
  ...guard(AREAS.letters.permission),
  validateSearch: communicationSearch(lettersListConfig),
  loader: () => loadNamespaces('communication', 'list'),
  component: LettersListRoute,
});

function LettersListRoute() {
  const { administrationId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: LettersSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <SentMessagesPage kind="letters" administrationId={administrationId} search={Route.useSearch()} onSearchChange={onSearchChange} />;
}
