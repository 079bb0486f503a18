import {
  createInvoiceComment,
  deleteInvoiceAttachment,
  deleteInvoiceComment,
  getDownloadInvoiceAttachmentUrl,
  getListInvoiceAttachmentsQueryOptions,
  getListInvoiceCommentsQueryOptions,
  getUploadInvoiceAttachmentUrl,
  updateInvoiceComment,
} from '@/api/generated/endpoints/invoices/invoices';
import { createInvoiceCommentBody, createInvoiceCommentBodyTextMax } from '@/api/generated/zod/invoices/invoices.zod';
import { recordNotes } from './notes-api';

/** An invoice's comments and attachments. */
export const invoiceNotes = recordNotes('invoice', 'Invoice', {
  commentSchema: createInvoiceCommentBody,
  commentMaxLength: createInvoiceCommentBodyTextMax,
  comments: getListInvoiceCommentsQueryOptions,
  createComment: createInvoiceComment,
  updateComment: updateInvoiceComment,
  deleteComment: deleteInvoiceComment,
  attachments: getListInvoiceAttachmentsQueryOptions,
  uploadPath: getUploadInvoiceAttachmentUrl,
  downloadPath: getDownloadInvoiceAttachmentUrl,
  deleteAttachment: deleteInvoiceAttachment,
});
