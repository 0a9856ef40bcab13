/** Profile comments: fresh comments and replies (of spaces and of change requests), bodies, and the resolution model. */
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import type { Session } from '../../engine/session.js';
import type { Params } from '../../engine/session-registry.js';
import { freshChangeRequest } from '../change-requests/index.js';
import { newSpace } from '../fresh-objects.js';
import { content, postComment, postReply } from './posting.js';
import { commentResolution } from './resolution.js';

const CR_COMMENTS = '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments';

/** The space of the run's space comments, made once per run. */
const commentSpace = (s: Session): Promise<string> => s.memo('comments:space', () => newSpace(s));
/** The change request of the run's change request comments, made once per run. */
const commentChangeRequest = (s: Session): Promise<Params> =>
  s.memo('comments:change-request', () => freshChangeRequest(s));

async function spaceComment(s: Session): Promise<Params> {
  const params = { spaceId: await commentSpace(s) };
  return { ...params, commentId: await postComment(s, params) };
}

async function changeRequestComment(s: Session): Promise<Params> {
  const params = await commentChangeRequest(s);
  return { ...params, commentId: await postComment(s, params) };
}

const withReply = async (s: Session, comment: Params): Promise<Params> => ({
  ...comment,
  commentReplyId: await postReply(s, comment),
});

const body = () => ({ body: content() });

export const commentsModule: SuiteModule = {
  name: 'comments',
  file: moduleFile(import.meta.url),
  providers: [
    { param: 'commentId', fresh: spaceComment },
    { param: 'commentId', under: CR_COMMENTS, fresh: changeRequestComment },
    { param: 'commentReplyId', fresh: async (s) => withReply(s, await spaceComment(s)) },
    { param: 'commentReplyId', under: CR_COMMENTS, fresh: async (s) => withReply(s, await changeRequestComment(s)) },
  ],
  setups: [
    { operationId: 'postCommentInSpace', body },
    { operationId: 'postCommentInChangeRequest', body },
    { operationId: 'postCommentReplyInSpace', body },
    { operationId: 'postCommentReplyInChangeRequest', body },
    // A PUT that changes something: a member with role read must not be able to send it.
    { operationId: 'updateCommentInSpace', body: () => ({ resolved: true }) },
    { operationId: 'updateCommentInChangeRequest', body: () => ({ resolved: true }) },
    { operationId: 'updateCommentReplyInSpace', body },
  ],
  populators: [
    // POST comment and POST reply answer 200 (not 201): the pagination family does not take them for creates.
    { list: 'listCommentsInSpace', add: postComment },
    { list: 'listCommentsInChangeRequest', add: postComment },
    { list: 'listCommentRepliesInChangeRequest', add: postReply },
  ],
  build: (spec) => commentResolution(spec),
};
