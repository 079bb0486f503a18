/**
 * The mailbox's address (/mailbox?page=2&sort=asc&field=subject&q=factuur&open=mail-nl-00042): the
 * part of its list state a reload or the back button restores (SPEC §3 "Mailbox list state").
 * Defaults are left out of the address. Part of the first load (the route's validateSearch and
 * loader), so plain functions and nothing else (the screen maps the address to its machine's
 * location in src/features/mailbox/model/location.ts): anyone can edit a URL, and an invalid value
 * is dropped (its default applies).
 */
import { MAX_PAGE, SEARCH_MAX_LENGTH } from '@/lib/list/search';
import { isRecordId } from '@/lib/record-id';

export const MAILBOX_SEARCH_FIELDS = ['sender', 'subject', 'customer-number', 'invoice-number', 'issue-number'] as const;
export type MailboxSearchField = (typeof MAILBOX_SEARCH_FIELDS)[number];

export interface MailboxLocation {
  page: number;
  sortOrder: 'asc' | 'desc';
  search: { field: MailboxSearchField; value: string };
  openId: string | null;
}

export type MailboxUrlSearch = { page?: number; sort?: 'asc'; field?: MailboxSearchField; q?: string; open?: string };


export function validateMailboxSearch(raw: Record<string, unknown>): MailboxUrlSearch {
  const search: MailboxUrlSearch = {};
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) search.page = page;
  if (raw.sort === 'asc') search.sort = 'asc';
  if (MAILBOX_SEARCH_FIELDS.includes(raw.field as MailboxSearchField) && raw.field !== 'sender') search.field = raw.field as MailboxSearchField;
  // The router parses `?q=2026` as a number: a search is text either way.
  const q = typeof raw.q === 'number' ? String(raw.q) : raw.q;
  if (typeof q === 'string' && q.trim() && q.length <= SEARCH_MAX_LENGTH) search.q = q.trim();
  if (typeof raw.open === 'string' && isRecordId(raw.open)) search.open = raw.open;
  return search;
}

/** The list call's query for an address (10 per page, SPEC §9); the route's loader and the screen ask the same. */
export function mailboxQueryOf(search: MailboxUrlSearch) {
  return {
    page: search.page ?? 1,
    'per-page': 10,
    'sort-order': search.sort ?? ('desc' as const),
    'search-field': search.field ?? 'sender',
    ...(search.q ? { 'search-value': search.q } : {}),
  };
}
