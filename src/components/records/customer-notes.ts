import {
  createCustomerComment,
  deleteCustomerAttachment,
  deleteCustomerComment,
  getDownloadCustomerAttachmentUrl,
  getListCustomerAttachmentsQueryOptions,
  getListCustomerCommentsQueryOptions,
  getUploadCustomerAttachmentUrl,
  updateCustomerComment,
} from '@/api/generated/endpoints/customers/customers';
import { createCustomerCommentBody, createCustomerCommentBodyTextMax } from '@/api/generated/zod/customers/customers.zod';
import type { RecordNotesApi } from './notes-api';

/** A customer's comments and attachments. */
export const customerNotes: RecordNotesApi = {
  kind: 'customer',
  operations: {
    listComments: 'listCustomerComments',
    createComment: 'createCustomerComment',
    updateComment: 'updateCustomerComment',
    deleteComment: 'deleteCustomerComment',
    listAttachments: 'listCustomerAttachments',
    uploadAttachment: 'uploadCustomerAttachment',
    downloadAttachment: 'downloadCustomerAttachment',
    deleteAttachment: 'deleteCustomerAttachment',
  },
  commentSchema: createCustomerCommentBody,
  commentMaxLength: createCustomerCommentBodyTextMax,
  comments: (administrationId, customerId) => getListCustomerCommentsQueryOptions(administrationId, customerId),
  createComment: (administrationId, customerId, body) => createCustomerComment(administrationId, customerId, body),
  updateComment: (administrationId, customerId, commentId, body) => updateCustomerComment(administrationId, customerId, commentId, body),
  deleteComment: (administrationId, customerId, commentId) => deleteCustomerComment(administrationId, customerId, commentId),
  attachments: (administrationId, customerId) => getListCustomerAttachmentsQueryOptions(administrationId, customerId),
  uploadPath: getUploadCustomerAttachmentUrl,
  downloadPath: getDownloadCustomerAttachmentUrl,
  deleteAttachment: (administrationId, customerId, attachmentId) => deleteCustomerAttachment(administrationId, customerId, attachmentId),
};
