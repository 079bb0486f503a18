/**
 * What the comments and attachments panels need of a kind of record (customer, invoice, super
 * debtor): its eight operations of the contract, taken from that tag's generated code. The panels
 * are written once against this; each kind's module (customer-notes.ts, …) fills it in, so a
 * record's page loads the generated code of its own tag only.
 */
import type { UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AttachmentList, Comment, CommentList, CommentWrite } from '@/api/generated/model';

export type RecordKind = 'customer' | 'invoice' | 'superDebtor';

/** Operation ids of the contract, for permissions (x-permission) and cache invalidation (x-cache-group). */
export type NotesOperations = {
  listComments: string;
  createComment: string;
  updateComment: string;
  deleteComment: string;
  listAttachments: string;
  uploadAttachment: string;
  downloadAttachment: string;
  deleteAttachment: string;
};

type Query<T> = UseQueryOptions<T, Error, T, readonly unknown[]>;

export type RecordNotesApi = {
  kind: RecordKind;
  operations: NotesOperations;
  /** The contract's CommentWrite body (required text, its maximum length). */
  commentSchema: z.ZodType<CommentWrite, CommentWrite>;
  /** The contract's maximum length of a comment's text. */
  commentMaxLength: number;
  comments: (administrationId: string, ownerId: string) => Query<CommentList>;
  createComment: (administrationId: string, ownerId: string, body: CommentWrite) => Promise<Comment>;
  updateComment: (administrationId: string, ownerId: string, commentId: string, body: CommentWrite) => Promise<Comment>;
  deleteComment: (administrationId: string, ownerId: string, commentId: string) => Promise<void>;
  attachments: (administrationId: string, ownerId: string) => Query<AttachmentList>;
  uploadPath: (administrationId: string, ownerId: string) => string;
  downloadPath: (administrationId: string, ownerId: string, attachmentId: string) => string;
  deleteAttachment: (administrationId: string, ownerId: string, attachmentId: string) => Promise<void>;
};
