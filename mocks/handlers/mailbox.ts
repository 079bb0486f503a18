/**
 * The incoming mailbox (tag mailbox, Manage_Mailbox): paged list ordered by received date and
 * searched in one field, one message, status changes single and bulk (SPEC §4 rules, shared with
 * the app in #lib/mail-status), links to a customer / invoices / issue checked against the
 * administration's records (422 naming the field), attachment downloads, and filing an attachment
 * to the linked customer or invoice (with Manage_Documents too; named and checked as an upload).
 */
import {
  getBulkSetMailboxMessageStatusMockHandler,
  getDownloadMailboxAttachmentMockHandler,
  getFileMailboxAttachmentMockHandler,
  getGetMailboxMessageMockHandler,
  getLinkMailboxMessageMockHandler,
  getListMailboxMessagesMockHandler,
  getSearchMailboxLinkTargetsMockHandler,
  getSetMailboxMessageStatusMockHandler,
} from '#api/generated/endpoints/mailbox/mailbox.msw';
import type { Attachment, BulkResult, MailboxLinkTargetList, MailboxMessage, MailboxMessagePage, MailboxMessageSummary, MailboxSearchField } from '#api/generated/model/index';
import {
  bulkSetMailboxMessageStatusBody,
  fileMailboxAttachmentBody,
  linkMailboxMessageBody,
  listMailboxMessagesQueryParams,
  searchMailboxLinkTargetsQueryParams,
  setMailboxMessageStatusBody,
} from '#api/generated/zod/mailbox/mailbox.zod';
import { contentMatches, incomingAttachment, SIGNATURE_BYTES } from '#lib/attachment-rules';
import { mailStatusOf, withMailStatus } from '#lib/mail-status';
import { HttpResponse } from 'msw';
import { fromBase64, toBase64 } from '../accounts/password-hash';
import type { AttachmentRecord } from '../db/receivables-schemas';
import type { MailMessageRecord } from '../db/mailbox-schemas';
import { simplePdf } from '../media/pdf';
import type { HandlerContext } from './context';
import { paginate } from './list';
import { notFound, ProblemError, unprocessable } from './problem';
import { answer } from './answers';
import { isoSeconds } from '../seed/templates';
import { etagOf, idempotent, pageOf, patchRecord, requireCurrentVersion } from './receivables';
import { acceptedType, attachmentView } from './record-extras';
import { jsonBody, may, pathParam, queryParams, route, scopeOf } from './route';

const summaryOf = (m: MailMessageRecord): MailboxMessageSummary => ({
  id: m.id,
  sender: { name: m.senderName, email: m.senderEmail },
  subject: m.subject,
  receivedAt: m.receivedAt,
  readDate: m.readDate,
  completed: m.completed,
  invoices: m.invoices.map((i) => ({ ...i })),
  issueNumber: m.issueNumber,
  customerNumber: m.customerNumber,
  customerId: m.customerId,
  hasAttachments: m.attachments.length > 0,
});

const viewOf = (m: MailMessageRecord, issue: { issueId?: string | null } = {}): MailboxMessage => ({
  ...summaryOf(m),
  ...issue,
  recipients: [...m.recipients],
  body: m.body,
  attachments: m.attachments.map(({ id, fileName, contentType, size }) => ({ id, fileName, contentType, size })),
  etag: etagOf(m),
});

/** The message with its version in the `ETag` header, as every versioned record answers. */
const withEtag = (m: MailMessageRecord, issue: { issueId?: string | null } = {}) => answer(200, viewOf(m, issue), { ETag: etagOf(m) });

/** Reading and linking issues through the mailbox needs the issues permission as well. */
const ISSUE_PERMISSION = 'Manage_Issues';

/** The most a link search answers; more typing narrows it. */
const LINK_TARGETS = 10;

/** The text a search field looks in; several texts for the sender (name and address) and invoices. */
function searchTexts(m: MailMessageRecord, field: MailboxSearchField): readonly (string | null)[] {
  switch (field) {
    case 'sender':
      return [m.senderName, m.senderEmail];
    case 'subject':
      return [m.subject];
    case 'customer-number':
      return [m.customerNumber];
    case 'invoice-number':
      return m.invoices.map((i) => i.number);
    case 'issue-number':
      return [m.issueNumber];
  }
}

/** The instant of a change, to the second (as the seed writes them). */
const instant = (ctx: HandlerContext) => ctx.options.now().toISOString();

