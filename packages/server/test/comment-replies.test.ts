import { describe, expect, it } from 'vitest';
import { postComment, scopesOf, useDiscussion } from './comment-helpers.js';
import { ids } from './content-helpers.js';
import { errorMessage, walk, type Client } from './helpers.js';

const t = useDiscussion();

const scopes = scopesOf(() => t.discussion);
const spaceScope = () => `/v1/spaces/${t.discussion.spaceId}`;
const changeRequestScope = () => `${spaceScope()}/change-requests/${t.discussion.changeRequest.number}`;
const tick = () => t.server.app.services.clock.advance(1000);

/** POSTs a reply, expecting 200; returns it. */
async function postReply(api: Client, commentPath: string, markdown = 'Agreed'): Promise<any> {
  const res = await api.post(`${commentPath}/replies`, { body: { markdown } });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe.each(scopes)('POST $template/comments/{commentId}/replies', ({ path }) => {
  it('answers 200 with the reply, and the comment counts its replies', async () => {
    const comment = await postComment(t.admin, path());
    const commentPath = `${path()}/comments/${comment.id}`;
    const res = await t.commenter.api.post(`${commentPath}/replies`, { body: { markdown: 'I *agree*' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      object: 'comment-reply',
      postedBy: { object: 'user', id: t.commenter.id },
      body: { markdown: 'I *agree*' },
      reactions: [],
      permissions: { view: true, edit: true, reply: true, delete: true },
    });
    expect(res.body.urls.location).toMatch(new RegExp(`/comments/${comment.id}/replies/${res.body.id}$`));
    await postReply(t.editor.api, commentPath);
    expect((await t.admin.get(commentPath)).body.replies).toBe(2);
  });

  it('lists each comment with its own number of replies', async () => {
    const [none, one, three] = [
      await postComment(t.admin, path()),
      await postComment(t.admin, path()),
      await postComment(t.admin, path()),
    ];
    await postReply(t.commenter.api, `${path()}/comments/${one.id}`);
    for (let i = 0; i < 3; i++) await postReply(t.commenter.api, `${path()}/comments/${three.id}`);
    const listed = new Map(
      (await walk<{ id: string; replies: number }>(t.admin, `${path()}/comments`, {}, 2)).map((c) => [c.id, c.replies]),
    );
    expect([none.id, one.id, three.id].map((id) => listed.get(id))).toEqual([0, 1, 3]);
  });

  it('stores the empty Content object as empty markdown', async () => {
    const comment = await postComment(t.admin, path());
    expect((await postReply(t.commenter.api, `${path()}/comments/${comment.id}`)).body).toEqual({ markdown: 'Agreed' });
    const empty = await t.commenter.api.post(`${path()}/comments/${comment.id}/replies`, { body: {} });
    expect(empty.body.body).toEqual({ markdown: '' });
  });

  it('refuses a reader with 403, 404s an unknown comment, another scope’s comment and an outsider, 400 without a body', async () => {
    const comment = await postComment(t.admin, path());
    const commentPath = `${path()}/comments/${comment.id}`;
    const refused = await t.reader.post(`${commentPath}/replies`, { body: { markdown: 'x' } });
    expect(refused.status).toBe(403);
    errorMessage(refused);
    expect((await t.outsider.post(`${commentPath}/replies`, { body: { markdown: 'x' } })).status).toBe(404);
    expect((await t.admin.post(`${path()}/comments/unknown/replies`, { body: { markdown: 'x' } })).status).toBe(404);
    const elsewhere = await postComment(t.admin, path() === spaceScope() ? changeRequestScope() : spaceScope());
    expect((await t.admin.post(`${path()}/comments/${elsewhere.id}/replies`, { body: { markdown: 'x' } })).status).toBe(
      404,
    );
    expect((await t.admin.post(`${commentPath}/replies`, {})).status).toBe(400);
    expect((await t.admin.get(commentPath)).body.replies).toBe(0);
  });

  it('keeps all of 20 concurrent replies, counted by the comment', async () => {
    const comment = await postComment(t.admin, path());
    const commentPath = `${path()}/comments/${comment.id}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.commenter.api.post(`${commentPath}/replies`, { body: { markdown: `reply ${i}` } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect((await t.admin.get(commentPath)).body.replies).toBe(20);
    expect(await t.server.app.services.prisma.commentReply.count({ where: { commentId: comment.id } })).toBe(20);
  });
});

describe.each(scopes)('GET $template/comments/{commentId}/replies/{commentReplyId}', ({ path }) => {
  it('answers the reply with the caller’s permissions, parsed blocks with format=document', async () => {
    const comment = await postComment(t.admin, path());
    const commentPath = `${path()}/comments/${comment.id}`;
    const reply = await postReply(t.commenter.api, commentPath, 'Plain words.');
    const res = await t.reader.get(`${commentPath}/replies/${reply.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...reply, permissions: { view: true, edit: false, reply: false, delete: false } });
    const document = await t.reader.get(`${commentPath}/replies/${reply.id}`, { query: { format: 'document' } });
    expect(document.body.body.document).toMatchObject({
      object: 'document',
      nodes: [{ type: 'paragraph', text: 'Plain words.' }],
    });
  });

  it('is a 404 for a reply of another comment, an unknown reply and an outsider', async () => {
    const one = await postComment(t.admin, path());
    const two = await postComment(t.admin, path());
    const reply = await postReply(t.admin, `${path()}/comments/${one.id}`);
    expect((await t.admin.get(`${path()}/comments/${two.id}/replies/${reply.id}`)).status).toBe(404);
    expect((await t.admin.get(`${path()}/comments/${one.id}/replies/unknown`)).status).toBe(404);
    expect((await t.outsider.get(`${path()}/comments/${one.id}/replies/${reply.id}`)).status).toBe(404);
  });
});

describe('GET /v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies', () => {
  it('pages oldest first with inserts between pages: nothing missing, no duplicates, count true, no next at the end', async () => {
    const comment = await postComment(t.admin, changeRequestScope());
    const commentPath = `${changeRequestScope()}/comments/${comment.id}`;
    const initial: string[] = [];
    for (let i = 0; i < 5; i++) {
      tick();
      initial.push((await postReply(i % 2 === 0 ? t.commenter.api : t.editor.api, commentPath, `reply ${i}`)).id);
    }
    const seen: string[] = [];
    const added: string[] = [];
    let page: string | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await t.reader.get(`${commentPath}/replies`, { query: { limit: 2, page } });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(initial.length + added.length);
      seen.push(...ids(res.body.items));
      if (!res.body.next) break;
      page = res.body.next.page;
      tick();
      added.push((await postReply(t.commenter.api, commentPath)).id);
    }
    expect(seen).toEqual([...initial, ...added]);
    expect(await walk(t.admin, `${commentPath}/replies`, {}, 3)).toHaveLength(initial.length + added.length);
  });

  it('refuses a cursor of another comment’s list with 400 and 404s a space comment', async () => {
    const one = await postComment(t.admin, changeRequestScope());
    const two = await postComment(t.admin, changeRequestScope());
    for (let i = 0; i < 2; i++) await postReply(t.admin, `${changeRequestScope()}/comments/${one.id}`);
    const first = await t.admin.get(`${changeRequestScope()}/comments/${one.id}/replies`, { query: { limit: 1 } });
    expect(first.body.next).toBeDefined();
    const other = await t.admin.get(`${changeRequestScope()}/comments/${two.id}/replies`, {
      query: { limit: 1, page: first.body.next.page },
    });
    expect(other.status).toBe(400);
    const onSpace = await postComment(t.admin, spaceScope());
    expect((await t.admin.get(`${changeRequestScope()}/comments/${onSpace.id}/replies`)).status).toBe(404);
  });
});

