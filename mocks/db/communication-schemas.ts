/**
 * Record schemas of communication: e-mails, letters and text messages sent, calls logged, batches of
 * e-mails and letters, and generated previews. Sent items are stored close to the contract's shape
 * (they never change after sending, except their delivery status), plus the administration and the
 * ids they hang on; a batch's size and status counts are derived from its messages.
 */
import { z } from 'zod';
import {
  getCall200Response,
  sendTextMessage200Response,
} from '#api/generated/zod/communication/communication.zod';

const ref = z.object({ id: z.string(), name: z.string() });
const owned = { administrationId: z.string(), customerId: z.string(), customerName: z.string(), invoiceIds: z.array(z.string()), invoiceNumbers: z.array(z.string()) };
const sent = {
  id: z.string(),
  ...owned,
  subject: z.string(),
  html: z.string(),
  sentAt: z.iso.datetime(),
  sentBy: ref.nullable(),
  batchId: z.string().nullable(),
  language: z.string(),
  templateId: z.string().nullable(),
};

export const emailStatuses = ['queued', 'sent', 'delivered', 'bounced', 'opened'] as const;
export const letterStatuses = ['printed', 'posted'] as const;

export const emailSchema = z.object({
  ...sent,
  to: z.string(),
  cc: z.array(z.string()),
  status: z.enum(emailStatuses),
  attachments: z.array(z.object({ id: z.string(), fileName: z.string() })),
});
export const letterSchema = z.object({ ...sent, address: z.string(), status: z.enum(letterStatuses) });
export const textMessageSchema = sendTextMessage200Response.omit({ customer: true, invoiceNumbers: true, invoices: true }).extend(owned);
export const callSchema = getCall200Response.omit({ customer: true, invoiceNumbers: true, invoices: true }).extend(owned);

export const messageBatchSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  media: z.enum(['email', 'letter']),
  name: z.string(),
  createdAt: z.iso.datetime(),
});

export const messagePreviewSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  customerId: z.string(),
  media: z.string(),
  subject: z.string(),
  html: z.string(),
  createdAt: z.iso.datetime(),
});

export type EmailRecord = z.infer<typeof emailSchema>;
export type LetterRecord = z.infer<typeof letterSchema>;
export type CallRecord = z.infer<typeof callSchema>;
export type MessageBatchRecord = z.infer<typeof messageBatchSchema>;
