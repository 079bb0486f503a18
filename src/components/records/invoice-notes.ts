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
import type { RecordNotesApi } from './notes-api';

/** An invoice's comments and attachments. */
export const invoiceNotes: RecordNotesApi = {
  kind: 'invoice',
  operations: {
    listComments: 'listInvoiceComments',
    createComment: 'createInvoiceComment',
    updateComment: 'updateInvoiceComment',
    deleteComment: 'deleteInvoiceComment',
    listAttachments: 'listInvoiceAttachments',
    uploadAttachment: 'uploadInvoiceAttachment',
    downloadAttachment: 'downloadInvoiceAttachment',
    deleteAttachment: 'deleteInvoiceAttachment',
  },
  commentSchema: createInvoiceCommentBody,
  commentMaxLength: createInvoiceCommentBodyTextMax,
  comments: (administrationId, invoiceId) => getListInvoiceCommentsQueryOptions(administrationId, invoiceId),
  createComment: (administrationId, invoiceId, body) => createInvoiceComment(administrationId, invoiceId, body),
  updateComment: (administrationId, invoiceId, commentId, body) => updateInvoiceComment(administrationId, invoiceId, commentId, body),
  deleteComment: (administrationId, invoiceId, commentId) => deleteInvoiceComment(administrationId, invoiceId, commentId),
  attachments: (administrationId, invoiceId) => getListInvoiceAttachmentsQueryOptions(administrationId, invoiceId),
  uploadPath: getUploadInvoiceAttachmentUrl,
  downloadPath: getDownloadInvoiceAttachmentUrl,
  deleteAttachment: (administrationId, invoiceId, attachmentId) => deleteInvoiceAttachment(administrationId, invoiceId, attachmentId),
};
