/**
 * The incoming mailbox's list (SPEC §3 "Mailbox list state", §4 "Mailbox", §9): the page and the
 * number of pages, 10 per page, the sort order of the received date (default desc), the selection,
 * the search object (field default sender, value) and the flags.
 *
 * The rows are the query's, not the machine's: the screen reads the page its context names and
 * sends LOADED with the ids and total of the answer (selection and paging follow them), and the
 * ids on screen with SELECT_ALL_TOGGLED. The machine does no I/O, so every rule here is tested
 * without React or HTTP (mailbox.machine.test.ts).
 *
 * Flags (SPEC §3 names them, not their meaning; chosen so):
 * - `isSearch`: a search is applied (the list shows matches, not the whole mailbox);
 * - `isListDisplay`: the list is shown: false while a message is open, where only one pane fits
 *   (narrow screens; wide screens show both);
 * - `isSelectFromMailbox`: rows are selected in the mailbox (the bulk actions apply to them).
 */
import type { MailboxLocation, MailboxSearchField } from '@/navigation/mailbox-search';
import { assign, setup, type ActorRefFrom } from 'xstate';
// SPEC §9: the search rule of every list (applied after a pause, with a minimum length; clearing at once).
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@/lib/list/search';

/** SPEC §9. */
export const MAILBOX_PAGE_SIZE = 10;

export type { MailboxLocation };

export interface MailboxContext extends MailboxLocation {
  totalPages: number;
  perPage: typeof MAILBOX_PAGE_SIZE;
  selection: string[];
  /** The search box's text; applied (to `search.value`) after the debounce or on submit. */
  searchDraft: string;
  isSearch: boolean;
  isListDisplay: boolean;
  isSelectFromMailbox: boolean;
}

export type MailboxEvent =
  | { type: 'LOADED'; ids: readonly string[]; total: number }
  | { type: 'NEXT_PAGE' }
  | { type: 'PREVIOUS_PAGE' }
  | { type: 'SORT_TOGGLED' }
  | { type: 'UNREAD_TOGGLED' }
  | { type: 'SEARCH_FIELD_CHANGED'; field: MailboxSearchField }
  | { type: 'SEARCH_TYPED'; value: string }
  | { type: 'SEARCH_SUBMITTED' }
  | { type: 'SELECT_ALL_TOGGLED'; ids: readonly string[] }
  | { type: 'ITEM_TOGGLED'; id: string }
  | { type: 'SELECTION_CLEARED' }
  | { type: 'OPENED'; id: string }
  | { type: 'CLOSED' }
  | { type: 'LOCATION_CHANGED'; location: MailboxLocation };

export const DEFAULT_LOCATION: MailboxLocation = { page: 1, sortOrder: 'desc', search: { field: 'sender', value: '' }, unreadOnly: false, openId: null };

const pagesOf = (total: number) => Math.max(1, Math.ceil(total / MAILBOX_PAGE_SIZE));
const searchable = (value: string) => value.trim().length >= SEARCH_MIN_LENGTH;

/** A new page, order or search: page 1, nothing selected. */
const freshList = { page: 1, selection: [] as string[], isSelectFromMailbox: false };