describe('PUT /v1/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}', () => {
  it('lets only the author edit the body (editedAt set), 403 for anyone else', async () => {
    const comment = await postComment(t.admin, spaceScope());
    const replyPath = `${spaceScope()}/comments/${comment.id}/replies/${(await postReply(t.commenter.api, `${spaceScope()}/comments/${comment.id}`, 'first')).id}`;
    tick();
    const edited = await t.commenter.api.put(replyPath, { body: { markdown: 'second' } });
    expect(edited.status).toBe(200);
    expect(edited.body.body).toEqual({ markdown: 'second' });
    expect(edited.body.editedAt).toEqual(expect.any(String));
    const refused = await t.admin.put(replyPath, { body: { markdown: 'hijacked' } });
    expect(refused.status).toBe(403);
    expect(errorMessage(refused)).toMatch(/author/);
    expect((await t.admin.get(replyPath)).body.body).toEqual({ markdown: 'second' });
  });

  it('counts reactions per caller, idempotently, and refuses a reader with 403', async () => {
    const comment = await postComment(t.admin, spaceScope());
    const replyPath = `${spaceScope()}/comments/${comment.id}/replies/${(await postReply(t.commenter.api, `${spaceScope()}/comments/${comment.id}`)).id}`;
    await t.commenter.api.put(replyPath, { addedReactions: ['👍'] });
    tick();
    await t.editor.api.put(replyPath, { addedReactions: ['👍'] });
    const again = await t.editor.api.put(replyPath, { addedReactions: ['👍'], removedReactions: ['🙈'] });
    expect(again.body.reactions).toMatchObject([
      { emoji: '👍', count: 2, users: [{ user: { id: t.commenter.id } }, { user: { id: t.editor.id } }] },
    ]);
    expect((await t.reader.put(replyPath, { addedReactions: ['👍'] })).status).toBe(403);
    const removed = await t.commenter.api.put(replyPath, { removedReactions: ['👍'] });
    expect(removed.body.reactions).toMatchObject([{ emoji: '👍', count: 1, users: [{ user: { id: t.editor.id } }] }]);
  });

  it('is a 404 for an unknown reply', async () => {
    const comment = await postComment(t.admin, spaceScope());
    expect(
      (await t.admin.put(`${spaceScope()}/comments/${comment.id}/replies/unknown`, { addedReactions: ['👍'] })).status,
    ).toBe(404);
  });
});

