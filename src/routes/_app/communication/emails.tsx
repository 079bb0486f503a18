import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { SentMessagesPage, type EmailsSearch } from '@/features/communication/components/SentMessagesPage';
import { communicationSearch, emailsListConfig } from '@/features/communication/model/lists';

export const Route = createFileRoute('/_app/communication/emails')({
  ...guard(AREAS.emails.permission),
  validateSearch: communicationSearch(emailsListConfig),
  loader: () => loadNamespaces('communication', 'list'),
  component: EmailsListRoute,
});

function EmailsListRoute() {
  const { administrationId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: EmailsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <SentMessagesPage kind="emails" administrationId={administrationId} search={Route.useSearch()} onSearchChange={onSearchChange} />;
}
