import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrangeDiscussion, postComment, scopesOf } from './comment-helpers.js';
import { arrangeUser, client, errorMessage, startTestServer, tokenOwner, walk, type Client, type TestServer } from './helpers.js';

let server: TestServer;
let admin: Client;
let reader: Client;
let outsider: Client;
let commenter: { id: string; api: Client };
let editor: { id: string; api: Client };
let discussion: Awaited<ReturnType<typeof arrangeDiscussion>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server, server.fixtures.tokens.admin);
  reader = client(server, server.fixtures.tokens.reader);
  outsider = client(server, server.fixtures.tokens.outsider);
  const orgId = server.fixtures.organizationId;
  commenter = await arrangeUser(server, { name: 'Carla Commenter', memberships: [[orgId, 'comment']] });
  editor = await arrangeUser(server, { name: 'Eddie Editor', memberships: [[orgId, 'edit']] });
  discussion = await arrangeDiscussion(server, admin, await tokenOwner(server, server.fixtures.tokens.admin));
});
afterAll(async () => {
  await server.stop();
});

const scopes = scopesOf(
  () => discussion.spaceId,
  () => discussion.changeRequest,
);
const spaceScope = () => `/v1/spaces/${discussion.spaceId}`;
const changeRequestScope = () => `${spaceScope()}/change-requests/${discussion.changeRequest.number}`;
const tick = () => server.app.services.clock.advance(1000);
const ids = (items: { id: string }[]) => items.map((i) => i.id);

/** POSTs a reply, expecting 200; returns it. */
async function postReply(api: Client, commentPath: string, markdown = 'Agreed'): Promise<any> {
  const res = await api.post(`${commentPath}/replies`, { body: { markdown } });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe.each(scopes)('POST $template/comments/{commentId}/replies', ({ path }) => {
  it('answers 200 with the reply, and the comment counts its replies', async () => {
    const comment = await postComment(admin, path());
    const commentPath = `${path()}/comments/${comment.id}`;
    const res = await commenter.api.post(`${commentPath}/replies`, { body: { markdown: 'I *agree*' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      object: 'comment-reply',
      postedBy: { object: 'user', id: commenter.id },
      body: { markdown: 'I *agree*' },
      reactions: [],
      permissions: { view: true, edit: true, reply: true, delete: true },
    });
    expect(res.body.urls.location).toMatch(new RegExp(`/comments/${comment.id}/replies/${res.body.id}$`));
    await postReply(editor.api, commentPath);
    expect((await admin.get(commentPath)).body.replies).toBe(2);
  });

  it('stores the empty Content object as empty markdown', async () => {
    const comment = await postComment(admin, path());
    expect((await postReply(commenter.api, `${path()}/comments/${comment.id}`)).body).toEqual({ markdown: 'Agreed' });
    const empty = await commenter.api.post(`${path()}/comments/${comment.id}/replies`, { body: {} });
    expect(empty.body.body).toEqual({ markdown: '' });
  });

  it('refuses a reader with 403, 404s an unknown comment, another scope’s comment and an outsider, 400 without a body', async () => {
    const comment = await postComment(admin, path());
    const commentPath = `${path()}/comments/${comment.id}`;
    const refused = await reader.post(`${commentPath}/replies`, { body: { markdown: 'x' } });
    expect(refused.status).toBe(403);
    errorMessage(refused);
    expect((await outsider.post(`${commentPath}/replies`, { body: { markdown: 'x' } })).status).toBe(404);
    expect((await admin.post(`${path()}/comments/unknown/replies`, { body: { markdown: 'x' } })).status).toBe(404);
    const elsewhere = await postComment(admin, path() === spaceScope() ? changeRequestScope() : spaceScope());
    expect((await admin.post(`${path()}/comments/${elsewhere.id}/replies`, { body: { markdown: 'x' } })).status).toBe(404);
    expect((await admin.post(`${commentPath}/replies`, {})).status).toBe(400);
    expect((await admin.get(commentPath)).body.replies).toBe(0);
  });

  it('keeps all of 20 concurrent replies, counted by the comment', async () => {
    const comment = await postComment(admin, path());
    const commentPath = `${path()}/comments/${comment.id}`;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => commenter.api.post(`${commentPath}/replies`, { body: { markdown: `reply ${i}` } })));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect((await admin.get(commentPath)).body.replies).toBe(20);
    expect(await server.app.services.prisma.commentReply.count({ where: { commentId: comment.id } })).toBe(20);
  });
});

