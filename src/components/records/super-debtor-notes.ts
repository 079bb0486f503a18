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
import type { RecordNotesApi } from './notes-api';

/** A super debtor's comments and attachments. */
export const superDebtorNotes: RecordNotesApi = {
  kind: 'superDebtor',
  operations: {
    listComments: 'listSuperDebtorComments',
    createComment: 'createSuperDebtorComment',
    updateComment: 'updateSuperDebtorComment',
    deleteComment: 'deleteSuperDebtorComment',
    listAttachments: 'listSuperDebtorAttachments',
    uploadAttachment: 'uploadSuperDebtorAttachment',
    downloadAttachment: 'downloadSuperDebtorAttachment',
    deleteAttachment: 'deleteSuperDebtorAttachment',
  },
  commentSchema: createSuperDebtorCommentBody,
  commentMaxLength: createSuperDebtorCommentBodyTextMax,
  comments: (administrationId, superDebtorId) => getListSuperDebtorCommentsQueryOptions(administrationId, superDebtorId),
  createComment: (administrationId, superDebtorId, body) => createSuperDebtorComment(administrationId, superDebtorId, body),
  updateComment: (administrationId, superDebtorId, commentId, body) => updateSuperDebtorComment(administrationId, superDebtorId, commentId, body),
  deleteComment: (administrationId, superDebtorId, commentId) => deleteSuperDebtorComment(administrationId, superDebtorId, commentId),
  attachments: (administrationId, superDebtorId) => getListSuperDebtorAttachmentsQueryOptions(administrationId, superDebtorId),
  uploadPath: getUploadSuperDebtorAttachmentUrl,
  downloadPath: getDownloadSuperDebtorAttachmentUrl,
  deleteAttachment: (administrationId, superDebtorId, attachmentId) => deleteSuperDebtorAttachment(administrationId, superDebtorId, attachmentId),
};
