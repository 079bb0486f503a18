import * as z from 'zod/mini';

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
/** Record ids are opaque (OpenAPI convention); this bounds what a URL may carry into the page. */
export const RECORD_ID_MAX_LENGTH = 64;
const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A record id from the URL, or undefined when it breaks the rule (the router parses `?callId=123` as a number: text either way). */
export function recordIdOf(raw: unknown): string | undefined {
  const id = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  return id && id.length <= RECORD_ID_MAX_LENGTH && RECORD_ID_PATTERN.test(id) ? id : undefined;
}

const recordId = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
      z.string().check(z.trim(), z.minLength(1), z.maxLength(RECORD_ID_MAX_LENGTH), z.regex(RECORD_ID_PATTERN)),
    ),
  ),
  undefined,
);

/** /customers/{customerId}/… and /super-debtors/{superDebtorId}/… */
export const debtorSearchSchema = z.object({
  action: z.catch(z.optional(z.enum(START_ACTIONS)), undefined),
  callId: recordId,
});
export type DebtorSearch = z.infer<typeof debtorSearchSchema>;

/** /communication/{customerId} */
export const composerSearchSchema = z.object({
  invoiceId: recordId,
});
