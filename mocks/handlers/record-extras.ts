/**
 * Comments and attachments of customers, invoices, super debtors and issues: the same rules for all
 * four owners (thirty-two operations), written once.
 *
 * - Comments: anyone with the owner's permission reads and adds them; only the author edits or
 *   deletes one (403 otherwise).
 * - Attachments (Manage_Documents): at most 10 MB (413), only PDF, PNG, JPEG, DOCX, XLSX, CSV and TXT
 *   (415): the file name's extension decides the type, the type the browser declared must agree,
 *   and PDF/PNG/JPEG/DOCX/XLSX must start with their format's signature. Downloads answer the bytes
 *   as uploaded with the stored type and a Content-Disposition naming the file.
 */
import { HttpResponse, type RequestHandler } from 'msw';
import * as customerEndpoints from '#api/generated/endpoints/customers/customers.msw';
import * as invoiceEndpoints from '#api/generated/endpoints/invoices/invoices.msw';
import * as superDebtorEndpoints from '#api/generated/endpoints/super-debtors/super-debtors.msw';
import * as issueEndpoints from '#api/generated/endpoints/issues/issues.msw';
import type { OperationId } from '#api/generated/operations';
import type { Attachment, AttachmentList, Comment, CommentList } from '#api/generated/model/index';
import { createCustomerCommentBody } from '#api/generated/zod/customers/customers.zod';
import { checkAttachmentType, contentMatches, MAX_ATTACHMENT_BYTES, storedFileName } from '#lib/attachment-rules';
import { fromBase64, toBase64 } from '../accounts/password-hash';
import type { MockDb } from '../db/db';
import type { AttachmentContentType, AttachmentRecord, CommentRecord, OwnerKind } from '../db/receivables-schemas';
import { isoSeconds } from '../seed/templates';
import { answer } from './answers';
import type { HandlerContext } from './context';
import { badRequest, forbidden, notFound, ProblemError } from './problem';
import { etagOf, findCustomer, findInvoice, findSuperDebtor, requireCurrentVersion } from './receivables';
import { jsonBody, pathParam, route, scopeOf, type UserRouteInput } from './route';

const ACCEPTED = 'PDF, PNG, JPEG, DOCX, XLSX, CSV or TXT';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** The stored type of an upload, or a 415 problem saying why it is refused (the rules the browser checks too). */
export function acceptedType(fileName: string, declared: string, head: Uint8Array): AttachmentContentType {
  const check = checkAttachmentType(fileName, declared, head);
  if ('accepted' in check) return check.accepted;
  switch (check.refused) {
    case 'declaredType':
      throw new ProblemError(415, `${fileName} was sent as ${check.declared}, which does not match its .${check.extension} name (${ACCEPTED} only).`);
    case 'content':
      throw new ProblemError(415, `${fileName} is not a valid .${check.extension} file: its content is of another type.`);
    default:
      throw new ProblemError(415, `${fileName} is not an accepted file type (${ACCEPTED}).`);
  }
}

/** A header value naming the file, ASCII-safe with the exact name in RFC 5987 form beside it. */
function contentDisposition(fileName: string): string {
  const plain = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'attachment';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const commentView = (record: CommentRecord): Comment => ({
  id: record.id,
  text: record.text,
  author: { id: record.authorId, name: record.authorName },
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  etag: etagOf(record),
});
/** A comment as the answer, with its version in the ETag header. */
const commentAnswer = (status: 200 | 201, record: CommentRecord) => answer(status, commentView(record), { ETag: etagOf(record) });

export const attachmentView = (record: AttachmentRecord): Attachment => ({
  id: record.id,
  fileName: record.fileName,
  contentType: record.contentType,
  size: record.size,
  uploadedAt: record.uploadedAt,
  uploadedBy: { id: record.uploaderId, name: record.uploaderName },
});

const newestFirst = <R extends { id: string }>(key: (record: R) => string) => (a: R, b: R) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : a.id < b.id ? 1 : -1);

interface Owner {
  kind: OwnerKind;
  /** Operation id infix: list<Name>Comments… */
  name: 'Customer' | 'Invoice' | 'SuperDebtor' | 'Issue';
  param: string;
  exists: (db: MockDb, administrationId: string, id: string) => unknown;
  endpoints: Record<string, unknown>;
}

