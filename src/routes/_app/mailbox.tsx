import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
import { mailboxQueryOf, validateMailboxSearch, type MailboxLocation } from '@/navigation/mailbox-search';
// Deep imports: the route definition stays small; the screen and its machine load with the route.
import { MailboxPage } from '@/features/mailbox/components/MailboxPage';
import { locationOfSearch, searchOfLocation } from '@/features/mailbox/model/location';

export const Route = createFileRoute('/_app/mailbox')({
  ...listRoute({
    permission: AREAS.mailbox.permission,
    namespaces: ['mailbox', 'list'],
    read: '/administrations/{administrationId}/mailbox/messages',
    search: validateMailboxSearch,
    query: mailboxQueryOf,
  }),
  component: MailboxRoute,
});

function MailboxRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Replaced, as every list does: a search typed or a page turned is not a history entry of its own.
  const onLocationChange = useCallback((location: MailboxLocation) => void navigate({ search: searchOfLocation(location), replace: true }), [navigate]);
  // A new administration is a new mailbox: its machine starts afresh.
  return <MailboxPage key={administrationId} administrationId={administrationId} location={locationOfSearch(search)} onLocationChange={onLocationChange} />;
}
