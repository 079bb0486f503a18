import * as z from 'zod/mini';
import { recordIdOf } from '@/lib/record-id';

/**
 * URL search params of the customer, super-debtor and composer pages (SPEC §2 names them, not their
 * values). Anyone can edit a URL, so each value is checked and an invalid one is dropped rather
 * than failing the route; unknown keys are dropped too (zod objects strip them).
 */

/**
 * What a collector starts from a customer or super-debtor page (inferred: the SPEC names the
 * `action` param only). These are the things the product lets staff do for a debtor: contact them
 * by call, e-mail, letter or text message, or record a task, issue, comment or arrangement.
 */
export const START_ACTIONS = ['call', 'email', 'letter', 'sms', 'task', 'issue', 'comment', 'arrangement'] as const;
export type StartAction = (typeof START_ACTIONS)[number];
// An id from the address (`?callId=123` comes as a number), checked by the product's id rule; an invalid one is dropped.
export const recordIdParam = z.catch(z.optional(z.pipe(z.unknown(), z.transform(recordIdOf))), undefined);

const actionParam = z.catch(z.optional(z.enum(START_ACTIONS)), undefined);

/** /customers/{customerId}/… and /super-debtors/{superDebtorId}/… */
export const debtorSearchSchema = z.object({
  action: actionParam,
  callId: recordIdParam,
});
export type DebtorSearch = z.infer<typeof debtorSearchSchema>;

/**
 * /invoices/{invoiceId}/…: what the invoice's page was opened for (the action panel, SPEC §2
 * names `action` for debtors; inferred for invoices, whose page has the same actions).
 */
export const invoiceSearchSchema = z.object({ action: actionParam });

/** /communication/{customerId} */
export const composerSearchSchema = z.object({
  invoiceId: recordIdParam,
});
