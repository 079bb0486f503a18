/**
 * POST /__mock/inbound (any prefix, like the other control routes): a mail arrives in an
 * administration's mailbox, as a debtor's reply would. Its attachments are saved the way a real
 * inbound pipeline must save them (`incomingAttachment`): the type from the content, the name's
 * extension from that type, so a sender's `Betaalbewijs.pdf.hta` or `factuur.html` declared
 * `text/plain` never lands under an executable or HTML name.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { incomingAttachment } from '#lib/attachment-rules';
import { fromBase64 } from '../accounts/password-hash';
import type { MailMessageRecord } from '../db/mailbox-schemas';
import type { HandlerContext } from './context';
import { notFound } from './problem';
import { controlRoute, jsonBody } from './route';

const inboundSchema = z.object({
  administrationId: z.string(),
  senderName: z.string().min(1).max(200),
  senderEmail: z.email(),
  subject: z.string().max(500),
  /** Untrusted HTML, shown sanitised in a sandboxed frame like every received body. */
  body: z.string().max(200_000),
  attachments: z
    .array(z.object({ fileName: z.string().min(1).max(1000), declaredType: z.string().max(200).optional(), base64: z.string().max(14_000_000) }))
    .max(20)
    .default([]),
});

export function inboundControlHandlers(ctx: HandlerContext) {
  return [
    http.post(
      '*/__mock/inbound',
      controlRoute(ctx, async ({ request }) => {
        const input = await jsonBody(request, inboundSchema);
        const { db } = ctx.store;
        const administration = db.administrations.findFirst((q) => q.where({ id: input.administrationId }));
        if (!administration) throw notFound(`Administration ${input.administrationId} does not exist.`);
        const id = `mail-in-${crypto.randomUUID().slice(0, 8)}`;
        const inbox = db.mailMessages.findFirst((q) => q.where({ administrationId: input.administrationId }))?.recipients ?? [];
        const attachments: MailMessageRecord['attachments'] = input.attachments.map((file, index) => {
          const bytes = fromBase64(file.base64);
          const saved = incomingAttachment(file.fileName, bytes.subarray(0, 8));
          return { id: `${id}-a${index + 1}`, ...saved, size: bytes.byteLength, text: '', bytes: file.base64 };
        });
        const message = await db.mailMessages.create({
          id,
          administrationId: input.administrationId,
          senderName: input.senderName,
          senderEmail: input.senderEmail,
          recipients: inbox,
          subject: input.subject,
          receivedAt: new Date(ctx.options.now()).toISOString(),
          readDate: null,
          completed: false,
          customerId: null,
          customerNumber: null,
          invoices: [],
          issueNumber: null,
          version: 1,
          body: input.body,
          attachments,
        });
        return HttpResponse.json({ id: message.id, attachments: message.attachments.map(({ id: fileId, fileName, contentType, size }) => ({ id: fileId, fileName, contentType, size })) }, { status: 201 });
      }),
    ),
  ];
}
