/**
 * The URL state of the e-mail, letter and call lists (the list kit's declarations), named as the
 * contract's list calls (`listEmails`, `listLetters`, `listCalls`), plus the keys that open one
 * item: `messageId` (an e-mail or letter), `callId` (the call panel, SPEC §2), `view=batches` and
 * `batchId` (the batches of e-mails or letters and one batch's items); and a record's
 * communication tab, which shows one of the three lists (`show`) fixed to the record.
 *
 * The enums are the contract's, written out.
 */
import { listSearchSchema, type ListDefinitionConfig, type ListSearch } from '@/lib/list/search-schema';
import { recordIdOf } from '@/lib/record-id';

export const EMAIL_STATUSES = ['queued', 'sent', 'delivered', 'bounced', 'opened'] as const;
export const LETTER_STATUSES = ['printed', 'posted'] as const;

const MESSAGE_SORT = ['sent-at', 'customer', 'subject', 'status'] as const;
const newestFirst = { sortBy: 'sent-at', sortOrder: 'desc', searchField: 'customer-name', perPage: 25 } as const;

export const emailsListConfig = {
  sortable: MESSAGE_SORT,
  searchFields: ['customer-name', 'subject', 'to'],
  filters: { status: { kind: 'multi', values: EMAIL_STATUSES }, sentAt: { kind: 'dateRange' } },
  defaults: newestFirst,
} as const satisfies ListDefinitionConfig;

export const lettersListConfig = {
  sortable: MESSAGE_SORT,
  searchFields: ['customer-name', 'subject'],
  filters: { status: { kind: 'multi', values: LETTER_STATUSES }, sentAt: { kind: 'dateRange' } },
  defaults: newestFirst,
} as const satisfies ListDefinitionConfig;

export const CALL_OUTCOMES = ['reached', 'no-answer', 'promise-to-pay', 'dispute'] as const;

/** The calls list's URL state, newest first. */
export const callsListConfig = {
  sortable: ['at', 'customer', 'duration', 'outcome'],
  searchFields: ['customer-name', 'notes', 'phone-number'],
  filters: { outcome: { kind: 'multi', values: CALL_OUTCOMES }, at: { kind: 'dateRange' } },
  defaults: { sortBy: 'at', sortOrder: 'desc', searchField: 'customer-name', perPage: 25 },
} as const satisfies ListDefinitionConfig;

/**
 * A list of one customer's items (a customer's or an invoice's tab): every row has the same
 * customer, so it is neither searched nor sorted by customer, and the search starts on the next field.
 */
export function ofOneCustomer<const C extends ListDefinitionConfig>(config: C): C {
  const searchFields = config.searchFields.filter((field) => field !== 'customer-name');
  return {
    ...config,
    sortable: config.sortable.filter((field) => field !== 'customer'),
    searchFields,
    defaults: { ...config.defaults, searchField: searchFields[0] },
  } as C;
}

/** What opens one item or the batches, beside a list's own state. */
export type OpenItem = { messageId?: string; callId?: string; batchId?: string; view?: 'batches' };

/** The keys of the URL that open one item, each checked on its own (an invalid one is dropped). */
export function openItemOf(raw: Record<string, unknown>): OpenItem {
  const open: OpenItem = {};
  for (const key of ['messageId', 'callId', 'batchId'] as const) {
    const id = recordIdOf(raw[key]);
    if (id) open[key] = id;
  }
  if (raw.view === 'batches') open.view = 'batches';
  return open;
}

/** The calls list opens a call (`callId`, SPEC §2) and nothing else. */
export function openCallOf(raw: Record<string, unknown>): Pick<OpenItem, 'callId'> {
  const { callId } = openItemOf(raw);
  return callId ? { callId } : {};
}

/** A list's URL state and the item it opens; an invalid value is dropped. */
function communicationSearch<const C extends ListDefinitionConfig>(config: C) {
  const list = listSearchSchema(config);
  return (raw: Record<string, unknown>): ListSearch<C> & OpenItem => ({ ...list.parse(raw), ...openItemOf(raw) });
}

/** What a record's communication tab lists: e-mails (the default, absent from the URL), letters or calls. */
export const RECORD_CHANNELS = ['emails', 'letters', 'calls'] as const;
export type RecordChannel = (typeof RECORD_CHANNELS)[number];

/**
 * The fixed part of a record's lists: the contract's `customer-id`, `invoice-id` or `super-debtor-id`
 * of `listEmails`, `listLetters` and `listCalls`.
 */
export type RecordScope = { 'customer-id': string } | { 'invoice-id': string } | { 'super-debtor-id': string };

/** A super debtor's items are of several customers; a customer's and an invoice's of one. */
export const isOfOneCustomer = (scope: RecordScope) => !('super-debtor-id' in scope);

type AnyListSearch = ListSearch<typeof emailsListConfig> | ListSearch<typeof lettersListConfig> | ListSearch<typeof callsListConfig>;

/** A record's communication tab in the URL: which list, that list's state, and the e-mail, letter or call open. */
export type RecordCommunicationSearch = AnyListSearch & Omit<OpenItem, 'view' | 'batchId'> & { show?: Exclude<RecordChannel, 'emails'> };

/** The list a record's tab shows, of one customer's items or of a group's. */
function recordListConfig(show: RecordChannel, oneCustomer: boolean): ListDefinitionConfig {
  const config = { emails: emailsListConfig, letters: lettersListConfig, calls: callsListConfig }[show];
  return oneCustomer ? ofOneCustomer(config) : config;
}

/** The tab's URL state, checked against the list shown (invalid values dropped, as every list does). */
export function parseRecordCommunicationSearch(raw: Record<string, unknown>, oneCustomer: boolean): RecordCommunicationSearch {
  const show = RECORD_CHANNELS.find((channel) => channel === raw.show) ?? 'emails';
  const { view: _view, batchId: _batch, messageId, ...parsed } = communicationSearch(recordListConfig(show, oneCustomer))(raw);
  // An e-mail or letter is open only beside its own list.
  return { ...(parsed as AnyListSearch & OpenItem), ...(messageId && show !== 'calls' ? { messageId } : {}), ...(show === 'emails' ? {} : { show }) };
}

/**
 * A record's communication tab's `validateSearch`: checked against the list shown. Its rows start
 * with the screen, not the route: each list needs a permission of its own beyond the tab's
 * (Manage_Messages, Manage_Calls), and is never asked for by a user who may not read it.
 */
export function recordCommunicationSearch(scope: 'customer-id' | 'invoice-id' | 'super-debtor-id') {
  const oneCustomer = scope !== 'super-debtor-id';
  return (raw: Record<string, unknown>) => parseRecordCommunicationSearch(raw, oneCustomer);
}
