import {
  createIssueComment,
  deleteIssueAttachment,
  deleteIssueComment,
  getDownloadIssueAttachmentUrl,
  getListIssueAttachmentsQueryOptions,
  getListIssueCommentsQueryOptions,
  getUploadIssueAttachmentUrl,
  updateIssueComment,
} from '@/api/generated/endpoints/issues/issues';
import { createIssueCommentBody, createIssueCommentBodyTextMax } from '@/api/generated/zod/issues/issues.zod';
import { recordNotes } from './notes-api';

/** An issue's comments and attachments. */
export const issueNotes = recordNotes('issue', 'Issue', {
  commentSchema: createIssueCommentBody,
  commentMaxLength: createIssueCommentBodyTextMax,
  comments: getListIssueCommentsQueryOptions,
  createComment: createIssueComment,
  updateComment: updateIssueComment,
  deleteComment: deleteIssueComment,
  attachments: getListIssueAttachmentsQueryOptions,
  uploadPath: getUploadIssueAttachmentUrl,
  downloadPath: getDownloadIssueAttachmentUrl,
  deleteAttachment: deleteIssueAttachment,
});
