/**
 * Record schemas of the receivables core (customers, super debtors, invoices and what hangs on
 * them). What is stored is the source of truth only: balances, statuses, days overdue and the
 * effective dunning pause are derived per request from the invoices and "today" (handlers/receivables),
 * so they can never disagree with each other. Pieces are taken from the generated contract schemas
 * where the stored shape is the public one (addresses, contacts, custom field definitions).
 */
import { z } from 'zod';
import { getCustomer200Response, listCustomerContacts200Response } from '#api/generated/zod/customers/customers.zod';
import { listInvoiceCustomFields200Response } from '#api/generated/zod/invoices/invoices.zod';
import { ATTACHMENT_TYPES } from '#lib/attachment-rules';

const decimal = z.string().regex(/^-?(0|[1-9]\d{0,14})(\.\d{1,4})?$/);
const isoDate = z.iso.date();

/** A pause or resume of a record's dunning, kept for the record's timeline (oldest first). */
const pauseEventSchema = z.object({
  kind: z.enum(['paused', 'resumed']),
  at: z.iso.datetime(),
  /** The pause's reason; null for a resume. */
  reason: z.string().nullable(),
  byId: z.string(),
  byName: z.string(),
});

/** Dunning pause as stored on a customer or an invoice; it lapses by itself after `pausedUntil`. */
const pauseFields = {
  dunningPaused: z.boolean(),
  pausedUntil: isoDate.nullable(),
  pauseReason: z.string().nullable(),
  /** Every pause and resume made through the API (data stored before it was kept starts empty). */
  pauseHistory: z.array(pauseEventSchema).default([]),
  pauseReasonCode: z.enum(['customer-request', 'payment-promised', 'payment-plan', 'complaint', 'insolvency', 'other']).nullable(),
  /** When the pause was made (ISO date-time) and by whom. */
  pausedAt: z.string().nullable(),
  pausedById: z.string().nullable(),
  pausedByName: z.string().nullable(),
};

export const customerSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  number: z.string(),
  name: z.string(),
  kind: z.enum(['company', 'person']),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: getCustomer200Response.shape.address,
  language: z.string(),
  tone: z.enum(['formal', 'informal']),
  paymentTermDays: z.number().int(),
  /** Amount in the administration's currency, or null for no limit. */
  creditLimit: decimal.nullable(),
  journey: z.object({ id: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  customFields: z.record(z.string(), z.string().nullable()),
  superDebtorId: z.string().nullable(),
  /** No longer a customer: kept for its history, never dunned. */
  closed: z.boolean(),
  ...pauseFields,
  /** Bumped by every change; the ETag is `"v<version>"`. */
  version: z.number().int().positive(),
});

export const superDebtorSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  number: z.string(),
  name: z.string(),
});

/** Contacts and comments are versioned like customers: the answer's etag is `"v<version>"`. */
export const contactSchema = listCustomerContacts200Response.shape.items.element.omit({ etag: true }).extend({
  administrationId: z.string(),
  customerId: z.string(),
  version: z.number().int().positive(),
});

export const creditNoteSchema = z.object({ number: z.string(), date: isoDate, amount: decimal });

export const invoiceSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  number: z.string(),
  customerId: z.string(),
  reference: z.string().nullable(),
  issueDate: isoDate,
  dueDate: isoDate,
  /** Amounts in the administration's currency, two decimals. */
  amount: decimal,
  outstanding: decimal,
  disputed: z.boolean(),
  inArrangement: z.boolean(),
  forCollection: z.boolean(),
  ...pauseFields,
  journeyStep: z.object({ name: z.string(), sentOn: isoDate }).nullable(),
  creditNotes: z.array(creditNoteSchema),
  customFields: z.record(z.string(), z.string().nullable()),
  tags: z.array(z.string()),
  /** Token of the payment link (`https://pay.receivables.example/p/<token>`). */
  paymentToken: z.string(),
  version: z.number().int().positive(),
});

export const ownerKinds = ['customer', 'invoice', 'superDebtor', 'issue'] as const;
export type OwnerKind = (typeof ownerKinds)[number];

export const commentSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  ownerKind: z.enum(ownerKinds),
  ownerId: z.string(),
  text: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int().positive(),
});

/** The types the upload rules accept (shared with the app's check before an upload). */
export const attachmentContentTypes = ATTACHMENT_TYPES;

export const attachmentSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  ownerKind: z.enum(ownerKinds),
  ownerId: z.string(),
  fileName: z.string(),
  contentType: z.enum(attachmentContentTypes),
  size: z.number().int().nonnegative(),
  uploadedAt: z.iso.datetime(),
  uploaderId: z.string(),
  uploaderName: z.string(),
  /** The file's bytes, base64 (JSON persistence holds text only). */
  body: z.string(),
});

export const customFieldDefinitionSchema = listInvoiceCustomFields200Response.shape.items.element.extend({
  id: z.string(),
  administrationId: z.string(),
  recordKind: z.enum(['customer', 'invoice']),
});

/** A bulk action's answer, kept so a retry with the same Idempotency-Key answers it again. */
export const idempotencyRecordSchema = z.object({
  id: z.string(),
  /** The request it answered (operation and body), to refuse the key on another request. */
  fingerprint: z.string(),
  status: z.number().int(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});

export type CustomerRecord = z.infer<typeof customerSchema>;
export type SuperDebtorRecord = z.infer<typeof superDebtorSchema>;
export type ContactRecord = z.infer<typeof contactSchema>;
export type InvoiceRecord = z.infer<typeof invoiceSchema>;
export type PauseEvent = z.infer<typeof pauseEventSchema>;
export type CommentRecord = z.infer<typeof commentSchema>;
export type AttachmentRecord = z.infer<typeof attachmentSchema>;
export type AttachmentContentType = (typeof attachmentContentTypes)[number];
export type CustomFieldDefinitionRecord = z.infer<typeof customFieldDefinitionSchema>;
