/**
 * Operations of paths/comments.ts: each pair serves a space's comments or a change request's with the
 * same service, which tells them apart by the path's `changeRequestId`.
 */
import { handlersOf } from '../http/handler.js';
import * as comments from '../services/comments.js';

export const commentHandlers = handlersOf({
  listCommentsInSpace: [200, comments.list],
  postCommentInSpace: [200, comments.post],
  getCommentInSpace: [200, comments.get],
  updateCommentInSpace: [200, comments.update],
  deleteCommentInSpace: [205, comments.remove],
  postCommentReplyInSpace: [200, comments.postReply],
  getCommentReplyInSpace: [200, comments.getReply],
  updateCommentReplyInSpace: [200, comments.updateReply],
  deleteCommentReplyInSpace: [205, comments.removeReply],
  listCommentsInChangeRequest: [200, comments.list],
  postCommentInChangeRequest: [200, comments.post],
  getCommentInChangeRequest: [200, comments.get],
  updateCommentInChangeRequest: [200, comments.update],
  deleteCommentInChangeRequest: [205, comments.remove],
  listCommentRepliesInChangeRequest: [200, comments.listReplies],
  postCommentReplyInChangeRequest: [200, comments.postReply],
  getCommentReplyInChangeRequest: [200, comments.getReply],
});
