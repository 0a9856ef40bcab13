/** Posting comments and replies where path parameters point: a space's, or a change request's when they name one. */
import { idOf, type Session } from '../../engine/session.js';
import type { Params } from '../../engine/session-registry.js';
import { uniqueName } from '../names.js';

// spec schema Content — `{markdown}`.
export const content = () => ({ markdown: `Comment by the conformance suite (${uniqueName()})` });

/** Posts a comment where `params` point and returns its id. */
export async function postComment(s: Session, params: Params): Promise<string> {
  const operationId = params['changeRequestId'] === undefined ? 'postCommentInSpace' : 'postCommentInChangeRequest';
  return idOf(await s.mustRaw(operationId, { params, body: { body: content() } }));
}

/** Posts a reply to the comment `params` point at and returns its id. */
export async function postReply(s: Session, params: Params): Promise<string> {
  const operationId =
    params['changeRequestId'] === undefined ? 'postCommentReplyInSpace' : 'postCommentReplyInChangeRequest';
  return idOf(await s.mustRaw(operationId, { params, body: { body: content() } }));
}
