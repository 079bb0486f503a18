/**
 * Record schemas of the fake backend. They are derived from the generated contract schemas so a
 * stored record can always be turned into a valid answer; the extra fields are what a backend keeps
 * beside the public shape (owning administration, memberships, token expiry).
 */
import { z } from 'zod';
import {
  getProfile200Response,
  listAdministrations200Response,
} from '#api/generated/zod/administrations/administrations.zod';
import { createHeaderFooterBody } from '#api/generated/zod/headers-footers/headers-footers.zod';
import { listTemplatePlaceholders200Response } from '#api/generated/zod/placeholders/placeholders.zod';
import { getTemplate200Response } from '#api/generated/zod/templates/templates.zod';
import { createExportDefinitionBody, getExportJob200Response } from '#api/generated/zod/exports/exports.zod';
import { getTask200Response } from '#api/generated/zod/tasks/tasks.zod';

export const administrationSchema = listAdministrations200Response.shape.items.element;

export const membershipSchema = z.object({
  administrationId: z.string(),
  /**
   * What the member may do. With `roleIds` it is only a copy kept for seed code: the permissions
   * are the union of the roles' permissions, derived on every request (handlers/roles.ts).
   */
  permissions: z.array(z.string()),
  /** The member's roles in the administration (administration settings); absent = `permissions` as stored. */
  roleIds: z.array(z.string()).optional(),
  /** Counts changes of the membership (its roles, the user's name); the ETag is `"v<version>"`. */
  version: z.number().int().min(1).optional(),
});

export const userSchema = getProfile200Response
  .pick({ id: true, name: true, email: true, hasAvatar: true })
  // The version counts saves of the user's own account (PATCH /account/me): its etag. Absent = 1.
  // The interface language is the user's own choice on /account; absent = none chosen yet.
  .extend({ language: z.string(), interfaceLanguage: z.string().nullable().optional(), memberships: z.array(membershipSchema), version: z.number().int().min(1).optional() });

// Stricter than the answer: every stored template has a language and an explicit header/footer.
// The version counts saves; the answer's etag is made from it (handlers/templates.ts).
export const templateSchema = getTemplate200Response.omit({ etag: true }).extend({
  administrationId: z.string(),
  language: z.string(),
  headerFooterId: z.string().nullable(),
  version: z.number().int().min(1),
});

// The version counts saves; the answer's etag is made from it (handlers/headers-footers.ts).
export const headerFooterSchema = createHeaderFooterBody.extend({
  id: z.string(),
  administrationId: z.string(),
  version: z.number().int().min(1),
});

// Tailored variables belong to one administration; the standard placeholders to none (null).
export const placeholderSchema = listTemplatePlaceholders200Response.shape.items.element.extend({
  administrationId: z.string().nullable(),
});

export const imageContentTypes = ['image/svg+xml', 'image/png', 'image/jpeg'] as const;

// Avatars are per user, not per administration: they are stored with administrationId null.
export const imageSchema = z.object({
  id: z.string(),
  administrationId: z.string().nullable(),
  contentType: z.enum(imageContentTypes),
  body: z.string(),
  /** Uploaded pictures (avatars) keep their bytes in base64; seeded SVGs are text. */
  encoding: z.literal('base64').optional(),
});

export const tokenSchema = z.object({
  token: z.string(),
  kind: z.enum(['access', 'refresh']),
  userId: z.string(),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
});

/**
 * A payment arrangement as the backend keeps it: facts only (the plan, what was paid of each
 * instalment, the status last decided). Whether an active plan is broken is decided per request
 * against the handler clock (mocks/handlers/arrangements.ts), which then stores `broken` and
 * `brokenSince`; the public view derives instalment statuses, totals and the invoices' amounts.
 */
export const arrangementSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  reference: z.string(),
  customerId: z.string(),
  invoiceIds: z.array(z.string()),
  status: z.enum(['proposed', 'active', 'completed', 'broken', 'cancelled']),
  frequency: z.enum(['weekly', 'biweekly', 'monthly']),
  total: z.string(),
  instalments: z.array(z.object({ number: z.number().int(), dueDate: z.string(), amount: z.string(), paid: z.string(), downPayment: z.boolean() })),
  brokenSince: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});

const paymentDecimal = z.string().regex(/^-?(0|[1-9]\d{0,14})(\.\d{1,2})?$/);

/**
 * A received payment as the backend keeps it: amounts in the administration's currency (two
 * decimals), the payer as the bank statement names them, the customer when recognised, and its
 * allocations by invoice id. Invoice numbers, totals and the match status are derived when it is
 * answered, so they never disagree with the invoices.
 */
export const settledPaymentSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  number: z.string(),
  receivedOn: z.iso.date(),
  amount: paymentDecimal,
  method: z.enum(['bank-transfer', 'direct-debit', 'payment-link', 'card', 'cash']),
  reference: z.string().nullable(),
  payerName: z.string(),
  payerAccount: z.string().nullable(),
  customerId: z.string().nullable(),
  allocations: z.array(z.object({ invoiceId: z.string(), amount: paymentDecimal })),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});

