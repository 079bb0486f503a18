import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { readQuery } from '@/api/read-query';
import { withAccess } from '@/api/route-access';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
import { mailboxQueryOf, validateMailboxSearch, type MailboxLocation } from '@/navigation/mailbox-search';
// Deep imports: the route definition stays small; the screen and its machine load with the route.
import { MailboxPage } from '@/features/mailbox/components/MailboxPage';
import { locationOfSearch, searchOfLocation } from '@/features/mailbox/model/location';

export const Route = createFileRoute('/_app/mailbox')({
  ...guard(AREAS.mailbox.permission),
  validateSearch: validateMailboxSearch,
  loaderDeps: ({ search }) => ({ query: mailboxQueryOf(search) }),
  loader: ({ context: { queryClient, access, administrationId }, deps, cause }) => {
    const list = queryClient.ensureQueryData(readQuery('/administrations/{administrationId}/mailbox/messages', { administrationId }, deps.query));
    // Entering waits for the first page and the words; paging within the mailbox only starts the
    // request: the rows on screen stay until the answer is there.
    if (cause !== 'stay') return Promise.all([loadNamespaces('mailbox', 'list'), withAccess(access, list)]);
    list.catch(() => undefined); // the page shows the failure
  },
  component: MailboxRoute,
});

function MailboxRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onLocationChange = useCallback((location: MailboxLocation) => void navigate({ search: searchOfLocation(location) }), [navigate]);
  // A new administration is a new mailbox: its machine starts afresh.
  return <MailboxPage key={administrationId} administrationId={administrationId} location={locationOfSearch(search)} onLocationChange={onLocationChange} />;
}