describe.each(scopes)('GET $template/comments/{commentId}/replies/{commentReplyId}', ({ path }) => {
  it('answers the reply with the caller’s permissions, parsed blocks with format=document', async () => {
    const comment = await postComment(admin, path());
    const commentPath = `${path()}/comments/${comment.id}`;
    const reply = await postReply(commenter.api, commentPath, 'Plain words.');
    const res = await reader.get(`${commentPath}/replies/${reply.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...reply, permissions: { view: true, edit: false, reply: false, delete: false } });
    const document = await reader.get(`${commentPath}/replies/${reply.id}`, { query: { format: 'document' } });
    expect(document.body.body.document).toMatchObject({ object: 'document', nodes: [{ type: 'paragraph', text: 'Plain words.' }] });
  });

  it('is a 404 for a reply of another comment, an unknown reply and an outsider', async () => {
    const one = await postComment(admin, path());
    const two = await postComment(admin, path());
    const reply = await postReply(admin, `${path()}/comments/${one.id}`);
    expect((await admin.get(`${path()}/comments/${two.id}/replies/${reply.id}`)).status).toBe(404);
    expect((await admin.get(`${path()}/comments/${one.id}/replies/unknown`)).status).toBe(404);
    expect((await outsider.get(`${path()}/comments/${one.id}/replies/${reply.id}`)).status).toBe(404);
  });
});

describe('GET /v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies', () => {
  it('pages oldest first with inserts between pages: nothing missing, no duplicates, count true, no next at the end', async () => {
    const comment = await postComment(admin, changeRequestScope());
    const commentPath = `${changeRequestScope()}/comments/${comment.id}`;
    const initial: string[] = [];
    for (let i = 0; i < 5; i++) {
      tick();
      initial.push((await postReply(i % 2 === 0 ? commenter.api : editor.api, commentPath, `reply ${i}`)).id);
    }
    const seen: string[] = [];
    const added: string[] = [];
    let page: string | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await reader.get(`${commentPath}/replies`, { query: { limit: 2, page } });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(initial.length + added.length);
      seen.push(...ids(res.body.items));
      if (!res.body.next) break;
      page = res.body.next.page;
      tick();
      added.push((await postReply(commenter.api, commentPath)).id);
    }
    expect(seen).toEqual([...initial, ...added]);
    expect(await walk(admin, `${commentPath}/replies`, {}, 3)).toHaveLength(initial.length + added.length);
  });

  it('refuses a cursor of another comment’s list with 400 and 404s a space comment', async () => {
    const one = await postComment(admin, changeRequestScope());
    const two = await postComment(admin, changeRequestScope());
    for (let i = 0; i < 2; i++) await postReply(admin, `${changeRequestScope()}/comments/${one.id}`);
    const first = await admin.get(`${changeRequestScope()}/comments/${one.id}/replies`, { query: { limit: 1 } });
    expect(first.body.next).toBeDefined();
    const other = await admin.get(`${changeRequestScope()}/comments/${two.id}/replies`, { query: { limit: 1, page: first.body.next.page } });
    expect(other.status).toBe(400);
    const onSpace = await postComment(admin, spaceScope());
    expect((await admin.get(`${changeRequestScope()}/comments/${onSpace.id}/replies`)).status).toBe(404);
  });
});

describe('PUT /v1/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}', () => {
  it('lets only the author edit the body (editedAt set), 403 for anyone else', async () => {
    const comment = await postComment(admin, spaceScope());
    const replyPath = `${spaceScope()}/comments/${comment.id}/replies/${(await postReply(commenter.api, `${spaceScope()}/comments/${comment.id}`, 'first')).id}`;
    tick();
    const edited = await commenter.api.put(replyPath, { body: { markdown: 'second' } });
    expect(edited.status).toBe(200);
    expect(edited.body.body).toEqual({ markdown: 'second' });
    expect(edited.body.editedAt).toEqual(expect.any(String));
    const refused = await admin.put(replyPath, { body: { markdown: 'hijacked' } });
    expect(refused.status).toBe(403);
    expect(errorMessage(refused)).toMatch(/author/);
    expect((await admin.get(replyPath)).body.body).toEqual({ markdown: 'second' });
  });

  it('counts reactions per caller, idempotently, and refuses a reader with 403', async () => {
    const comment = await postComment(admin, spaceScope());
    const replyPath = `${spaceScope()}/comments/${comment.id}/replies/${(await postReply(commenter.api, `${spaceScope()}/comments/${comment.id}`)).id}`;
    await commenter.api.put(replyPath, { addedReactions: ['👍'] });
    tick();
    await editor.api.put(replyPath, { addedReactions: ['👍'] });
    const again = await editor.api.put(replyPath, { addedReactions: ['👍'], removedReactions: ['🙈'] });
    expect(again.body.reactions).toMatchObject([{ emoji: '👍', count: 2, users: [{ user: { id: commenter.id } }, { user: { id: editor.id } }] }]);
    expect((await reader.put(replyPath, { addedReactions: ['👍'] })).status).toBe(403);
    const removed = await commenter.api.put(replyPath, { removedReactions: ['👍'] });
    expect(removed.body.reactions).toMatchObject([{ emoji: '👍', count: 1, users: [{ user: { id: editor.id } }] }]);
  });

  it('is a 404 for an unknown reply', async () => {
    const comment = await postComment(admin, spaceScope());
    expect((await admin.put(`${spaceScope()}/comments/${comment.id}/replies/unknown`, { addedReactions: ['👍'] })).status).toBe(404);
  });
});

describe('DELETE /v1/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}', () => {
  it('lets the author delete: 205 without a body, then 404, and the comment counts one reply less', async () => {
    const comment = await postComment(admin, spaceScope());
    const commentPath = `${spaceScope()}/comments/${comment.id}`;
    const reply = await postReply(commenter.api, commentPath);
    await postReply(editor.api, commentPath);
    await editor.api.put(`${commentPath}/replies/${reply.id}`, { addedReactions: ['👍'] });
    const res = await commenter.api.delete(`${commentPath}/replies/${reply.id}`);
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    expect((await commenter.api.get(`${commentPath}/replies/${reply.id}`)).status).toBe(404);
    expect((await admin.get(commentPath)).body.replies).toBe(1);
    expect(await server.app.services.prisma.reaction.count({ where: { targetId: reply.id } })).toBe(0);
  });

  it('lets a space admin delete anyone’s reply and refuses other members with 403', async () => {
    const comment = await postComment(admin, spaceScope());
    const commentPath = `${spaceScope()}/comments/${comment.id}`;
    const reply = await postReply(commenter.api, commentPath);
    expect((await editor.api.delete(`${commentPath}/replies/${reply.id}`)).status).toBe(403);
    expect((await reader.delete(`${commentPath}/replies/${reply.id}`)).status).toBe(403);
    expect((await admin.delete(`${commentPath}/replies/${reply.id}`)).status).toBe(205);
    expect((await admin.delete(`${commentPath}/replies/${reply.id}`)).status).toBe(404);
  });

  it('goes with its comment: replies of a deleted comment are 404', async () => {
    const comment = await postComment(commenter.api, spaceScope());
    const commentPath = `${spaceScope()}/comments/${comment.id}`;
    const reply = await postReply(editor.api, commentPath);
    expect((await commenter.api.delete(commentPath)).status).toBe(205);
    expect((await admin.get(`${commentPath}/replies/${reply.id}`)).status).toBe(404);
    expect((await editor.api.post(`${commentPath}/replies`, { body: { markdown: 'late' } })).status).toBe(404);
  });
});
