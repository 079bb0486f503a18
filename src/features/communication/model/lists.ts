/**
 * The URL state of the e-mail and letter lists (the list kit's declarations), named as the contract's
 * list calls (`listEmails`, `listLetters`), plus the keys that open one
 * item: `messageId` (an e-mail or letter), `callId` (the call panel, SPEC §2), `view=batches` and
 * `batchId` (the batches of e-mails or letters and one batch's items).
 *
 * The enums are the contract's, written out.
 */
import * as z from 'zod/mini';
import { listSearchSchema, type ListDefinitionConfig, type ListSearch } from '@/lib/list/search-schema';

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


const ID = /^[A-Za-z0-9_-]{1,64}$/;
const id = z.catch(z.optional(z.string().check(z.regex(ID))), undefined);
const openSchema = z.object({ messageId: id, callId: id, batchId: id, view: z.catch(z.optional(z.enum(['batches'])), undefined) });

/** What opens one item or the batches, beside a list's own state. */
export type OpenItem = z.infer<typeof openSchema>;

/** A list's URL state and the item it opens, for `validateSearch`; an invalid value is dropped. */
export function communicationSearch<const C extends ListDefinitionConfig>(config: C) {
  const list = listSearchSchema(config);
  return (raw: Record<string, unknown>): ListSearch<C> & OpenItem => {
    const open = openSchema.parse(raw);
    return { ...list.parse(raw), ...(Object.fromEntries(Object.entries(open).filter(([, value]) => value !== undefined)) as OpenItem) };
  };
}
