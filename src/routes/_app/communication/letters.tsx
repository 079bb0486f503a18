import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { lettersListConfig, openItemOf } from '@/features/communication/model/lists';
import { SentMessagesPage, type LettersSearch } from '@/features/communication/components/SentMessagesPage';

export const Route = createFileRoute('/_app/communication/letters')({
  ...listRoute({
    permission: AREAS.letters.permission,
    namespaces: ['communication', 'list'],
    list: lettersListConfig,
    read: '/administrations/{administrationId}/letters',
    open: openItemOf,
  }),
  component: LettersListRoute,
});

function LettersListRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: LettersSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <SentMessagesPage kind="letters" administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
