/** The mailbox's address as the machine's location, and back (the address leaves defaults out). */
import { validateMailboxSearch, type MailboxLocation, type MailboxUrlSearch } from '@/navigation/mailbox-search';

export function locationOfSearch(search: MailboxUrlSearch): MailboxLocation {
  return {
    page: search.page ?? 1,
    sortOrder: search.sort ?? 'desc',
    search: { field: search.field ?? 'sender', value: search.q ?? '' },
    openId: search.open ?? null,
  };
}

export function searchOfLocation(location: MailboxLocation): MailboxUrlSearch {
  return validateMailboxSearch({
    page: location.page,
    sort: location.sortOrder,
    field: location.search.field,
    q: location.search.value,
    open: location.openId ?? undefined,
  });
}
