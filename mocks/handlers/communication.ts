/**
 * Communication (the contract's tag "communication"): the composer's view of a customer, previews
 * generated from templates, sending e-mails, letters and text messages, logging calls, the sent
 * items and the batches. Every send is idempotent per `Idempotency-Key` (same key and body: the
 * first answer again, nothing sent twice; another body: 422).
 */
import {
  getGenerateMessagePreviewMockHandler,
  getGetCallMockHandler,
  getGetCallContextMockHandler,
  getGetComposerContextMockHandler,
  getGetEmailMockHandler,
  getGetLetterMockHandler,
  getGetLetterPdfMockHandler,
  getListBatchEmailsMockHandler,
  getListBatchLettersMockHandler,
  getListCallsMockHandler,
  getListEmailBatchesMockHandler,
  getListEmailsMockHandler,
  getListLetterBatchesMockHandler,
  getListLettersMockHandler,
  getLogCallMockHandler,
  getSendEmailMockHandler,
  getSendLetterMockHandler,
  getSendTextMessageMockHandler,
} from '#api/generated/endpoints/communication/communication.msw';
import type {
  BatchEmailPage,
  BatchLetterPage,
  Call,
  CallContext,
  CallPage,
  ComposerContext,
  Email,
  EmailPage,
  EmailSummary,
  Letter,
  LetterPage,
  LetterSummary,
  MessageBatch,
  MessageBatchPage,
  MessagePreview,
  Letterhead,
  TextMessage,
} from '#api/generated/model/index';
import {
  generateMessagePreviewBody,
  listBatchEmailsQueryParams,
  listBatchLettersQueryParams,
  listCallsQueryParams,
  listEmailBatchesQueryParams,
  listEmailsQueryParams,
  listLetterBatchesQueryParams,
  listLettersQueryParams,
  logCallBody,
  sendEmailBody,
  sendLetterBody,
  sendTextMessageBody,
} from '#api/generated/zod/communication/communication.zod';
import { tailoredFacts } from './settings';
import { administrationDetailFacts, messageLocale, renderMessage, type MessageFacts } from '#lib/message-render';
import { LAYOUT_FIELDS } from '#lib/letter-layout';
import Big from 'big.js';
import { HttpResponse } from 'msw';
import type { MockDb } from '../db/db';
import type { CallRecord, EmailRecord, LetterRecord, MessageBatchRecord } from '../db/communication-schemas';
import type { CustomerRecord, InvoiceRecord } from '../db/receivables-schemas';
import { customerAddressLine } from '../media/address';
import { fromBase64 } from '../accounts/password-hash';
import { letterPdf, type LetterPdfInput } from '../media/pdf';
import { pdfImageOf } from '../media/pdf-image';
import { isoSeconds } from '../seed/templates';
import { emailWithContent, htmlText, messageLanguage } from '../media/message-content';
import { contentSettingsOf, styleSettingsOf } from './content-settings';
import type { HandlerContext } from './context';
import { filterAndSort, paginate, type SortKind } from './list';
import { notFound, ProblemError, unprocessable } from './problem';
import { currencyOf, findCustomer, idempotent, invoiceState, moneyOf, pageOf, recordsOf, requireRange, compareDates, today } from './receivables';
import { jsonBody, may, pathParam, queryParams, route, scopeOf, type UserRouteInput } from './route';
import { messageCollectionCosts, messageContextFacts } from './message-context';
import { createPromiseTask } from './tasks';

type Sent = EmailRecord | LetterRecord;

const ref = (record: { customerId: string; customerName: string }) => ({ id: record.customerId, name: record.customerName });
/** The invoices a message or call was about, as links: the ids and numbers stored side by side when it was made. */
const invoiceRefs = (record: { invoiceIds: readonly string[]; invoiceNumbers: readonly string[] }) =>
  record.invoiceIds.map((id, index) => ({ id, number: record.invoiceNumbers[index] ?? '' }));

function emailSummary(record: EmailRecord): EmailSummary {
  const { id, to, subject, status, sentAt, sentBy, invoiceNumbers, batchId, language } = record;
  return { id, customer: ref(record), to, subject, status, sentAt, sentBy, invoiceNumbers, invoices: invoiceRefs(record), batchId, language };
}
const emailView = (record: EmailRecord): Email => ({ ...emailSummary(record), cc: record.cc, html: record.html, templateId: record.templateId, attachments: record.attachments });

