/** Handlers of contract sections "Space comments" and "Change request comments". */
import { ok, type HandlerMap } from '../http/handler.js';
import * as comments from '../services/comments.js';

const inSpace = (params: { spaceId: string }): comments.ScopeRef => ({ spaceId: params.spaceId });
const inChangeRequest = (params: { spaceId: string; changeRequestId: string }): comments.ScopeRef => ({
  spaceId: params.spaceId,
  changeRequest: params.changeRequestId,
});

export const commentHandlers: HandlerMap = {
  listCommentsInSpace: async ({ services, caller, params, query, baseUrl }) => ok(await comments.list(services, caller, inSpace(params), query, baseUrl)),

  postCommentInSpace: async ({ services, caller, params, body, baseUrl }) => ok(await comments.post(services, caller, inSpace(params), body, baseUrl)),

  getCommentInSpace: async ({ services, caller, params, query, baseUrl }) =>
    ok(await comments.get(services, caller, inSpace(params), params.commentId, query.format, baseUrl)),

  updateCommentInSpace: async ({ services, caller, params, body, baseUrl }) =>
    ok(await comments.update(services, caller, inSpace(params), params.commentId, body, baseUrl)),

  deleteCommentInSpace: async ({ services, caller, params }) => {
    await comments.remove(services, caller, inSpace(params), params.commentId);
    return { status: 205 };
  },

  postCommentReplyInSpace: async ({ services, caller, params, body, baseUrl }) =>
    ok(await comments.postReply(services, caller, inSpace(params), params.commentId, body, undefined, baseUrl)),

  getCommentReplyInSpace: async ({ services, caller, params, query, baseUrl }) =>
    ok(await comments.getReply(services, caller, inSpace(params), params.commentId, params.commentReplyId, query.format, baseUrl)),

  updateCommentReplyInSpace: async ({ services, caller, params, body, baseUrl }) =>
    ok(await comments.updateReply(services, caller, inSpace(params), params.commentId, params.commentReplyId, body, baseUrl)),

  deleteCommentReplyInSpace: async ({ services, caller, params }) => {
    await comments.removeReply(services, caller, inSpace(params), params.commentId, params.commentReplyId);
    return { status: 205 };
  },

  listCommentsInChangeRequest: async ({ services, caller, params, query, baseUrl }) =>
    ok(await comments.list(services, caller, inChangeRequest(params), query, baseUrl)),

  postCommentInChangeRequest: async ({ services, caller, params, body, baseUrl }) =>
    ok(await comments.post(services, caller, inChangeRequest(params), body, baseUrl)),

  getCommentInChangeRequest: async ({ services, caller, params, query, baseUrl }) =>
    ok(await comments.get(services, caller, inChangeRequest(params), params.commentId, query.format, baseUrl)),

  updateCommentInChangeRequest: async ({ services, caller, params, body, baseUrl }) =>
    ok(await comments.update(services, caller, inChangeRequest(params), params.commentId, body, baseUrl)),

  deleteCommentInChangeRequest: async ({ services, caller, params }) => {
    await comments.remove(services, caller, inChangeRequest(params), params.commentId);
    return { status: 205 };
  },

  listCommentRepliesInChangeRequest: async ({ services, caller, params, query, baseUrl }) =>
    ok(await comments.listReplies(services, caller, inChangeRequest(params), params.commentId, query, baseUrl)),

  postCommentReplyInChangeRequest: async ({ services, caller, params, query, body, baseUrl }) =>
    ok(await comments.postReply(services, caller, inChangeRequest(params), params.commentId, body, query.format, baseUrl)),

  getCommentReplyInChangeRequest: async ({ services, caller, params, query, baseUrl }) =>
    ok(await comments.getReply(services, caller, inChangeRequest(params), params.commentId, params.commentReplyId, query.format, baseUrl)),
};