export function mailboxHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;

  function findMessage(administrationId: string, id: string): MailMessageRecord {
    const message = db.mailMessages.findFirst((q) => q.where({ id, administrationId }));
    if (!message) throw notFound(`Message ${id} does not exist.`);
    return message;
  }

  function findAttachment(message: MailMessageRecord, id: string) {
    const attachment = message.attachments.find((a) => a.id === id);
    if (!attachment) throw notFound(`Attachment ${id} does not exist.`);
    return attachment;
  }

  /** The bytes of a received attachment (the seed's are rendered PDFs of their text). */
  const bytesOf = (attachment: MailMessageRecord['attachments'][number]) =>
    attachment.bytes === undefined ? simplePdf([attachment.fileName, attachment.text], attachment.fileName) : fromBase64(attachment.bytes);

  const issueByNumber = (administrationId: string, number: string) => db.issues.findFirst((q) => q.where({ administrationId, number }));

  /** The linked issue's id, for a link to it: only for those who may read issues (nothing at all for others). */
  const issueOf = (input: Parameters<typeof may>[0], m: MailMessageRecord): { issueId?: string | null } => {
    if (!may(input, ISSUE_PERMISSION)) return {};
    return { issueId: m.issueNumber === null ? null : (issueByNumber(m.administrationId, m.issueNumber)?.id ?? null) };
  };

  /** Filing a file puts it among a record's documents: the permission that reads and uploads them. */
  const FILE_PERMISSION = 'Manage_Documents';

  return [
    getListMailboxMessagesMockHandler(
      route<MailboxMessagePage>(ctx, 'listMailboxMessages', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listMailboxMessagesQueryParams);
        const { page, perPage } = pageOf(query);
        const field = query['search-field'] ?? 'sender';
        const needle = query['search-value']?.trim().toLocaleLowerCase();
        const statuses = query.status && query.status.length > 0 ? new Set(query.status) : undefined;
        const rows = db.mailMessages.all().filter(
          (m) =>
            m.administrationId === administrationId &&
            (!statuses || statuses.has(mailStatusOf(m))) &&
            (!needle || searchTexts(m, field).some((text) => text?.toLocaleLowerCase().includes(needle))),
        );
        // ISO instants of one format sort as text; ties in id (received) order.
        const order = query['sort-order'] ?? 'desc';
        rows.sort((a, b) => (a.receivedAt === b.receivedAt ? (a.id < b.id ? -1 : 1) : a.receivedAt < b.receivedAt ? -1 : 1) * (order === 'asc' ? 1 : -1));
        const result = paginate(rows, { page, perPage });
        return { ...result, items: result.items.map(summaryOf) };
      }),
    ),

    getGetMailboxMessageMockHandler(
      route<MailboxMessage>(ctx, 'getMailboxMessage', (input) => {
        const message = findMessage(scopeOf(input).administrationId, pathParam(input, 'messageId'));
        return withEtag(message, issueOf(input, message));
      }),
    ),

    getSetMailboxMessageStatusMockHandler(
      route<MailboxMessage>(
        ctx,
        'setMailboxMessageStatus',
        async (input) => {
          const message = findMessage(scopeOf(input).administrationId, pathParam(input, 'messageId'));
          const { status } = await jsonBody(input.request, setMailboxMessageStatusBody);
          const next = withMailStatus(message, status, instant(ctx));
          patchRecord(message, { ...next, customerId: next.customerNumber === null ? null : message.customerId, version: message.version + 1 });
          return viewOf(message, issueOf(input, message));
        },
        { mutates: true },
      ),
    ),

    getBulkSetMailboxMessageStatusMockHandler(
      route<BulkResult>(
        ctx,
        'bulkSetMailboxMessageStatus',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, bulkSetMailboxMessageStatusBody);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'bulkSetMailboxMessageStatus' }, body, ctx.options.now(), () => {
            const wanted = new Set(body.ids);
            const found = new Map<string, MailMessageRecord>();
            for (const m of db.mailMessages.all()) if (m.administrationId === administrationId && wanted.has(m.id)) found.set(m.id, m);
            const now = instant(ctx);
            const failed: BulkResult['failed'] = [];
            let succeeded = 0;
            for (const id of wanted) {
              const message = found.get(id);
              if (!message) {
                failed.push({ id, reason: `Message ${id} does not exist.` });
                continue;
              }
              const next = withMailStatus(message, body.status, now);
              patchRecord(message, { ...next, customerId: next.customerNumber === null ? null : message.customerId, version: message.version + 1 });
              succeeded += 1;
            }
            return { requested: wanted.size, succeeded, failed };
          });
        },
        { mutates: true },
      ),
    ),

    getLinkMailboxMessageMockHandler(
      route<MailboxMessage>(
        ctx,
        'linkMailboxMessage',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const message = findMessage(administrationId, pathParam(input, 'messageId'));
          requireCurrentVersion(input.request, message, 'linkMailboxMessage', () => viewOf(message, issueOf(input, message)), `Message ${message.id}`);
          const body = await jsonBody(input.request, linkMailboxMessageBody);
          const customerNumber = body.customerNumber?.trim() || null;
          const numbers = [...new Set(body.invoiceNumbers.map((n) => n.trim()).filter(Boolean))];
          let customer = customerNumber === null ? undefined : db.customers.findFirst((q) => q.where({ administrationId, number: customerNumber }));
          if (customerNumber !== null && !customer) {
            throw unprocessable(`Customer ${customerNumber} does not exist.`, [{ field: 'customerNumber', message: `No customer ${customerNumber} in this administration` }]);
          }
          const byNumber = new Map(numbers.map((n) => [n, undefined as { id: string; number: string; customerId: string } | undefined]));
          if (numbers.length > 0) {
            for (const invoice of db.invoices.all()) {
              if (invoice.administrationId === administrationId && byNumber.has(invoice.number)) byNumber.set(invoice.number, invoice);
            }
          }
          const missing = numbers.filter((n) => !byNumber.get(n));
          if (missing.length > 0) {
            throw unprocessable(`Invoice ${missing.join(', ')} does not exist.`, [{ field: 'invoiceNumbers', message: `No invoice ${missing.join(', ')} in this administration` }]);
          }
          const invoices = numbers.map((n) => byNumber.get(n) as { id: string; number: string; customerId: string });
          const owners = new Set(invoices.map((i) => i.customerId));
          if (customer) {
            const foreign = invoices.filter((i) => i.customerId !== customer?.id).map((i) => i.number);
            if (foreign.length > 0) {
              throw unprocessable(`Invoice ${foreign.join(', ')} is not of customer ${customer.number}.`, [{ field: 'invoiceNumbers', message: `Not of customer ${customer.number}: ${foreign.join(', ')}` }]);
            }
          } else if (owners.size === 1) {
            const [owner] = owners;
            customer = db.customers.findFirst((q) => q.where({ administrationId, id: owner as string })) ?? undefined;
          } else if (owners.size > 1) {
            throw unprocessable('The invoices belong to different customers; name the customer.', [{ field: 'customerNumber', message: 'Required when the invoices are of different customers' }]);
          }
          const issueNumber = body.issueNumber?.trim() || null;
          if (issueNumber !== null && issueNumber !== message.issueNumber) {
            // Choosing an issue reads issues: never through the mailbox for those who may not.
            if (!may(input, ISSUE_PERMISSION)) throw new ProblemError(403, `${ISSUE_PERMISSION} is required to link an issue.`);
            const issue = issueByNumber(administrationId, issueNumber);
            if (!issue) throw unprocessable(`Issue ${issueNumber} does not exist.`, [{ field: 'issueNumber', message: `No issue ${issueNumber} in this administration` }]);
            if (customer && issue.customerId !== customer.id) {
              throw unprocessable(`Issue ${issueNumber} is not of customer ${customer.number}.`, [{ field: 'issueNumber', message: `Not of customer ${customer.number}` }]);
            }
          }
          patchRecord(message, {
            customerId: customer?.id ?? null,
            customerNumber: customer?.number ?? null,
            invoices: invoices.map(({ id, number }) => ({ id, number })),
            issueNumber,
            version: message.version + 1,
          });
          return withEtag(message, issueOf(input, message));
        },
        { mutates: true },
      ),
    ),

    getSearchMailboxLinkTargetsMockHandler(
      route<MailboxLinkTargetList>(ctx, 'searchMailboxLinkTargets', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, searchMailboxLinkTargetsQueryParams);
        const needle = query.q.trim().toLocaleLowerCase();
        const byNumber = (a: { number: string }, b: { number: string }) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0);
        const customers = db.customers.all().filter((c) => c.administrationId === administrationId);
        if (query.kind === 'customer') {
          const items = customers
            .filter((c) => c.number.toLocaleLowerCase().includes(needle) || c.name.toLocaleLowerCase().includes(needle))
            .sort(byNumber)
            .slice(0, LINK_TARGETS);
          // Only what the link form shows: the mailbox permission does not read customers.
          return { items: items.map(({ id, number, name }) => ({ id, number, name })) };
        }
        const names = new Map(customers.map((c) => [c.id, c.name]));
        const customerId = query['customer-id'];
        if (query.kind === 'issue') {
          if (!may(input, ISSUE_PERMISSION)) throw new ProblemError(403, `${ISSUE_PERMISSION} is required to look for issues.`);
          const categories = new Map(db.issueCategories.all().filter((c) => c.administrationId === administrationId).map((c) => [c.id, c.name]));
          const items = db.issues
            .all()
            .filter((i) => i.administrationId === administrationId && (customerId === undefined || i.customerId === customerId))
            .filter((i) => i.number.toLocaleLowerCase().includes(needle) || (categories.get(i.categoryId) ?? '').toLocaleLowerCase().includes(needle))
            .sort(byNumber)
            .slice(0, LINK_TARGETS);
          // Only what the link form shows: the number, and the category to tell them apart.
          return { items: items.map((i) => ({ id: i.id, number: i.number, name: categories.get(i.categoryId) ?? '' })) };
        }
        const items = db.invoices
          .all()
          .filter((i) => i.administrationId === administrationId && (customerId === undefined || i.customerId === customerId) && i.number.toLocaleLowerCase().includes(needle))
          .sort(byNumber)
          .slice(0, LINK_TARGETS);
        return { items: items.map((i) => ({ id: i.id, number: i.number, name: names.get(i.customerId) ?? '' })) };
      }),
    ),

    getFileMailboxAttachmentMockHandler(
      route<Attachment>(
        ctx,
        'fileMailboxAttachment',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const messageId = pathParam(input, 'messageId');
          const attachmentId = pathParam(input, 'attachmentId');
          const body = await jsonBody(input.request, fileMailboxAttachmentBody);
          // Besides the mailbox (x-permission), the documents permission that reads and uploads a record's files.
          if (!may(input, FILE_PERMISSION)) throw new ProblemError(403, `${FILE_PERMISSION} is required to file an attachment among a record's documents.`);
          const scope = { administrationId, userId: input.user.id, operationId: 'fileMailboxAttachment' };
          const filed = await idempotent(db, input.request, scope, { messageId, attachmentId, body }, ctx.options.now(), async () => {
            const message = findMessage(administrationId, messageId);
            const attachment = findAttachment(message, attachmentId);
            // Only where the message is linked: the customer, or one of its invoices.
            let owner: { kind: 'customer' | 'invoice'; id: string };
            if (body.target === 'customer') {
              if (message.customerId === null) throw unprocessable('The message is not linked to a customer.', [{ field: 'target', message: 'The message is not linked to a customer' }]);
              owner = { kind: 'customer', id: message.customerId };
            } else {
              const invoice = message.invoices.find((i) => i.id === body.invoiceId);
              if (!invoice) throw unprocessable('The message is not linked to that invoice.', [{ field: 'invoiceId', message: 'Not an invoice the message is linked to' }]);
              owner = { kind: 'invoice', id: invoice.id };
            }
            // Named and checked as an upload: the type from the content, that type's extension, then the upload rules.
            const bytes = bytesOf(attachment);
            const head = bytes.subarray(0, SIGNATURE_BYTES);
            const { fileName, contentType: sniffed } = incomingAttachment(attachment.fileName, head);
            const contentType = acceptedType(fileName, sniffed, head);
            if (!contentMatches(contentType, bytes)) throw new ProblemError(415, `${fileName} is not a valid file of its type: its content is of another type.`);
            const record: AttachmentRecord = {
              id: `att-${crypto.randomUUID()}`,
              administrationId,
              ownerKind: owner.kind,
              ownerId: owner.id,
              fileName,
              contentType,
              size: bytes.byteLength,
              uploadedAt: isoSeconds(ctx.options.now()),
              uploaderId: input.user.id,
              uploaderName: input.user.name,
              body: toBase64(bytes),
            };
            await db.attachments.create(record);
            return attachmentView(record);
          });
          return answer(201, filed);
        },
        { mutates: true },
      ),
    ),

    getDownloadMailboxAttachmentMockHandler(
      route<string>(ctx, 'downloadMailboxAttachment', (input) => {
        const message = findMessage(scopeOf(input).administrationId, pathParam(input, 'messageId'));
        const attachment = findAttachment(message, pathParam(input, 'attachmentId'));
        const bytes = bytesOf(attachment);
        return new HttpResponse(bytes, {
          status: 200,
          headers: {
            'Content-Type': attachment.contentType,
            'Content-Length': String(bytes.byteLength),
            'Content-Disposition': `attachment; filename="${attachment.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
            'X-Content-Type-Options': 'nosniff',
          },
        });
      }),
    ),
  ];
}
