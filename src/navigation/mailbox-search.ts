/**
 * The mailbox's address, in the list kit's words like every list
 * (/mailbox?page=2&sortOrder=asc&searchField=subject&search=factuur&messageId=mail-nl-00042): the
 * part of its list state a reload restores (SPEC §3 "Mailbox list state"). Defaults are left out
 * of the address. Part of the first load (the route's validateSearch and loader), so plain
 * functions (the screen maps the address to its machine's location in
 * src/features/mailbox/model/location.ts): anyone can edit a URL, and an invalid value is dropped
 * (its default applies).
 */
import { listSearchSchema } from '@/lib/list/search-schema';
import { recordIdOf } from '@/lib/record-id';

export const MAILBOX_SEARCH_FIELDS = ['sender', 'subject', 'customer-number', 'invoice-number', 'issue-number'] as const;
export type MailboxSearchField = (typeof MAILBOX_SEARCH_FIELDS)[number];

export interface MailboxLocation {
  page: number;
  sortOrder: 'asc' | 'desc';
  search: { field: MailboxSearchField; value: string };
  /** Only the unread messages (`status=unread` in the address, as the list kit writes a status filter). */
  unreadOnly: boolean;
  openId: string | null;
}

export type MailboxUrlSearch = { page?: number; sortOrder?: 'asc'; searchField?: MailboxSearchField; search?: string; status?: 'unread'[]; messageId?: string };

/** The list kit's rules for the keys the mailbox has: sorted by the received date only, 10 a page (SPEC §9). */
const listKeys = listSearchSchema({
  sortable: ['received'],
  searchFields: MAILBOX_SEARCH_FIELDS,
  // The mailbox filters on one status, unread; the contract's `status` takes the others too.
  filters: { status: { kind: 'multi', values: ['unread'] as const } },
  defaults: { sortBy: 'received', sortOrder: 'desc', searchField: 'sender' },
});

/** The mailbox's own names before it spoke the list kit's: links written then still open where they pointed. */
const FORMER_KEYS = { q: 'search', field: 'searchField', sort: 'sortOrder', open: 'messageId' } as const;

export function validateMailboxSearch(raw: Record<string, unknown>): MailboxUrlSearch {
  const input = { ...raw };
  for (const [former, key] of Object.entries(FORMER_KEYS)) if (input[key] === undefined) input[key] = input[former];
  const { page, sortOrder, searchField, search, status } = listKeys.parse(input);
  const messageId = recordIdOf(input.messageId);
  return {
    ...(page !== undefined && page > 1 ? { page } : {}),
    ...(sortOrder === 'asc' ? { sortOrder } : {}),
    ...(searchField !== undefined && searchField !== 'sender' ? { searchField } : {}),
    ...(search ? { search } : {}),
    ...(status?.length ? { status } : {}),
    ...(messageId ? { messageId } : {}),
  };
}

/** The list call's query for an address (10 per page, SPEC §9); the route's loader and the screen ask the same. */
export function mailboxQueryOf(search: MailboxUrlSearch) {
  return {
    page: search.page ?? 1,
    'per-page': 10,
    'sort-order': search.sortOrder ?? ('desc' as const),
    'search-field': search.searchField ?? 'sender',
    ...(search.search ? { 'search-value': search.search } : {}),
    ...(search.status && { status: search.status }),
  };
}