/** A payment a customer started (payment link or portal) that the provider has not settled yet. */
export const paymentUnderwaySchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  number: z.string(),
  startedAt: z.iso.datetime(),
  expectedOn: z.iso.date().nullable(),
  amount: paymentDecimal,
  channel: z.enum(['payment-link', 'portal']),
  method: z.enum(['ideal', 'card', 'bancontact', 'sepa-transfer', 'direct-debit']),
  providerStatus: z.enum(['initiated', 'pending', 'authorised', 'failed', 'expired']),
  customerId: z.string(),
  invoiceIds: z.array(z.string()),
  version: z.number().int(),
});

// Stored with the administration it belongs to and its version (the etag is made from it).
export const exportDefinitionSchema = createExportDefinitionBody.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  administrationId: z.string(),
  version: z.number().int(),
});

/**
 * A background export job (mocks/handlers/export-jobs.ts): its starter (a job runs with their
 * permissions), what it runs (a snapshot of the definition: a re-run repeats it), the page size of
 * its steps and the cells written so far (JSON, one array per row), with each column's type.
 */
export const exportJobSchema = getExportJob200Response.omit({ status: true }).extend({
  administrationId: z.string(),
  userId: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  columns: createExportDefinitionBody.shape.columns,
  query: z.string(),
  language: z.string(),
  perPage: z.number().int(),
  types: z.array(z.enum(['text', 'decimal', 'date'])),
  cells: z.string(),
});

const journeyActions = ['email', 'letter', 'sms', 'whatsapp', 'call-task', 'handover'] as const;
/** A journey as kept: its steps name their template by id (the answer names it too); customerCount is derived. */
export const journeySchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  name: z.string(),
  steps: z.array(z.object({ id: z.string(), name: z.string(), offsetDays: z.number().int(), action: z.enum(journeyActions), templateId: z.string().nullable() })),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});
/** A step a journey's run took for an invoice, and what it made (an e-mail, letter, text message, call task or collection case). */
export const journeyActionSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  invoiceId: z.string(),
  journeyId: z.string(),
  stepId: z.string(),
  on: z.string(),
  made: z.object({ kind: z.enum(['email', 'letter', 'text-message', 'task', 'collection-case']), id: z.string() }).nullable(),
});
/** Per administration, the journeys' last day run, and the days the mock's one reference day was moved on past the handler clock (the same on every clock). */
export const journeyClockSchema = z.object({ administrationId: z.string(), advancedDays: z.number().int().min(0), lastRun: z.string() });
// Stored with the administration it belongs to, the ids of what it links to (names are read from
// their records when answered) and its version (the etag is made from it); `overdue` is computed.
export const taskSchema = getTask200Response.omit({ etag: true, overdue: true, assignee: true, customer: true, invoice: true, issue: true }).extend({
  administrationId: z.string(),
  assignee: z.object({ kind: z.enum(['user', 'department']), id: z.string() }).nullable(),
  customerId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  issueId: z.string().nullable(),
  version: z.number().int(),
});
const collectionStage = z.enum(['new', 'amicable', 'statutory-notice', 'bailiff', 'closed']);

/**
 * A collection case as the mock keeps it: the invoices it holds (their amounts are read from the
 * invoices), its stage and history; its costs are computed on every read (they run to today).
 */
export const collectionCaseSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  reference: z.string(),
  customerId: z.string(),
  invoiceIds: z.array(z.string()),
  stage: collectionStage,
  outcome: z.enum(['collected', 'written-off', 'withdrawn']).nullable(),
  reason: z.string(),
  handedOverAt: z.string(),
  handedOverBy: z.string(),
  noticeEndsOn: z.string().nullable(),
  history: z.array(z.object({ at: z.string(), by: z.string(), from: collectionStage.nullable(), to: collectionStage, note: z.string().nullable() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});

export type AdministrationRecord = z.infer<typeof administrationSchema>;
export type Membership = z.infer<typeof membershipSchema>;

/** A role of an administration: a named set of SPEC §6 permissions (administration settings). */
export const roleSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  version: z.number().int().min(1),
});
export type RoleRecord = z.infer<typeof roleSchema>;

/** An invitation to join an administration; pending while the user has no password. */
export const invitationSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  userId: z.string(),
  invitedAt: z.string(),
  sentAt: z.string(),
});
export type InvitationRecord = z.infer<typeof invitationSchema>;
export type UserRecord = z.infer<typeof userSchema>;
export type TemplateRecord = z.infer<typeof templateSchema>;
export type HeaderFooterRecord = z.infer<typeof headerFooterSchema>;
export type PlaceholderRecord = z.infer<typeof placeholderSchema>;
export type ImageRecord = z.infer<typeof imageSchema>;
export type TokenRecord = z.infer<typeof tokenSchema>;
export type ArrangementRecord = z.infer<typeof arrangementSchema>;
export type SettledPaymentRecord = z.infer<typeof settledPaymentSchema>;
export type PaymentUnderwayRecord = z.infer<typeof paymentUnderwaySchema>;
export type ExportDefinitionRecord = z.infer<typeof exportDefinitionSchema>;
export type ExportJobRecord = z.infer<typeof exportJobSchema>;
export type JourneyRecord = z.infer<typeof journeySchema>;
export type JourneyActionRecord = z.infer<typeof journeyActionSchema>;
export type JourneyClockRecord = z.infer<typeof journeyClockSchema>;
export type TaskRecord = z.infer<typeof taskSchema>;
export type CollectionCaseRecord = z.infer<typeof collectionCaseSchema>;