describe('DELETE /v1/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}', () => {
  it('lets the author delete: 205 without a body, then 404, and the comment counts one reply less', async () => {
    const comment = await postComment(t.admin, spaceScope());
    const commentPath = `${spaceScope()}/comments/${comment.id}`;
    const reply = await postReply(t.commenter.api, commentPath);
    await postReply(t.editor.api, commentPath);
    await t.editor.api.put(`${commentPath}/replies/${reply.id}`, { addedReactions: ['👍'] });
    const res = await t.commenter.api.delete(`${commentPath}/replies/${reply.id}`);
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    expect((await t.commenter.api.get(`${commentPath}/replies/${reply.id}`)).status).toBe(404);
    expect((await t.admin.get(commentPath)).body.replies).toBe(1);
    expect(await t.server.app.services.prisma.reaction.count({ where: { targetId: reply.id } })).toBe(0);
  });

  it('lets a space admin delete anyone’s reply and refuses other members with 403', async () => {
    const comment = await postComment(t.admin, spaceScope());
    const commentPath = `${spaceScope()}/comments/${comment.id}`;
    const reply = await postReply(t.commenter.api, commentPath);
    expect((await t.editor.api.delete(`${commentPath}/replies/${reply.id}`)).status).toBe(403);
    expect((await t.reader.delete(`${commentPath}/replies/${reply.id}`)).status).toBe(403);
    expect((await t.admin.delete(`${commentPath}/replies/${reply.id}`)).status).toBe(205);
    expect((await t.admin.delete(`${commentPath}/replies/${reply.id}`)).status).toBe(404);
  });

  it('goes with its comment: replies of a deleted comment are 404', async () => {
    const comment = await postComment(t.commenter.api, spaceScope());
    const commentPath = `${spaceScope()}/comments/${comment.id}`;
    const reply = await postReply(t.editor.api, commentPath);
    expect((await t.commenter.api.delete(commentPath)).status).toBe(205);
    expect((await t.admin.get(`${commentPath}/replies/${reply.id}`)).status).toBe(404);
    expect((await t.editor.api.post(`${commentPath}/replies`, { body: { markdown: 'late' } })).status).toBe(404);
  });
});
