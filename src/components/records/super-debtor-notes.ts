import {
  createSuperDebtorComment,
  deleteSuperDebtorAttachment,
  deleteSuperDebtorComment,
  getDownloadSuperDebtorAttachmentUrl,
  getListSuperDebtorAttachmentsQueryOptions,
  getListSuperDebtorCommentsQueryOptions,
  getUploadSuperDebtorAttachmentUrl,
  updateSuperDebtorComment,
} from '@/api/generated/endpoints/super-debtors/super-debtors';
import { createSuperDebtorCommentBody, createSuperDebtorCommentBodyTextMax } from '@/api/generated/zod/super-debtors/super-debtors.zod';
import { recordNotes } from './notes-api';

/** A super debtor's comments and attachments. */
export const superDebtorNotes = recordNotes('superDebtor', 'SuperDebtor', {
  commentSchema: createSuperDebtorCommentBody,
  commentMaxLength: createSuperDebtorCommentBodyTextMax,
  comments: getListSuperDebtorCommentsQueryOptions,
  createComment: createSuperDebtorComment,
  updateComment: updateSuperDebtorComment,
  deleteComment: deleteSuperDebtorComment,
  attachments: getListSuperDebtorAttachmentsQueryOptions,
  uploadPath: getUploadSuperDebtorAttachmentUrl,
  downloadPath: getDownloadSuperDebtorAttachmentUrl,
  deleteAttachment: deleteSuperDebtorAttachment,
});
