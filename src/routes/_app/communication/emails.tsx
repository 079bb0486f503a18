import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { emailsListConfig, openItemOf } from '@/features/communication/model/lists';
import { SentMessagesPage, type EmailsSearch } from '@/features/communication/components/SentMessagesPage';

export const Route = createFileRoute('/_app/communication/emails')({
  ...listRoute({
    permission: AREAS.emails.permission,
    namespaces: ['communication', 'list'],
    list: emailsListConfig,
    read: '/administrations/{administrationId}/emails',
    open: openItemOf,
  }),
  component: EmailsListRoute,
});

function EmailsListRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: EmailsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <SentMessagesPage kind="emails" administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
