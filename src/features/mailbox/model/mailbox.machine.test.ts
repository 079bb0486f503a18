import type { MailboxMessageSummary } from '@/api/generated/model';
import { createActor, SimulatedClock } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '@/lib/list/search';
import { locationOf, mailboxMachine, MAILBOX_PAGE_SIZE, type MailboxLocation } from './mailbox.machine';

const NOW = '2026-11-20T09:02:00.000Z';

function item(n: number, overrides: Partial<MailboxMessageSummary> = {}): MailboxMessageSummary {
  return {
    id: `mail-nl-${String(n).padStart(5, '0')}`,
    sender: { name: `Sender ${n}`, email: `s${n}@example.nl` },
    subject: `Re: Herinnering factuur 2026-${String(n).padStart(5, '0')}`,
    receivedAt: '2026-11-19T08:00:00.000Z',
    readDate: null,
    completed: false,
    invoices: [{ id: `inv-nl-${n}`, number: `2026-${n}` }],
    issueNumber: 'ISS-20431',
    customerNumber: 'D10042',
    customerId: 'cus-nl-0042',
    hasAttachments: false,
    ...overrides,
  };
}
const page = (from: number, count = MAILBOX_PAGE_SIZE) => Array.from({ length: count }, (_, i) => item(from + i));

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

  it('takes the rows and the number of pages from an answer', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', items: page(1), total: 31 });
    expect(ctx().totalPages).toBe(4);
    expect(ctx().items).toHaveLength(10);
    send({ type: 'LOADED', items: [], total: 0 });
    expect(ctx().totalPages).toBe(1);
  });
});

describe('mailbox machine: paging (SPEC §4)', () => {
  it('goes to the next page only below the total pages', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', items: page(1), total: 25 });
    send({ type: 'NEXT_PAGE' });
    expect(ctx().page).toBe(2);
    send({ type: 'NEXT_PAGE' });
    expect(ctx().page).toBe(3);
    send({ type: 'NEXT_PAGE' });
    expect(ctx().page).toBe(3);
  });

  it('goes to the previous page only above page 1', () => {
    const { ctx, send } = start({ page: 2 });
    send({ type: 'LOADED', items: page(11), total: 25 });
    send({ type: 'PREVIOUS_PAGE' });
    expect(ctx().page).toBe(1);
    send({ type: 'PREVIOUS_PAGE' });
    expect(ctx().page).toBe(1);
  });

  it('clears the selection when the page changes', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', items: page(1), total: 25 });
    send({ type: 'SELECT_ALL_TOGGLED' });
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
    send({ type: 'LOADED', items: page(1, 3), total: 3 });
    send({ type: 'SELECT_ALL_TOGGLED' });
    expect(ctx().selection).toEqual(['mail-nl-00001', 'mail-nl-00002', 'mail-nl-00003']);
    expect(ctx().isSelectFromMailbox).toBe(true);
    send({ type: 'SELECT_ALL_TOGGLED' });
    expect(ctx()).toMatchObject({ selection: [], isSelectFromMailbox: false });
  });

  it('select-all with some selected selects all; with an empty page selects nothing', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', items: page(1, 3), total: 3 });
    send({ type: 'ITEM_TOGGLED', id: 'mail-nl-00002' });
    send({ type: 'SELECT_ALL_TOGGLED' });
    expect(ctx().selection).toHaveLength(3);
    send({ type: 'LOADED', items: [], total: 0 });
    send({ type: 'SELECT_ALL_TOGGLED' });
    expect(ctx().selection).toEqual([]);
  });

  it('a single item toggles in and out', () => {
    const { ctx, send } = start();
    send({ type: 'LOADED', items: page(1, 3), total: 3 });
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
    send({ type: 'LOADED', items: page(1, 3), total: 3 });
    send({ type: 'SELECT_ALL_TOGGLED' });
    send({ type: 'LOADED', items: page(2, 2), total: 2 });
    expect(ctx().selection).toEqual(['mail-nl-00002', 'mail-nl-00003']);
  });
});

describe('mailbox machine: status changes (SPEC §4)', () => {
  const loaded = () => {
    const s = start();
    s.send({ type: 'LOADED', items: [item(1, { readDate: '2026-11-19T10:00:00.000Z', completed: true }), item(2), item(3)], total: 3 });
    return s;
  };

  it('unread clears the read date and completed', () => {
    const { ctx, send } = loaded();
    send({ type: 'STATUS_CHANGED', ids: ['mail-nl-00001'], status: 'unread', now: NOW });
    expect(ctx().items[0]).toMatchObject({ readDate: null, completed: false, customerNumber: 'D10042', invoices: [{ number: '2026-1' }] });
  });

  it('read sets the read date to now and completed false', () => {
    const { ctx, send } = loaded();
    send({ type: 'STATUS_CHANGED', ids: ['mail-nl-00001', 'mail-nl-00002'], status: 'read', now: NOW });
    expect(ctx().items.slice(0, 2)).toEqual([
      expect.objectContaining({ readDate: NOW, completed: false, issueNumber: 'ISS-20431' }),
      expect.objectContaining({ readDate: NOW, completed: false }),
    ]);
    expect(ctx().items[2]?.readDate).toBeNull();
  });

  it('not relevant sets the read date, completed, and clears invoices, issue number and customer number', () => {
    const { ctx, send } = loaded();
    send({ type: 'STATUS_CHANGED', ids: ['mail-nl-00002'], status: 'not-relevant', now: NOW });
    expect(ctx().items[1]).toMatchObject({ readDate: NOW, completed: true, invoices: [], issueNumber: null, customerNumber: null });
    expect(ctx().items[2]?.customerNumber).toBe('D10042');
  });

  it('replaces a row with the server answer (after linking)', () => {
    const { ctx, send } = loaded();
    send({ type: 'ITEM_UPDATED', item: item(3, { customerNumber: 'D10001', invoices: [] }) });
    expect(ctx().items[2]).toMatchObject({ customerNumber: 'D10001', invoices: [] });
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
    send({ type: 'LOADED', items: page(1), total: 40 });
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
    send({ type: 'LOADED', items: page(1), total: 40 });
    send({ type: 'SELECT_ALL_TOGGLED' });
    send({ type: 'LOCATION_CHANGED', location: { ...locationOf(ctx()), openId: 'mail-nl-00003' } });
    expect(ctx().selection).toHaveLength(10);
    const location: MailboxLocation = { page: 3, sortOrder: 'asc', search: { field: 'subject', value: 'rappel' }, openId: null };
    send({ type: 'LOCATION_CHANGED', location });
    expect(locationOf(ctx())).toEqual(location);
    expect(ctx()).toMatchObject({ selection: [], searchDraft: 'rappel', isSearch: true, isListDisplay: true });
  });

  it('a change of address ends a pending search', () => {
    const { actor, send, clock, ctx } = start();
    send({ type: 'SEARCH_TYPED', value: 'bakker' });
    send({ type: 'LOCATION_CHANGED', location: { page: 2, sortOrder: 'desc', search: { field: 'sender', value: '' }, openId: null } });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(ctx()).toMatchObject({ page: 2, search: { value: '' }, searchDraft: '' });
  });
});
