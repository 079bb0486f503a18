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
import { recordNotes } from './notes-api';

/** A customer's comments and attachments. */
export const customerNotes = recordNotes('customer', 'Customer', {
  commentSchema: createCustomerCommentBody,
  commentMaxLength: createCustomerCommentBodyTextMax,
  comments: getListCustomerCommentsQueryOptions,
  createComment: createCustomerComment,
  updateComment: updateCustomerComment,
  deleteComment: deleteCustomerComment,
  attachments: getListCustomerAttachmentsQueryOptions,
  uploadPath: getUploadCustomerAttachmentUrl,
  downloadPath: getDownloadCustomerAttachmentUrl,
  deleteAttachment: deleteCustomerAttachment,
});