function letterSummary(record: LetterRecord): LetterSummary {
  const { id, address, subject, status, sentAt, sentBy, invoiceNumbers, batchId, language } = record;
  return { id, customer: ref(record), address, subject, status, sentAt, sentBy, invoiceNumbers, invoices: invoiceRefs(record), batchId, language };
}
const letterView = (record: LetterRecord): Letter => ({ ...letterSummary(record), html: record.html, templateId: record.templateId });

function callView(record: CallRecord): Call {
  const { id, contactName, phoneNumber, direction, at, durationSeconds, outcome, notes, loggedBy, invoiceNumbers, promise, taskId } = record;
  return { id, customer: ref(record), contactName, phoneNumber, direction, at, durationSeconds, outcome, notes, loggedBy, invoiceNumbers, invoices: invoiceRefs(record), promise, taskId };
}

const MESSAGE_SORT = { 'sent-at': ['sentAt', 'date'], customer: ['customerName', 'text'], subject: ['subject', 'text'], status: ['status', 'ordinal'] } as const;
const MESSAGE_SEARCH = { 'customer-name': 'customerName', subject: 'subject', to: 'to' } as const;

interface MessageQuery {
  page?: number;
  'per-page'?: number;
  'sort-by'?: keyof typeof MESSAGE_SORT;
  'sort-order'?: 'asc' | 'desc';
  'search-field'?: keyof typeof MESSAGE_SEARCH;
  'search-value'?: string;
  status?: string[];
  'sent-at-from'?: string;
  'sent-at-to'?: string;
  'customer-id'?: string;
  'invoice-id'?: string;
  'super-debtor-id'?: string;
}

type Owned = { customerId: string; invoiceIds: readonly string[] };

/**
 * The sent items or calls of a record's communication tab: those naming the invoice, and those of
 * the customers that are members of the super debtor now (membership changes, so it is looked up
 * per request, as the invoices list does). An unknown id matches nothing.
 */
function ofRecord<R extends Owned>(db: MockDb, administrationId: string, records: readonly R[], query: { 'invoice-id'?: string; 'super-debtor-id'?: string }): R[] {
  const invoiceId = query['invoice-id'];
  const group = query['super-debtor-id'];
  const members = group === undefined ? undefined : new Set(recordsOf(db.customers.all(), administrationId).filter((c) => c.superDebtorId === group).map((c) => c.id));
  return records.filter((r) => (invoiceId === undefined || r.invoiceIds.includes(invoiceId)) && (members === undefined || members.has(r.customerId)));
}

/** Search, filter, sort and page sent e-mails or letters (the same rules for both). */
function listSent<R extends Sent>(records: readonly R[], query: MessageQuery, locale: string) {
  requireRange(query['sent-at-from'], query['sent-at-to'], 'sent-at-to', compareDates);
  const from = query['sent-at-from'];
  const to = query['sent-at-to'];
  const dated = records.filter((r) => (!from || r.sentAt.slice(0, 10) >= from) && (!to || r.sentAt.slice(0, 10) <= to));
  const sortBy = query['sort-by'] ?? 'sent-at';
  const [field, kind] = MESSAGE_SORT[sortBy];
  const searchField = MESSAGE_SEARCH[query['search-field'] ?? 'customer-name'] as keyof R & string;
  const sorted = filterAndSort(dated, {
    search: { fields: [searchField], value: query['search-value'] },
    filters: { status: query.status?.length ? query.status : undefined, customerId: query['customer-id'] } as never,
    sort: { field: field as keyof R & string, order: query['sort-order'] ?? (sortBy === 'sent-at' ? 'desc' : 'asc'), kind: kind as SortKind },
    locale,
  });
  return paginate(sorted, pageOf(query));
}

function localeOf(db: MockDb, administrationId: string): string {
  return db.administrations.findFirst((q) => q.where({ id: administrationId }))?.language ?? 'en';
}

function batchView(db: MockDb, batch: MessageBatchRecord): MessageBatch {
  const items: readonly Sent[] = batch.media === 'email' ? db.emails.all() : db.letters.all();
  const statusCounts: Record<string, number> = {};
  let size = 0;
  for (const item of items) {
    if (item.batchId !== batch.id) continue;
    size += 1;
    statusCounts[item.status] = (statusCounts[item.status] ?? 0) + 1;
  }
  return { id: batch.id, name: batch.name, createdAt: batch.createdAt, size, statusCounts };
}

