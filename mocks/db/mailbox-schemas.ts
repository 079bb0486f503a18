/** Record schema of the incoming mailbox (debtors' replies). */
import { z } from 'zod';

export const mailMessageSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  senderName: z.string(),
  senderEmail: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  receivedAt: z.iso.datetime(),
  readDate: z.iso.datetime().nullable(),
  completed: z.boolean(),
  /** Customer and invoice numbers never change, so they are kept beside the ids (no join per page). */
  customerId: z.string().nullable(),
  customerNumber: z.string().nullable(),
  invoices: z.array(z.object({ id: z.string(), number: z.string() })),
  issueNumber: z.string().nullable(),
  /** Bumped by every change (status, links); the ETag is `"v<version>"`. Records stored before it was kept start at 1. */
  version: z.number().int().positive().default(1),
  /** The HTML as received: untrusted (some seeded bodies are hostile on purpose). */
  body: z.string(),
  /** Seeded files are metadata only (their bytes are made from `text` when downloaded); a mail that arrived (/__mock/inbound) keeps its `bytes`, base64. */
  attachments: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      contentType: z.enum(['application/pdf', 'image/png', 'image/jpeg', 'text/plain']),
      size: z.number().int().nonnegative(),
      text: z.string(),
      bytes: z.string().optional(),
    }),
  ),
});

export type MailMessageRecord = z.infer<typeof mailMessageSchema>;
