/** The mailbox's address as the machine's location, and back (the address leaves defaults out). */
import { validateMailboxSearch, type MailboxLocation, type MailboxUrlSearch } from '@/navigation/mailbox-search';

export function locationOfSearch(search: MailboxUrlSearch): MailboxLocation {
  return {
    page: search.page ?? 1,
    sortOrder: search.sortOrder ?? 'desc',
    search: { field: search.searchField ?? 'sender', value: search.search ?? '' },
    unreadOnly: search.status?.includes('unread') ?? false,
    openId: search.messageId ?? null,
  };
}

export function searchOfLocation(location: MailboxLocation): MailboxUrlSearch {
  return validateMailboxSearch({
    page: location.page,
    sortOrder: location.sortOrder,
    searchField: location.search.field,
    search: location.search.value,
    status: location.unreadOnly ? ['unread'] : undefined,
    messageId: location.openId ?? undefined,
  });
}