const owners: readonly Owner[] = [
  { kind: 'customer', name: 'Customer', param: 'customerId', exists: findCustomer, endpoints: customerEndpoints },
  { kind: 'invoice', name: 'Invoice', param: 'invoiceId', exists: findInvoice, endpoints: invoiceEndpoints },
  { kind: 'superDebtor', name: 'SuperDebtor', param: 'superDebtorId', exists: findSuperDebtor, endpoints: superDebtorEndpoints },
  { kind: 'issue', name: 'Issue', param: 'issueId', exists: findIssue, endpoints: issueEndpoints },
];

function findIssue(db: MockDb, administrationId: string, id: string) {
  const issue = db.issues.findFirst((q) => q.where({ id, administrationId }));
  if (!issue) throw notFound(`Issue ${id} does not exist.`);
  return issue;
}

type HandlerFactory = (resolver: (info: never) => unknown) => RequestHandler;

function generated(owner: Owner, operationId: string): HandlerFactory {
  const name = `get${operationId[0]?.toUpperCase()}${operationId.slice(1)}MockHandler`;
  const factory = owner.endpoints[name];
  if (typeof factory !== 'function') throw new Error(`[mock] the generated handlers have no ${name}`);
  return factory as HandlerFactory;
}

export function recordExtraHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const now = () => isoSeconds(ctx.options.now());

  return owners.flatMap((owner) => {
    const ownerOf = (input: UserRouteInput) => {
      const { administrationId } = scopeOf(input);
      const ownerId = pathParam(input, owner.param);
      owner.exists(db, administrationId, ownerId);
      return { administrationId, ownerId };
    };
    /** The caller's own comment, in the version `If-Match` names (`operationId`: the change or delete asked for). */
    const findComment = (input: UserRouteInput, operationId: OperationId) => {
      const { administrationId, ownerId } = ownerOf(input);
      const id = pathParam(input, 'commentId');
      const comment = db.comments.findFirst((q) => q.where({ id, administrationId, ownerKind: owner.kind, ownerId }));
      if (!comment) throw notFound(`Comment ${id} does not exist.`);
      if (comment.authorId !== input.user.id) throw forbidden(`Only ${comment.authorName}, who wrote this comment, can change or delete it.`);
      requireCurrentVersion(input.request, comment, operationId, () => commentView(comment), `Comment ${comment.id}`);
      return comment;
    };
    const findAttachment = (input: UserRouteInput) => {
      const { administrationId, ownerId } = ownerOf(input);
      const id = pathParam(input, 'attachmentId');
      const attachment = db.attachments.findFirst((q) => q.where({ id, administrationId, ownerKind: owner.kind, ownerId }));
      if (!attachment) throw notFound(`Attachment ${id} does not exist.`);
      return attachment;
    };
    // Every owner has all eight operations (generated() fails at start otherwise), so the id is one of the contract's.
    const op = (verb: string, noun: string) => `${verb}${owner.name}${noun}` as OperationId;
    const text = async (input: UserRouteInput) => {
      const body = await jsonBody(input.request, createCustomerCommentBody);
      const trimmed = body.text.trim();
      if (!trimmed) throw badRequest([{ field: 'text', message: 'String must contain at least 1 character(s)' }]);
      return trimmed;
    };

    return [
      generated(owner, op('list', 'Comments'))(
        route<CommentList>(ctx, op('list', 'Comments'), (input) => {
          const { administrationId, ownerId } = ownerOf(input);
          const comments = db.comments.all().filter((c) => c.administrationId === administrationId && c.ownerKind === owner.kind && c.ownerId === ownerId);
          return { items: comments.sort(newestFirst((c) => c.createdAt)).map(commentView) };
        }),
      ),
      generated(owner, op('create', 'Comment'))(
        route<Comment>(
          ctx,
          op('create', 'Comment'),
          async (input) => {
            const { administrationId, ownerId } = ownerOf(input);
            const at = now();
            const record: CommentRecord = { id: `cmt-${crypto.randomUUID()}`, administrationId, ownerKind: owner.kind, ownerId, text: await text(input), authorId: input.user.id, authorName: input.user.name, createdAt: at, updatedAt: at, version: 1 };
            await db.comments.create(record);
            return commentAnswer(201, record);
          },
          { mutates: true },
        ),
      ),
      generated(owner, op('update', 'Comment'))(
        route<Comment>(
          ctx,
          op('update', 'Comment'),
          async (input) => {
            const comment = findComment(input, op('update', 'Comment'));
            const updated = await text(input);
            Object.assign(comment, { text: updated, updatedAt: now(), version: comment.version + 1 });
            return commentAnswer(200, comment);
          },
          { mutates: true },
        ),
      ),
      generated(owner, op('delete', 'Comment'))(
        route<void>(
          ctx,
          op('delete', 'Comment'),
          (input) => {
            db.comments.delete(findComment(input, op('delete', 'Comment')));
          },
          { mutates: true },
        ),
      ),
      generated(owner, op('list', 'Attachments'))(
        route<AttachmentList>(ctx, op('list', 'Attachments'), (input) => {
          const { administrationId, ownerId } = ownerOf(input);
          const attachments = db.attachments.all().filter((a) => a.administrationId === administrationId && a.ownerKind === owner.kind && a.ownerId === ownerId);
          return { items: attachments.sort(newestFirst((a) => a.uploadedAt)).map(attachmentView) };
        }),
      ),
      generated(owner, op('upload', 'Attachment'))(
        route<Attachment>(
          ctx,
          op('upload', 'Attachment'),
          async (input) => {
            const { administrationId, ownerId } = ownerOf(input);
            // Refused before reading when the declared length is already far beyond the limit.
            const length = Number(input.request.headers.get('Content-Length') ?? '0');
            if (length > MAX_ATTACHMENT_BYTES + 1024 * 1024) throw new ProblemError(413, `The upload is ${megabytes(length)} MB; attachments may be at most 10 MB.`);
            let form: FormData;
            try {
              form = await input.request.formData();
            } catch {
              throw badRequest([{ field: 'file', message: 'Send multipart/form-data with one part named file' }]);
            }
            const file = form.get('file');
            // By shape, not `instanceof Blob`: under jsdom the part is a File of Node's realm, not the page's.
            if (typeof file !== 'object' || file === null || typeof file.arrayBuffer !== 'function') throw badRequest([{ field: 'file', message: 'Required' }]);
            // The name checked below is the name stored: never one that is shortened after its check.
            const fileName = storedFileName(('name' in file && typeof file.name === 'string' && file.name) || '') || 'attachment';
            if (file.size > MAX_ATTACHMENT_BYTES) throw new ProblemError(413, `${fileName} is ${megabytes(file.size)} MB; attachments may be at most 10 MB.`);
            if (file.size === 0) throw badRequest([{ field: 'file', message: `${fileName} is empty` }]);
            const bytes = new Uint8Array(await file.arrayBuffer());
            const contentType = acceptedType(fileName, file.type, bytes.subarray(0, 8));
            if (!contentMatches(contentType, bytes)) throw new ProblemError(415, `${fileName} is not a valid file of its type: its content is of another type.`);
            const record: AttachmentRecord = {
              id: `att-${crypto.randomUUID()}`,
              administrationId,
              ownerKind: owner.kind,
              ownerId,
              fileName,
              contentType,
              size: bytes.byteLength,
              uploadedAt: now(),
              uploaderId: input.user.id,
              uploaderName: input.user.name,
              body: toBase64(bytes),
            };
            await db.attachments.create(record);
            return answer(201, attachmentView(record));
          },
          { mutates: true },
        ),
      ),
      generated(owner, op('download', 'Attachment'))(
        route<string>(ctx, op('download', 'Attachment'), (input) => {
          const attachment = findAttachment(input);
          const bytes = fromBase64(attachment.body);
          return new HttpResponse(bytes, {
            status: 200,
            // nosniff: an uploaded text file is never rendered as anything else.
            headers: {
              'Content-Type': attachment.contentType,
              'Content-Length': String(bytes.byteLength),
              'Content-Disposition': contentDisposition(attachment.fileName),
              'X-Content-Type-Options': 'nosniff',
            },
          });
        }),
      ),
      generated(owner, op('delete', 'Attachment'))(
        route<void>(
          ctx,
          op('delete', 'Attachment'),
          (input) => {
            db.attachments.delete(findAttachment(input));
          },
          { mutates: true },
        ),
      ),
    ];
  });
}