export const mailboxMachine = setup({
  types: {
    context: {} as MailboxContext,
    events: {} as MailboxEvent,
    input: {} as Partial<MailboxLocation> | undefined,
  },
  guards: {
    hasNextPage: ({ context }) => context.page < context.totalPages,
    hasPreviousPage: ({ context }) => context.page > 1,
    draftSearchable: ({ context }) => searchable(context.searchDraft),
  },
  actions: {
    /** The typed text becomes the search (page 1, nothing selected), unless it already is. */
    applyDraft: assign(({ context }) => {
      const value = context.searchDraft.trim();
      if (value === context.search.value) return {};
      return { ...freshList, search: { field: context.search.field, value }, isSearch: value !== '' };
    }),
  },
}).createMachine({
  id: 'mailbox',
  context: ({ input }) => {
    const location = { ...DEFAULT_LOCATION, ...input };
    return {
      ...location,
      // Unknown until the first answer: the page the URL names is believed (the server answers
      // an empty page past the end).
      totalPages: location.page,
      perPage: MAILBOX_PAGE_SIZE,
      selection: [],
      searchDraft: location.search.value,
      isSearch: location.search.value !== '',
      isListDisplay: location.openId === null,
      isSelectFromMailbox: false,
    };
  },
  initial: 'idle',
  on: {
    LOADED: {
      actions: assign(({ context, event }) => {
        const ids = new Set(event.ids);
        const selection = context.selection.filter((id) => ids.has(id));
        return { totalPages: pagesOf(event.total), selection, isSelectFromMailbox: selection.length > 0 };
      }),
    },
    NEXT_PAGE: { guard: 'hasNextPage', actions: assign(({ context }) => ({ ...freshList, page: context.page + 1 })) },
    PREVIOUS_PAGE: { guard: 'hasPreviousPage', actions: assign(({ context }) => ({ ...freshList, page: context.page - 1 })) },
    SORT_TOGGLED: { actions: assign(({ context }) => ({ ...freshList, sortOrder: context.sortOrder === 'desc' ? ('asc' as const) : ('desc' as const) })) },
    /** A filter beside the spec's list state: only unread messages, or all again (page 1, nothing selected). */
    UNREAD_TOGGLED: { actions: assign(({ context }) => ({ ...freshList, unreadOnly: !context.unreadOnly })) },
    SEARCH_FIELD_CHANGED: {
      // Another field with a search applied: the same text is looked for there, from page 1.
      actions: assign(({ context, event }) => ({
        ...(context.search.value === '' ? {} : freshList),
        search: { field: event.field, value: context.search.value },
      })),
    },
    SELECT_ALL_TOGGLED: {
      actions: assign(({ context, event }) => {
        const all = [...event.ids];
        const allSelected = all.length > 0 && all.every((id) => context.selection.includes(id));
        const selection = allSelected ? [] : all;
        return { selection, isSelectFromMailbox: selection.length > 0 };
      }),
    },
    ITEM_TOGGLED: {
      actions: assign(({ context, event }) => {
        const selection = context.selection.includes(event.id) ? context.selection.filter((id) => id !== event.id) : [...context.selection, event.id];
        return { selection, isSelectFromMailbox: selection.length > 0 };
      }),
    },
    SELECTION_CLEARED: { actions: assign({ selection: [], isSelectFromMailbox: false }) },
    OPENED: { actions: assign(({ event }) => ({ openId: event.id, isListDisplay: false })) },
    CLOSED: { actions: assign({ openId: null, isListDisplay: true }) },
    LOCATION_CHANGED: {
      // Back, forward or an edited URL: the list follows the address. The selection survives only
      // if the list is the same one.
      actions: assign(({ context, event }) => {
        const { location } = event;
        const sameList =
          location.page === context.page &&
          location.sortOrder === context.sortOrder &&
          location.search.field === context.search.field &&
          location.search.value === context.search.value &&
          location.unreadOnly === context.unreadOnly;
        return {
          ...location,
          ...(sameList ? {} : { selection: [], isSelectFromMailbox: false }),
          searchDraft: sameList ? context.searchDraft : location.search.value,
          isSearch: location.search.value !== '',
          isListDisplay: location.openId === null,
        };
      }),
      target: '.idle',
    },
  },
  states: {
    idle: {
      on: {
        SEARCH_TYPED: [
          { guard: ({ event }) => event.value.trim() === '', actions: [assign(({ event }) => ({ searchDraft: event.value })), { type: 'applyDraft' }] },
          { target: 'debouncing', actions: assign(({ event }) => ({ searchDraft: event.value })) },
        ],
        SEARCH_SUBMITTED: { guard: 'draftSearchable', actions: 'applyDraft' },
      },
    },
    /** Typing: the search applies SEARCH_DEBOUNCE_MS after the last key, if long enough. */
    debouncing: {
      after: {
        [SEARCH_DEBOUNCE_MS]: [
          { guard: 'draftSearchable', target: 'idle', actions: 'applyDraft' },
          { target: 'idle' },
        ],
      },
      on: {
        SEARCH_TYPED: [
          { guard: ({ event }) => event.value.trim() === '', target: 'idle', actions: [assign(({ event }) => ({ searchDraft: event.value })), { type: 'applyDraft' }] },
          { target: 'debouncing', reenter: true, actions: assign(({ event }) => ({ searchDraft: event.value })) },
        ],
        SEARCH_SUBMITTED: { guard: 'draftSearchable', target: 'idle', actions: 'applyDraft' },
      },
    },
  },
});

export type MailboxActorRef = ActorRefFrom<typeof mailboxMachine>;

/** The URL's part of the machine's context. */
export function locationOf(context: MailboxContext): MailboxLocation {
  return { page: context.page, sortOrder: context.sortOrder, search: context.search, unreadOnly: context.unreadOnly, openId: context.openId };
}