function findBatch(db: MockDb, administrationId: string, media: 'email' | 'letter', id: string): MessageBatchRecord {
  const batch = db.messageBatches.findFirst((q) => q.where({ id, administrationId, media }));
  if (!batch) throw notFound(`Batch ${id} does not exist.`);
  return batch;
}

const BATCH_SORT = { 'created-at': ['createdAt', 'date'], name: ['name', 'text'], size: ['size', 'number'] } as const;

/**
 * What a message to the customer about these invoices can say, as facts for the one renderer
 * (`#lib/message-render`, which the app's previews use too): formatted there in the customer's
 * language and the administration's currency. What the administration does not keep (a null in
 * its contact details) has no value, so the template's fallback (or nothing) stands in its place.
 * The composer's previews and sends use it, and so do the journeys' automatic ones.
 */
export function messageFactsOf(
  ctx: HandlerContext,
  administrationId: string,
  customer: CustomerRecord,
  invoices: readonly InvoiceRecord[],
  /** Who signs (a journey's automatic send: nobody, so the template's fallback or nothing stands in). */
  user: { name: string | null },
): MessageFacts {
  const { db } = ctx.store;
  const admin = db.administrations.findFirst((q) => q.where({ id: administrationId }));
  const day = today(ctx);
  const open = db.invoices.all().filter((i) => i.administrationId === administrationId && i.customerId === customer.id && !invoiceState(i, customer, day).settled);
  const primary = db.contacts.all().find((c) => c.administrationId === administrationId && c.customerId === customer.id && c.primary);
  const language = messageLanguage(customer.language, contentSettingsOf(db, administrationId));
  const costs = messageCollectionCosts(db, administrationId, invoices, day.iso);
  return {
    language,
    currency: currencyOf(db, administrationId),
    values: {
      'customer.name': customer.name,
      'customer.number': customer.number,
      'customer.contactName': primary?.name ?? customer.name,
      'customer.email': customer.email,
      'customer.phone': customer.phone,
      'customer.address': customerAddressLine(customer, customer.language, admin?.country),
      'customer.outstandingBalance': { amount: open.reduce((total, i) => total.plus(i.outstanding), new Big(0)).toFixed(2) },
      'administration.name': admin?.name ?? null,
      'administration.contactPerson': user.name,
      ...administrationDetailFacts(admin?.contactDetails),
      ...messageContextFacts(db, administrationId, customer, invoices, language),
      ...tailoredFacts(db, administrationId),
    },
    collectionCosts: costs.together,
    invoices: invoices.map((i) => ({
      number: i.number,
      date: i.issueDate,
      dueDate: i.dueDate,
      amount: i.amount,
      outstanding: i.outstanding,
      daysOverdue: invoiceState(i, customer, day).daysOverdue,
      paymentLink: `https://pay.receivables.example/p/${i.paymentToken}`,
      collectionCosts: costs.each.get(i.id) ?? null,
    })),
  };
}

/**
 * A letter's HTML as the paragraphs a page prints: paragraphs, headings, list items and table rows
 * (cells side by side); a `<br>` stays a line break within its paragraph.
 */
