import { createActor, SimulatedClock } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '@/lib/list/search';
import { locationOf, mailboxMachine, MAILBOX_PAGE_SIZE, type MailboxLocation } from './mailbox.machine';

/** The ids of a page of rows from the `from`th message. */
const ids = (from: number, count = MAILBOX_PAGE_SIZE) => Array.from({ length: count }, (_, i) => `mail-nl-${String(from + i).padStart(5, '0')}`);

function start(input?: Partial<MailboxLocation>) {
  const clock = new SimulatedClock();
  const actor = createActor(mailboxMachine, { input, clock }).start();
  const ctx = () => actor.getSnapshot().context;
  return { actor, clock, ctx, send: actor.send.bind(actor) };
}

describe('mailbox machine: list state (SPEC §3, §9)', () => {
  it('starts on page 1, 10 per page, newest first, searching the sender, nothing selected, list shown', () => {
    const { ctx } = start();
    expect(ctx()).toMatchObject({
      page: 1,
      perPage: 10,
      sortOrder: 'desc',
      search: { field: 'sender', value: '' },
      selection: [],
      openId: null,
      isSearch: false,
      isListDisplay: true,
      isSelectFromMailbox: false,
    });
  });

  it('starts where the URL says (reload): page, order, search and open message', () => {
    const { ctx } = start({ page: 4, sortOrder: 'asc', search: { field: 'subject', value: 'factuur' }, openId: 'mail-nl-00007' });
    expect(ctx()).toMatchObject({ page: 4, totalPages: 4, sortOrder: 'asc', searchDraft: 'factuur', isSearch: true, isListDisplay: false, openId: 'mail-nl-00007' });
  });

  it('takes the number of pages from an answer; the rows stay the query’s', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', ids: ids(1), total: 31 });
    expect(ctx().totalPages).toBe(4);
    expect(ctx()).not.toHaveProperty('items');
    send({ type: 'LOADED', ids: [], total: 0 });
    expect(ctx().totalPages).toBe(1);
  });
});

describe('mailbox machine: the unread filter', () => {
  it('shows only unread messages from page 1 with nothing selected; again shows all; the URL may start with it', () => {
    const { ctx, send } = start({ page: 3 });
    send({ type: 'LOADED', ids: ids(21), total: 200 });
    send({ type: 'ITEM_TOGGLED', id: 'mail-nl-00021' });
    send({ type: 'UNREAD_TOGGLED' });
    expect(ctx()).toMatchObject({ unreadOnly: true, page: 1, selection: [], isSelectFromMailbox: false });
    expect(locationOf(ctx()).unreadOnly).toBe(true);
    send({ type: 'UNREAD_TOGGLED' });
    expect(ctx()).toMatchObject({ unreadOnly: false, page: 1 });
    expect(start({ unreadOnly: true }).ctx().unreadOnly).toBe(true);
  });

  it('follows the address: another filter is another list (selection dropped)', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', ids: ids(1), total: 200 });
    send({ type: 'ITEM_TOGGLED', id: 'mail-nl-00001' });
    send({ type: 'LOCATION_CHANGED', location: { ...locationOf(ctx()), unreadOnly: true } });
    expect(ctx()).toMatchObject({ unreadOnly: true, selection: [] });
  });
});

describe('mailbox machine: paging (SPEC §4)', () => {
  it('goes to the next page only below the total pages', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', ids: ids(1), total: 25 });
    send({ type: 'NEXT_PAGE' });
    expect(ctx().page).toBe(2);
    send({ type: 'NEXT_PAGE' });
    expect(ctx().page).toBe(3);
    send({ type: 'NEXT_PAGE' });
    expect(ctx().page).toBe(3);
  });

  it('goes to the previous page only above page 1', () => {
    const { ctx, send } = start({ page: 2 });
    send({ type: 'LOADED', ids: ids(11), total: 25 });
    send({ type: 'PREVIOUS_PAGE' });
    expect(ctx().page).toBe(1);
    send({ type: 'PREVIOUS_PAGE' });
    expect(ctx().page).toBe(1);
  });

  it('clears the selection when the page changes', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', ids: ids(1), total: 25 });
    send({ type: 'SELECT_ALL_TOGGLED', ids: ids(1) });
    send({ type: 'NEXT_PAGE' });
    expect(ctx()).toMatchObject({ selection: [], isSelectFromMailbox: false });
  });
});

describe('mailbox machine: sorting', () => {
  it('toggles desc and asc, back to page 1', () => {
    const { ctx, send } = start({ page: 3 });
    send({ type: 'SORT_TOGGLED' });
    expect(ctx()).toMatchObject({ sortOrder: 'asc', page: 1 });
    send({ type: 'SORT_TOGGLED' });
    expect(ctx().sortOrder).toBe('desc');
  });
});

