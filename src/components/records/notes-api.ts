/**
 * What the comments and attachments panels need of a kind of record (customer, invoice, super
 * debtor): its eight operations of the contract, taken from that tag's generated code. The panels
 * are written once against this; each kind's module (customer-notes.ts, …) makes it with
 * `recordNotes`, so a record's page loads the generated code of its own tag only.
 */
import type { UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AttachmentList, Comment, CommentList, CommentWrite } from '@/api/generated/model';
import type { OperationId } from '@/api/generated/operations';

export type RecordKind = 'customer' | 'invoice' | 'superDebtor' | 'issue';

/** Operation ids of the contract, for permissions (x-permission) and cache invalidation (x-cache-group). */
export type NotesOperations = {
  listComments: OperationId;
  createComment: OperationId;
  updateComment: OperationId;
  deleteComment: OperationId;
  listAttachments: OperationId;
  uploadAttachment: OperationId;
  downloadAttachment: OperationId;
  deleteAttachment: OperationId;
};

type Query<T> = UseQueryOptions<T, Error, T, readonly unknown[]>;

/** What a tag's generated code gives for its records' comments and attachments, under names every tag shares. */
export type NotesEndpoints = {
  /** The contract's CommentWrite body (required text, its maximum length). */
  commentSchema: z.ZodType<CommentWrite, CommentWrite>;
  /** The contract's maximum length of a comment's text. */
  commentMaxLength: number;
  comments: (administrationId: string, ownerId: string) => Query<CommentList>;
  createComment: (administrationId: string, ownerId: string, body: CommentWrite) => Promise<Comment>;
  /** Versioned: `options` carries the comment's `If-Match` (useVersionedSave). */
  updateComment: (administrationId: string, ownerId: string, commentId: string, body: CommentWrite, options?: RequestInit) => Promise<Comment>;
  deleteComment: (administrationId: string, ownerId: string, commentId: string, options?: RequestInit) => Promise<void>;
  attachments: (administrationId: string, ownerId: string) => Query<AttachmentList>;
  uploadPath: (administrationId: string, ownerId: string) => string;
  downloadPath: (administrationId: string, ownerId: string, attachmentId: string) => string;
  deleteAttachment: (administrationId: string, ownerId: string, attachmentId: string) => Promise<void>;
};

export type RecordNotesApi = NotesEndpoints & { kind: RecordKind; operations: NotesOperations };

/**
 * The records the contract keeps comments and attachments for, by the name its operation ids give
 * them (`listCustomerComments`, …, `deleteCustomerAttachment` → `Customer`).
 */
type NotesOwner<Id = OperationId> = Id extends `list${infer Name}Comments`
  ? [
      | `create${Name}Comment`
      | `update${Name}Comment`
      | `delete${Name}Comment`
      | `list${Name}Attachments`
      | `upload${Name}Attachment`
      | `download${Name}Attachment`
      | `delete${Name}Attachment`,
    ] extends [OperationId]
    ? Name
    : never
  : never;

/**
 * A kind of record's notes: its tag's generated functions, and the ids of the operations they
 * call (named the contract's one way; a record without all eight fails typecheck). Issues,
 * arrangements or tasks get theirs with one call.
 */
export function recordNotes(kind: RecordKind, name: NotesOwner, endpoints: NotesEndpoints): RecordNotesApi {
  const operations: NotesOperations = {
    listComments: `list${name}Comments`,
    createComment: `create${name}Comment`,
    updateComment: `update${name}Comment`,
    deleteComment: `delete${name}Comment`,
    listAttachments: `list${name}Attachments`,
    uploadAttachment: `upload${name}Attachment`,
    downloadAttachment: `download${name}Attachment`,
    deleteAttachment: `delete${name}Attachment`,
  };
  return { ...endpoints, kind, operations };
}
