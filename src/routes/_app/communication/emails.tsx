import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { SentMessagesPage, parseEmailsSearch, type EmailsSearch } from '@/features/communication/components/SentMessagesPage';

export const Route = createFileRoute('/_app/communication/emails')({
  ...guard(AREAS.emails.permission),
  // Checked by the screen (parseEmailsSearch), which loads with the route: a schema here would sit in every page's first load.
  validateSearch: (search: Record<string, unknown>) => search as EmailsSearch,
  loader: () => loadNamespaces('communication', 'list'),
  component: EmailsListRoute,
});

function EmailsListRoute() {
  const { administrationId } = Route.useRouteContext();
  const raw = Route.useSearch();
  const search = useMemo(() => parseEmailsSearch(raw), [raw]);
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: EmailsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <SentMessagesPage kind="emails" administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