function letterParagraphs(html: string): string[] {
  return html
    .replace(/\s+/g, ' ')
    .replace(/<\/t[dh]>/gi, '   ')
    .split(/<\/p>|<\/h\d>|<\/li>|<\/tr>/i)
    .map((part) =>
      htmlText(part)
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
}

/**
 * What the sent letter's PDF shows: the administration's style (its logo and brand colour) and
 * content settings (the letter footer and the legal line) as they are now, its name and contact
 * details as the sender, then the letter as it was sent (recipient, date in the letter's language,
 * subject, body).
 */
async function letterPdfInput(db: MockDb, administrationId: string, record: LetterRecord): Promise<LetterPdfInput> {
  const admin = db.administrations.findFirst((q) => q.where({ id: administrationId }));
  const style = styleSettingsOf(db, administrationId);
  const content = contentSettingsOf(db, administrationId);
  const image = style?.logo ? db.images.findFirst((q) => q.where({ id: style.logo!.imageId })) : undefined;
  const logo = image && image.contentType !== 'image/svg+xml' ? await pdfImageOf(fromBase64(image.body)) : null;
  const details = admin?.contactDetails;
  const sender = [admin?.name ?? '', ...(details?.address ?? '').split(/,\s*/), details?.phone ?? '', details?.email ?? ''].filter(Boolean);
  const address = record.address.split(/\n|,\s*/).map((line) => line.trim()).filter(Boolean);
  const recipient = address[0] === record.customerName ? address : [record.customerName, ...address];
  const date = new Intl.DateTimeFormat(messageLocale(record.language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(record.sentAt));
  return {
    logo,
    brandColour: style?.brandColour ?? null,
    sender,
    recipient,
    date,
    subject: record.subject,
    paragraphs: letterParagraphs(record.html),
    footer: content?.letterFooter ?? '',
    legal: content?.legalText ?? '',
  };
}

export function communicationHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const now = () => isoSeconds(ctx.options.now());

  /** The customer's invoices among `ids`; another customer's or an unknown invoice is 422. */
  function invoicesOf(administrationId: string, customer: CustomerRecord, ids: readonly string[]): InvoiceRecord[] {
    return ids.map((id, index) => {
      const invoice = db.invoices.findFirst((q) => q.where({ id, administrationId }));
      if (!invoice || invoice.customerId !== customer.id) {
        throw unprocessable(`Invoice ${id} is not an invoice of customer ${customer.number}.`, [{ field: `invoiceIds.${index}`, message: 'Not an invoice of this customer' }]);
      }
      return invoice;
    });
  }

  function requirePreview(administrationId: string, customerId: string, previewId: string | null): void {
    if (previewId === null) return;
    const preview = db.messagePreviews.findFirst((q) => q.where({ id: previewId, administrationId }));
    if (!preview || preview.customerId !== customerId) throw unprocessable(`Preview ${previewId} was not generated for this customer.`, [{ field: 'previewId', message: 'Unknown preview' }]);
  }

  function requireTemplate(administrationId: string, templateId: string | null) {
    if (templateId === null) return undefined;
    const template = db.templates.findFirst((q) => q.where({ id: templateId, administrationId }));
    if (!template) throw unprocessable(`Template ${templateId} does not exist.`, [{ field: 'templateId', message: 'Unknown template' }]);
    return template;
  }

  const sender = (user: { id: string; name: string }) => ({ id: user.id, name: user.name });

  /**
   * What a call promises: required with the outcome `promise-to-pay` (an amount over zero, in the
   * administration's currency, and a day from today on), refused with any other (422 at the field).
   */
  function promiseOf(administrationId: string, body: { outcome: Call['outcome']; promise?: { amount: string; date: string } | null }): Call['promise'] {
    if (body.outcome !== 'promise-to-pay') {
      if (body.promise) throw unprocessable('Only a promise to pay takes a promise.', [{ field: 'promise', message: 'Only with the outcome promise-to-pay' }]);
      return null;
    }
    if (!body.promise) throw unprocessable('A promise to pay needs the amount and the day promised.', [{ field: 'promise', message: 'Required' }]);
    const errors: { field: string; message: string }[] = [];
    if (!new Big(body.promise.amount).gt(0)) errors.push({ field: 'promise.amount', message: 'Must be more than zero' });
    if (body.promise.date < today(ctx).iso) errors.push({ field: 'promise.date', message: 'Must be today or later' });
    if (errors.length > 0) throw unprocessable('The promise cannot be kept as given.', errors);
    const administration = db.administrations.findFirst((q) => q.where({ id: administrationId }));
    return { amount: new Big(body.promise.amount).toFixed(2), currency: administration?.currency ?? 'EUR', date: body.promise.date };
  }
  const nextId = (prefix: string, code: string, count: number) => `${prefix}-${code}-${String(count + 1).padStart(5, '0')}-${crypto.randomUUID().slice(0, 4)}`;
  const codeOf = (administrationId: string) => administrationId.split('-')[1] ?? 'x';

  const messageFacts = (administrationId: string, customer: CustomerRecord, invoices: readonly InvoiceRecord[], user: { name: string | null }) =>
    messageFactsOf(ctx, administrationId, customer, invoices, user);

  /** Reading a customer's files needs Manage_Documents; so does sending one. */
  const FILE_PERMISSION = 'Manage_Documents';
  /** The customer's contact data is kept by Manage_Customers. */
  const CONTACT_PERMISSION = 'Manage_Customers';

  /**
   * Where an e-mail may go: the customer's own address and its contacts' addresses. Another
   * address needs Manage_Customers (who keep the contacts), so a sender cannot send a customer's
   * invoices or files to any outside address.
   */
  function requireKnownRecipients(input: UserRouteInput, administrationId: string, customer: CustomerRecord, addresses: readonly string[]): void {
    if (may(input, CONTACT_PERMISSION)) return;
    const known = new Set(
      [customer.email, ...db.contacts.all().filter((c) => c.administrationId === administrationId && c.customerId === customer.id).map((c) => c.email)]
        .filter((address): address is string => Boolean(address))
        .map((address) => address.toLowerCase()),
    );
    const outside = addresses.filter((address) => !known.has(address.trim().toLowerCase()));
    if (outside.length > 0) {
      throw new ProblemError(403, `${outside.join(', ')} is not an address of ${customer.name}; ${CONTACT_PERMISSION} is required to write to another address.`, [
        { field: 'to', message: `Not an address of this customer` },
      ]);
    }
  }

  return [
    getGetCallContextMockHandler(
      route<CallContext>(ctx, 'getCallContext', (input) => {
        const { administrationId } = scopeOf(input);
        const customer = findCustomer(db, administrationId, pathParam(input, 'customerId'));
        const currency = currencyOf(db, administrationId);
        const day = today(ctx);
        const contacts = db.contacts
          .findMany((q) => q.where({ administrationId, customerId: customer.id }))
          .filter((c) => c.phone)
          .sort((a, b) => Number(b.primary) - Number(a.primary) || a.name.localeCompare(b.name))
          .map((c) => ({ id: c.id, name: c.name, function: c.function, phone: c.phone ?? '' }));
        const invoices = db.invoices
          .all()
          .filter((i) => i.administrationId === administrationId && i.customerId === customer.id && !invoiceState(i, customer, day).settled)
          .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.id < b.id ? -1 : 1))
          .map((i) => ({ id: i.id, number: i.number, dueDate: i.dueDate, outstanding: moneyOf(i.outstanding, currency) }));
        return { customer: { id: customer.id, number: customer.number, name: customer.name, phone: customer.phone ?? null }, contacts, invoices };
      }),
    ),

    getGetComposerContextMockHandler(
      route<ComposerContext>(ctx, 'getComposerContext', (input) => {
        const { administrationId } = scopeOf(input);
        const customer = findCustomer(db, administrationId, pathParam(input, 'customerId'));
        const currency = currencyOf(db, administrationId);
        const day = today(ctx);
        const invoices = db.invoices
          .all()
          .filter((i) => i.administrationId === administrationId && i.customerId === customer.id && !invoiceState(i, customer, day).settled)
          .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.id < b.id ? -1 : 1))
          .map((i) => ({ id: i.id, number: i.number, dueDate: i.dueDate, outstanding: moneyOf(i.outstanding, currency) }));
        // A file is offered only to who may open it (Manage_Documents): the composer never lists more.
        const attachments = may(input, FILE_PERMISSION)
          ? db.attachments
              .all()
              .filter((a) => a.administrationId === administrationId && a.ownerKind === 'customer' && a.ownerId === customer.id)
              .map((a) => ({ id: a.id, fileName: a.fileName }))
          : [];
        const admin = db.administrations.findFirst((q) => q.where({ id: administrationId }));
        return {
          customer: {
            id: customer.id,
            number: customer.number,
            name: customer.name,
            email: customer.email,
            phone: customer.phone,
            language: customer.language,
            address: customerAddressLine(customer, customer.language, admin?.country),
          },
          invoices,
          attachments,
        };
      }),
    ),

    getGenerateMessagePreviewMockHandler(
      route<MessagePreview>(
        ctx,
        'generateMessagePreview',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, generateMessagePreviewBody);
          const customer = findCustomer(db, administrationId, body.customerId);
          const template = requireTemplate(administrationId, body.templateId);
          if (!template) throw notFound(`Template ${body.templateId} does not exist.`);
          if (!template.media.includes(body.media)) {
            throw unprocessable(`Template ${template.name} has no ${body.media} version.`, [{ field: 'media', message: `The template covers ${template.media.join(', ')}` }]);
          }
          const invoices = invoicesOf(administrationId, customer, body.invoiceIds);
          const facts = messageFacts(administrationId, customer, invoices, input.user);
          const rendered = renderMessage(template.hml, facts);
          // A letter is shown on its page: the template's header and footer, filled as the body is.
          const record = body.media === 'letter' && template.headerFooterId ? db.headersFooters.findFirst((q) => q.where({ id: template.headerFooterId!, administrationId })) : undefined;
          const letterhead = record
            ? {
                ...Object.fromEntries(LAYOUT_FIELDS.map((field) => [field, record[field]])),
                name: record.name,
                metric: record.metric === 'px' ? ('px' as const) : ('cm' as const),
                'header-html': renderMessage(record['header-html'], facts).html,
                'footer-html': renderMessage(record['footer-html'], facts).html,
              } as Letterhead
            : null;
          const preview = await db.messagePreviews.create({
            id: `gen-${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`,
            administrationId,
            customerId: customer.id,
            media: body.media,
            subject: invoices.length ? `${template.name} – ${invoices.map((i) => i.number).join(', ')}` : template.name,
            html: rendered.html,
            createdAt: now(),
          });
          // What sending adds under a template's e-mail (sendEmail: the legal line), shown under the preview.
          const addedOnSend = body.media === 'email' ? emailWithContent('', contentSettingsOf(db, administrationId), { template: true }) || null : null;
          return { id: preview.id, media: body.media, subject: preview.subject, html: preview.html, missingPlaceholders: rendered.missing, letterhead, addedOnSend };
        },
        { mutates: true },
      ),
    ),

    getListEmailsMockHandler(
      route<EmailPage>(ctx, 'listEmails', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listEmailsQueryParams);
        const page = listSent(ofRecord(db, administrationId, recordsOf(db.emails.all(), administrationId), query), query, localeOf(db, administrationId));
        return { ...page, items: page.items.map(emailSummary) };
      }),
    ),

    getSendEmailMockHandler(
      route<Email>(
        ctx,
        'sendEmail',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, sendEmailBody);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'sendEmail' }, body, ctx.options.now(), async () => {
            const customer = findCustomer(db, administrationId, body.customerId);
            const invoices = invoicesOf(administrationId, customer, body.invoiceIds);
            requireTemplate(administrationId, body.templateId);
            requirePreview(administrationId, customer.id, body.previewId);
            if (body.attachmentIds.length > 0 && !may(input, FILE_PERMISSION)) {
              throw new ProblemError(403, `${FILE_PERMISSION} is required to attach a file.`, [{ field: 'attachmentIds', message: `${FILE_PERMISSION} is required` }]);
            }
            requireKnownRecipients(input, administrationId, customer, [body.to, ...body.cc]);
            const attachments = body.attachmentIds.map((id, index) => {
              const found = db.attachments.findFirst((q) => q.where({ id, administrationId }));
              if (!found || found.ownerId !== customer.id) throw unprocessable(`Attachment ${id} is not a file of this customer.`, [{ field: `attachmentIds.${index}`, message: 'Unknown attachment' }]);
              return { id: found.id, fileName: found.fileName };
            });
            const record = await db.emails.create({
              id: nextId('eml', codeOf(administrationId), db.emails.count()),
              administrationId,
              customerId: customer.id,
              customerName: customer.name,
              invoiceIds: invoices.map((i) => i.id),
              invoiceNumbers: invoices.map((i) => i.number),
              to: body.to,
              cc: body.cc,
              subject: body.subject.trim(),
              html: emailWithContent(body.html, contentSettingsOf(db, administrationId), { template: body.templateId !== null }),
              status: 'queued',
              sentAt: now(),
              sentBy: sender(input.user),
              batchId: null,
              language: messageLanguage(customer.language, contentSettingsOf(db, administrationId)),
              templateId: body.templateId,
              attachments,
            });
            return emailView(record);
          });
        },
        { mutates: true },
      ),
    ),

    getGetEmailMockHandler(
      route<Email>(ctx, 'getEmail', (input) => {
        const { administrationId } = scopeOf(input);
        const id = pathParam(input, 'emailId');
        const record = db.emails.findFirst((q) => q.where({ id, administrationId }));
        if (!record) throw notFound(`E-mail ${id} does not exist.`);
        return emailView(record);
      }),
    ),

    getListLettersMockHandler(
      route<LetterPage>(ctx, 'listLetters', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listLettersQueryParams);
        const page = listSent(ofRecord(db, administrationId, recordsOf(db.letters.all(), administrationId), query), query, localeOf(db, administrationId));
        return { ...page, items: page.items.map(letterSummary) };
      }),
    ),

    getSendLetterMockHandler(
      route<Letter>(
        ctx,
        'sendLetter',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, sendLetterBody);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'sendLetter' }, body, ctx.options.now(), async () => {
            const customer = findCustomer(db, administrationId, body.customerId);
            const invoices = invoicesOf(administrationId, customer, body.invoiceIds);
            requireTemplate(administrationId, body.templateId);
            requirePreview(administrationId, customer.id, body.previewId);
            const admin = db.administrations.findFirst((q) => q.where({ id: administrationId }));
            const address = customer.address.street && customer.address.city ? customerAddressLine(customer, customer.language, admin?.country) : null;
            if (!address) throw unprocessable(`Customer ${customer.number} has no postal address.`);
            const record = await db.letters.create({
              id: nextId('ltr', codeOf(administrationId), db.letters.count()),
              administrationId,
              customerId: customer.id,
              customerName: customer.name,
              invoiceIds: invoices.map((i) => i.id),
              invoiceNumbers: invoices.map((i) => i.number),
              address,
              subject: body.subject.trim(),
              html: body.html,
              status: 'printed',
              sentAt: now(),
              sentBy: sender(input.user),
              batchId: null,
              language: messageLanguage(customer.language, contentSettingsOf(db, administrationId)),
              templateId: body.templateId,
            });
            return letterView(record);
          });
        },
        { mutates: true },
      ),
    ),

    getGetLetterMockHandler(
      route<Letter>(ctx, 'getLetter', (input) => {
        const { administrationId } = scopeOf(input);
        const id = pathParam(input, 'letterId');
        const record = db.letters.findFirst((q) => q.where({ id, administrationId }));
        if (!record) throw notFound(`Letter ${id} does not exist.`);
        return letterView(record);
      }),
    ),

    getGetLetterPdfMockHandler(
      route<string>(ctx, 'getLetterPdf', async (input) => {
        const { administrationId } = scopeOf(input);
        const id = pathParam(input, 'letterId');
        const record = db.letters.findFirst((q) => q.where({ id, administrationId }));
        if (!record) throw notFound(`Letter ${id} does not exist.`);
        const bytes = letterPdf(await letterPdfInput(db, administrationId, record));
        return new HttpResponse(bytes, {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${record.id}.pdf"`, 'Content-Length': String(bytes.byteLength) },
        });
      }),
    ),

    getSendTextMessageMockHandler(
      route<TextMessage>(
        ctx,
        'sendTextMessage',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, sendTextMessageBody);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'sendTextMessage' }, body, ctx.options.now(), async () => {
            const customer = findCustomer(db, administrationId, body.customerId);
            const invoices = invoicesOf(administrationId, customer, body.invoiceIds);
            requireTemplate(administrationId, body.templateId);
            requirePreview(administrationId, customer.id, body.previewId);
            const record = await db.textMessages.create({
              id: nextId('txt', codeOf(administrationId), db.textMessages.count()),
              administrationId,
              customerId: customer.id,
              customerName: customer.name,
              invoiceIds: invoices.map((i) => i.id),
              invoiceNumbers: invoices.map((i) => i.number),
              channel: body.channel,
              phoneNumber: body.phoneNumber,
              text: body.text,
              status: 'queued',
              sentAt: now(),
            });
            const { administrationId: _a, customerId: _c, customerName: _n, invoiceIds: _i, ...rest } = record;
            return { ...rest, customer: ref(record), invoices: invoiceRefs(record) };
          });
        },
        { mutates: true },
      ),
    ),

    getListCallsMockHandler(
      route<CallPage>(ctx, 'listCalls', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listCallsQueryParams);
        requireRange(query['at-from'], query['at-to'], 'at-to', compareDates);
        const from = query['at-from'];
        const to = query['at-to'];
        const records = ofRecord(db, administrationId, recordsOf(db.calls.all(), administrationId), query).filter((r) => (!from || r.at.slice(0, 10) >= from) && (!to || r.at.slice(0, 10) <= to));
        const sortBy = query['sort-by'] ?? 'at';
        const sorts = { at: ['at', 'date'], customer: ['customerName', 'text'], duration: ['durationSeconds', 'number'], outcome: ['outcome', 'ordinal'] } as const;
        const searches = { 'customer-name': 'customerName', notes: 'notes', 'phone-number': 'phoneNumber' } as const;
        const [field, kind] = sorts[sortBy];
        const sorted = filterAndSort(records, {
          search: { fields: [searches[query['search-field'] ?? 'customer-name']], value: query['search-value'] },
          filters: { outcome: query.outcome?.length ? query.outcome : undefined, customerId: query['customer-id'] },
          sort: { field, order: query['sort-order'] ?? (sortBy === 'at' || sortBy === 'duration' ? 'desc' : 'asc'), kind },
          locale: localeOf(db, administrationId),
        });
        const page = paginate(sorted, pageOf(query));
        return { ...page, items: page.items.map(callView) };
      }),
    ),

    getLogCallMockHandler(
      route<Call>(
        ctx,
        'logCall',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, logCallBody);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'logCall' }, body, ctx.options.now(), async () => {
            const customer = findCustomer(db, administrationId, body.customerId);
            const invoices = invoicesOf(administrationId, customer, body.invoiceIds);
            if (Date.parse(body.at) > ctx.options.now().getTime() + 60_000) throw unprocessable('A call cannot be logged in the future.', [{ field: 'at', message: 'Must not be in the future' }]);
            const promise = promiseOf(administrationId, body);
            const id = nextId('cal', codeOf(administrationId), db.calls.count());
            const loggedAt = isoSeconds(ctx.options.now());
            const task = promise ? await createPromiseTask(db, { id, administrationId, customerId: customer.id, invoiceIds: invoices.map((i) => i.id), notes: body.notes, promise }, sender(input.user), loggedAt) : undefined;
            const record = await db.calls.create({
              id,
              administrationId,
              customerId: customer.id,
              customerName: customer.name,
              invoiceIds: invoices.map((i) => i.id),
              invoiceNumbers: invoices.map((i) => i.number),
              contactName: body.contactName?.trim() || null,
              phoneNumber: body.phoneNumber,
              direction: body.direction,
              at: isoSeconds(new Date(body.at)),
              durationSeconds: body.durationSeconds,
              outcome: body.outcome,
              notes: body.notes,
              loggedBy: sender(input.user),
              promise,
              taskId: task?.id ?? null,
            });
            return callView(record);
          });
        },
        { mutates: true },
      ),
    ),

    getGetCallMockHandler(
      route<Call>(ctx, 'getCall', (input) => {
        const { administrationId } = scopeOf(input);
        const id = pathParam(input, 'callId');
        const record = db.calls.findFirst((q) => q.where({ id, administrationId }));
        if (!record) throw notFound(`Call ${id} does not exist.`);
        return callView(record);
      }),
    ),

    ...(['email', 'letter'] as const).map((media) => {
      const operationId = media === 'email' ? 'listEmailBatches' : 'listLetterBatches';
      const handler = route<MessageBatchPage>(ctx, operationId, (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, media === 'email' ? listEmailBatchesQueryParams : listLetterBatchesQueryParams);
        const batches = db.messageBatches.all().filter((b) => b.administrationId === administrationId && b.media === media).map((b) => batchView(db, b));
        const sortBy = query['sort-by'] ?? 'created-at';
        const [field, kind] = BATCH_SORT[sortBy];
        const sorted = filterAndSort(batches, {
          search: { fields: ['name'], value: query['search-value'] },
          sort: { field, order: query['sort-order'] ?? (sortBy === 'name' ? 'asc' : 'desc'), kind },
          locale: localeOf(db, administrationId),
        });
        return paginate(sorted, pageOf(query));
      });
      return media === 'email' ? getListEmailBatchesMockHandler(handler) : getListLetterBatchesMockHandler(handler);
    }),

    getListBatchEmailsMockHandler(
      route<BatchEmailPage>(ctx, 'listBatchEmails', (input) => {
        const { administrationId } = scopeOf(input);
        const batch = findBatch(db, administrationId, 'email', pathParam(input, 'batchId'));
        const query = queryParams(input.url, listBatchEmailsQueryParams);
        const page = listSent(db.emails.all().filter((e) => e.batchId === batch.id), query, localeOf(db, administrationId));
        return { ...page, items: page.items.map(emailSummary), batch: batchView(db, batch) };
      }),
    ),

    getListBatchLettersMockHandler(
      route<BatchLetterPage>(ctx, 'listBatchLetters', (input) => {
        const { administrationId } = scopeOf(input);
        const batch = findBatch(db, administrationId, 'letter', pathParam(input, 'batchId'));
        const query = queryParams(input.url, listBatchLettersQueryParams);
        const page = listSent(db.letters.all().filter((l) => l.batchId === batch.id), query, localeOf(db, administrationId));
        return { ...page, items: page.items.map(letterSummary), batch: batchView(db, batch) };
      }),
    ),
  ];
}
