import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getListMailboxMessagesQueryOptions, useListMailboxMessages } from '@/api/generated/endpoints/mailbox/mailbox';
import { PageFrame } from '@/components/PageFrame';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { mailboxQueryOf, type MailboxLocation } from '@/navigation/mailbox-search';
import { searchOfLocation } from '../model/location';
import { locationOf, mailboxMachine } from '../model/mailbox.machine';
import { MailboxList } from './MailboxList';
import { ReadingPane } from './ReadingPane';

type Props = {
  administrationId: string;
  /** Where the address says the mailbox is. */
  location: MailboxLocation;
  /** The mailbox moved (a page, the order, a search, a message opened): the address follows. */
  onLocationChange: (location: MailboxLocation) => void;
};

const keyOf = (location: MailboxLocation) => JSON.stringify([location.page, location.sortOrder, location.search.field, location.search.value, location.unreadOnly, location.openId]);

/**
 * The incoming mailbox (SPEC §2 /mailbox): the list and the reading pane, both bound to the
 * mailbox machine, which owns the list state; the address mirrors it both ways (replaced, as
 * every list's), so a reload or a link restores it. The rows are the query's (started by the route's
 * loader); the machine hears their ids and total.
 */
export function MailboxPage({ administrationId, location, onLocationChange }: Props) {
  const { t } = useTranslation(['mailbox', 'navigation']);
  const actor = useActorRef(mailboxMachine, { input: location });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const current = locationOf(context);
  const currentKey = keyOf(current);
  const addressKey = keyOf(location);

  const lastWritten = useRef(addressKey);
  // The address changed (back, forward, a link): the machine follows it.
  useEffect(() => {
    lastWritten.current = addressKey;
    if (addressKey !== keyOf(locationOf(actor.getSnapshot().context))) actor.send({ type: 'LOCATION_CHANGED', location });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the location
  }, [addressKey, actor]);
  // The machine moved: the address follows it, once.
  useEffect(() => {
    if (currentKey !== addressKey && currentKey !== lastWritten.current) {
      lastWritten.current = currentKey;
      onLocationChange(current);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the location
  }, [currentKey]);

  const list = useListMailboxMessages(administrationId, mailboxQueryOf(searchOfLocation(current)), { query: { placeholderData: keepPreviousData, retryOnMount: false } });
  useEffect(() => {
    if (list.data) actor.send({ type: 'LOADED', ids: list.data.items.map((item) => item.id), total: list.data.total });
  }, [list.data, actor]);

  // The next page, fetched ahead once this one has settled and on intent to go there (as the list
  // kit does): Next then paints from the cache. The machine keeps the list state; the rows stay the query's.
  const queryClient = useQueryClient();
  const settled = list.isSuccess && !list.isPlaceholderData && !list.isFetching;
  const hasNext = context.page < context.totalPages;
  const nextPage = context.page + 1;
  const nextKey = keyOf({ ...current, page: nextPage });
  const prefetchNext = useCallback(() => {
    if (!hasNext) return;
    void queryClient.prefetchQuery(getListMailboxMessagesQueryOptions(administrationId, mailboxQueryOf(searchOfLocation({ ...locationOf(actor.getSnapshot().context), page: nextPage }))));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the next page's location
  }, [hasNext, queryClient, administrationId, actor, nextKey]);
  useEffect(() => {
    if (!settled || !hasNext) return;
    // After the rows are painted, not competing with them.
    const timer = setTimeout(prefetchNext, 100);
    return () => clearTimeout(timer);
  }, [settled, hasNext, prefetchNext]);

  const title = t(AREAS.mailbox.titleKey);
  return (
    <PageFrame title={title} breadcrumbs={areaCrumbs(t, 'mailbox')}>
      {/* Wide screens: the list and the open message side by side over the full width (the list
          alone when none is open); narrower: one pane at a time (the machine's isListDisplay). */}
      <div className={`grid min-w-0 gap-5 ${context.openId !== null ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''}`}>
        <div className={`min-w-0 ${context.isListDisplay ? '' : 'hidden lg:block'}`}>
          <MailboxList actor={actor} administrationId={administrationId} label={title} list={list} onNextIntent={prefetchNext} />
        </div>
        {context.openId !== null && <ReadingPane key={context.openId} actor={actor} administrationId={administrationId} messageId={context.openId} />}
      </div>
    </PageFrame>
  );
}