describe('mailbox machine: selection (SPEC §4)', () => {
  it('select-all toggles between all ids of the page and none', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', ids: ids(1, 3), total: 3 });
    send({ type: 'SELECT_ALL_TOGGLED', ids: ids(1, 3) });
    expect(ctx().selection).toEqual(['mail-nl-00001', 'mail-nl-00002', 'mail-nl-00003']);
    expect(ctx().isSelectFromMailbox).toBe(true);
    send({ type: 'SELECT_ALL_TOGGLED', ids: ids(1, 3) });
    expect(ctx()).toMatchObject({ selection: [], isSelectFromMailbox: false });
  });

  it('select-all with some selected selects all; with an empty page selects nothing', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', ids: ids(1, 3), total: 3 });
    send({ type: 'ITEM_TOGGLED', id: 'mail-nl-00002' });
    send({ type: 'SELECT_ALL_TOGGLED', ids: ids(1, 3) });
    expect(ctx().selection).toHaveLength(3);
    send({ type: 'LOADED', ids: [], total: 0 });
    send({ type: 'SELECT_ALL_TOGGLED', ids: [] });
    expect(ctx().selection).toEqual([]);
  });

  it('a single item toggles in and out', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', ids: ids(1, 3), total: 3 });
    send({ type: 'ITEM_TOGGLED', id: 'mail-nl-00002' });
    expect(ctx()).toMatchObject({ selection: ['mail-nl-00002'], isSelectFromMailbox: true });
    send({ type: 'ITEM_TOGGLED', id: 'mail-nl-00003' });
    send({ type: 'ITEM_TOGGLED', id: 'mail-nl-00002' });
    expect(ctx().selection).toEqual(['mail-nl-00003']);
    send({ type: 'SELECTION_CLEARED' });
    expect(ctx()).toMatchObject({ selection: [], isSelectFromMailbox: false });
  });

  it('keeps only selected rows that are still listed after a refetch', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', ids: ids(1, 3), total: 3 });
    send({ type: 'SELECT_ALL_TOGGLED', ids: ids(1, 3) });
    send({ type: 'LOADED', ids: ids(2, 2), total: 2 });
    expect(ctx().selection).toEqual(['mail-nl-00002', 'mail-nl-00003']);
  });
});

describe('mailbox machine: search (SPEC §3, §9)', () => {
  it('applies typed text 300 ms after the last key, with at least 3 characters, from page 1', () => {
    const { ctx, send, clock, actor } = start({ page: 3 });
    send({ type: 'SEARCH_TYPED', value: 'ba' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(ctx().search.value).toBe('');
    send({ type: 'SEARCH_TYPED', value: 'bak' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    send({ type: 'SEARCH_TYPED', value: 'bakk' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(ctx().search.value).toBe('');
    expect(actor.getSnapshot().value).toBe('debouncing');
    clock.increment(1);
    expect(ctx()).toMatchObject({ search: { field: 'sender', value: 'bakk' }, page: 1, isSearch: true });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('applies at once on submit (when long enough) and on clearing', () => {
    const { ctx, send } = start();
    send({ type: 'SEARCH_TYPED', value: 'ab' });
    send({ type: 'SEARCH_SUBMITTED' });
    expect(ctx().search.value).toBe('');
    send({ type: 'SEARCH_TYPED', value: ' 2026-00412 ' });
    send({ type: 'SEARCH_SUBMITTED' });
    expect(ctx().search.value).toBe('2026-00412');
    send({ type: 'SEARCH_TYPED', value: '' });
    expect(ctx()).toMatchObject({ search: { value: '' }, isSearch: false });
  });

  it('a new field searches the same text from page 1; without a search only the field changes', () => {
    const { ctx, send } = start({ page: 2 });
    send({ type: 'SEARCH_FIELD_CHANGED', field: 'invoice-number' });
    expect(ctx()).toMatchObject({ page: 2, search: { field: 'invoice-number', value: '' } });
    send({ type: 'SEARCH_TYPED', value: '2026-004' });
    send({ type: 'SEARCH_SUBMITTED' });
    send({ type: 'LOADED', ids: ids(1), total: 40 });
    send({ type: 'NEXT_PAGE' });
    send({ type: 'SEARCH_FIELD_CHANGED', field: 'subject' });
    expect(ctx()).toMatchObject({ page: 1, search: { field: 'subject', value: '2026-004' } });
  });
});

describe('mailbox machine: reading pane and the URL', () => {
  it('opening a message hides the list where one pane fits; closing shows it again', () => {
    const { ctx, send } = start();
    send({ type: 'OPENED', id: 'mail-nl-00002' });
    expect(ctx()).toMatchObject({ openId: 'mail-nl-00002', isListDisplay: false });
    send({ type: 'CLOSED' });
    expect(ctx()).toMatchObject({ openId: null, isListDisplay: true });
  });

  it('follows the address on back and forward; keeps the selection only for the same list', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', ids: ids(1), total: 40 });
    send({ type: 'SELECT_ALL_TOGGLED', ids: ids(1) });
    send({ type: 'LOCATION_CHANGED', location: { ...locationOf(ctx()), openId: 'mail-nl-00003' } });
    expect(ctx().selection).toHaveLength(10);
    const location: MailboxLocation = { page: 3, sortOrder: 'asc', search: { field: 'subject', value: 'rappel' }, unreadOnly: false, openId: null };
    send({ type: 'LOCATION_CHANGED', location });
    expect(locationOf(ctx())).toEqual(location);
    expect(ctx()).toMatchObject({ selection: [], searchDraft: 'rappel', isSearch: true, isListDisplay: true });
  });

  it('a change of address ends a pending search', () => {
    const { actor, send, clock, ctx } = start();
    send({ type: 'SEARCH_TYPED', value: 'bakker' });
    send({ type: 'LOCATION_CHANGED', location: { page: 2, sortOrder: 'desc', search: { field: 'sender', value: '' }, unreadOnly: false, openId: null } });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(ctx()).toMatchObject({ page: 2, search: { value: '' }, searchDraft: '' });
  });
});
