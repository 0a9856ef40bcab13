import { beforeAll, describe, expect, it } from 'vitest';
import { page, postComment, scopesOf, useDiscussion } from './comment-helpers.js';
import { arrangeChangeRequest, contentOf, setSpaceContent } from './content-fixtures.js';
import { createSpace, ids } from './content-helpers.js';
import { arrangeUser, errorMessage, walk } from './helpers.js';

const t = useDiscussion();

const scopes = scopesOf(() => t.discussion);
const tick = () => t.server.app.services.clock.advance(1000);

describe.each(scopes)('POST $template/comments', ({ scope, path }) => {
  it('posts a comment on a page and node, answering 200 with its target, author and permissions', async () => {
    const target = t.discussion.mainPages[1];
    const res = await t.commenter.api.post(`${path()}/comments`, {
      body: { markdown: 'Is this *right*?' },
      page: target?.id,
      node: 'node-1',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      object: 'comment',
      postedBy: { object: 'user', id: t.commenter.id, displayName: 'Carla Commenter' },
      body: { markdown: 'Is this *right*?' },
      status: 'open',
      replies: 0,
      reactions: [],
      target: {
        page: { id: target?.id, title: 'Setup', path: 'setup', outdated: false },
        node: { id: 'node-1' },
        space: t.discussion.spaceId,
      },
      permissions: { view: true, edit: true, reply: true, delete: true },
    });
    expect(res.body.editedAt).toBeUndefined();
    expect(res.body.resolvedAt).toBeUndefined();
    expect(res.body.target.revision).toEqual(expect.any(String));
    expect(res.body.target.changeRequest).toBe(scope === 'space' ? undefined : t.discussion.changeRequest.id);
    expect(res.body.urls.location).toMatch(
      new RegExp(
        `/v1/spaces/${t.discussion.spaceId}(/change-requests/${t.discussion.changeRequest.id})?/comments/${res.body.id}$`,
      ),
    );
    expect((await t.commenter.api.get(res.body.urls.location.replace(/^https?:\/\/[^/]+/, ''))).body).toEqual(res.body);
  });

  it('stores the empty Content object as empty markdown', async () => {
    const comment = await postComment(t.commenter.api, path(), { body: {} });
    expect(comment.body).toEqual({ markdown: '' });
    expect(comment.target.page).toBeUndefined();
  });

  it('refuses a reader with 403 and stores nothing', async () => {
    const before = (await t.admin.get(`${path()}/comments`)).body.count;
    const res = await t.reader.post(`${path()}/comments`, { body: { markdown: 'Nope' } });
    expect(res.status).toBe(403);
    expect(errorMessage(res)).toMatch(/comment/);
    expect((await t.admin.get(`${path()}/comments`)).body.count).toBe(before);
  });

  it('answers 404 to a caller outside the organization, 401 without a token, 400 without a body', async () => {
    expect((await t.outsider.post(`${path()}/comments`, { body: { markdown: 'x' } })).status).toBe(404);
    expect((await t.admin.post(`${path()}/comments`, { body: { markdown: 'x' } }, { token: null })).status).toBe(401);
    const missing = await t.admin.post(`${path()}/comments`, { page: t.discussion.mainPages[0]?.id });
    expect(missing.status).toBe(400);
    expect(errorMessage(missing)).toMatch(/body/);
  });
});

describe('Comment › target page', () => {
  it('accepts a page of the change request’s own content only in that change request', async () => {
    const [space, changeRequest] = scopes.map((s) => s.path());
    const before = (await t.admin.get(`${space}/comments`)).body.count;
    const refused = await t.admin.post(`${space}/comments`, { body: { markdown: 'x' }, page: t.discussion.crOnly.id });
    expect(refused.status).toBe(400);
    expect(errorMessage(refused)).toMatch(/page/);
    expect((await t.admin.get(`${space}/comments`)).body.count).toBe(before);
    const accepted = await postComment(t.admin, changeRequest ?? '', {
      body: { markdown: 'x' },
      page: t.discussion.crOnly.id,
    });
    expect(accepted.target.page).toMatchObject({
      id: t.discussion.crOnly.id,
      title: 'Proposed page',
      path: 'proposed-page',
    });
  });

  it('shows the page as it is now, outdated once it changed or is gone since the comment', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Evolving' });
    const [intro, setup] = [page('Intro'), page('Setup')];
    await setSpaceContent(t.server, space.id, contentOf([intro, setup]));
    const spacePath = `/v1/spaces/${space.id}`;
    const onIntro = await postComment(t.admin, spacePath, { body: { markdown: 'x' }, page: intro.id });
    const onSetup = await postComment(t.admin, spacePath, { body: { markdown: 'x' }, page: setup.id });
    expect(onIntro.target.page.outdated).toBe(false);
    const later = new Date('2026-02-01T00:00:00Z').toISOString();
    await setSpaceContent(
      t.server,
      space.id,
      contentOf([{ ...intro, title: 'Introduction', markdown: 'Rewritten.', updatedAt: later }]),
    );
    const rewritten = await t.admin.get(`${spacePath}/comments/${onIntro.id}`);
    expect(rewritten.body.target.page).toMatchObject({
      id: intro.id,
      title: 'Introduction',
      updatedAt: later,
      outdated: true,
    });
    const removed = await t.admin.get(`${spacePath}/comments/${onSetup.id}`);
    expect(removed.body.target.page).toMatchObject({ id: setup.id, title: 'Setup', path: 'setup', outdated: true });
    await setSpaceContent(t.server, space.id, contentOf([intro, setup]));
    expect((await t.admin.get(`${spacePath}/comments/${onSetup.id}`)).body.target.page.outdated).toBe(false);
  });

  it('refuses a page that does not exist with 400', async () => {
    expect(
      (await t.admin.post(`${scopes[0]?.path()}/comments`, { body: { markdown: 'x' }, page: 'no-such-page' })).status,
    ).toBe(400);
  });

  it('addresses a change request by id as well as by number, and 404s an unknown one', async () => {
    const byId = `/v1/spaces/${t.discussion.spaceId}/change-requests/${t.discussion.changeRequest.id}`;
    const comment = await postComment(t.admin, byId);
    expect((await t.admin.get(`${scopes[1]?.path()}/comments/${comment.id}`)).body.id).toBe(comment.id);
    expect(
      (await t.admin.post(`/v1/spaces/${t.discussion.spaceId}/change-requests/999/comments`, { body: {} })).status,
    ).toBe(404);
  });
});

describe.each(scopes)('GET $template/comments/{commentId}', ({ path }) => {
  it('answers the comment, with the body as parsed blocks for format=document', async () => {
    const comment = await postComment(t.commenter.api, path(), { body: { markdown: '# Title\n\nA paragraph.' } });
    const res = await t.reader.get(`${path()}/comments/${comment.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: comment.id,
      body: { markdown: '# Title\n\nA paragraph.' },
      permissions: { view: true, edit: false, reply: false, delete: false },
    });
    const document = await t.reader.get(`${path()}/comments/${comment.id}`, { query: { format: 'document' } });
    expect(document.body.body.markdown).toBeUndefined();
    expect(document.body.body.document).toMatchObject({
      object: 'document',
      nodes: [{ type: 'heading', level: 1 }, { type: 'paragraph' }],
    });
  });

  it('is a 404 for a comment of another scope, an unknown id and an outsider', async () => {
    const [space, changeRequest] = scopes.map((s) => s.path());
    const other = await postComment(t.admin, path() === space ? (changeRequest ?? '') : (space ?? ''));
    expect((await t.admin.get(`${path()}/comments/${other.id}`)).status).toBe(404);
    expect((await t.admin.get(`${path()}/comments/unknown`)).status).toBe(404);
    const mine = await postComment(t.admin, path());
    expect((await t.outsider.get(`${path()}/comments/${mine.id}`)).status).toBe(404);
  });
});

describe.each(scopes)('GET $template/comments', ({ scope, path }) => {
  let listPath: string;
  let posted: { id: string; author: string; resolved: boolean; page?: string }[];

  beforeAll(async () => {
    // A fresh change request per scope run would hide the other tests' comments; filter on a page of its own instead.
    listPath = `${path()}/comments`;
    const pageId = t.discussion.mainPages[0]?.id;
    posted = [];
    const plan = [
      { api: t.admin, author: t.adminId, resolved: false, page: pageId },
      { api: t.commenter.api, author: t.commenter.id, resolved: true, page: pageId },
      { api: t.editor.api, author: t.editor.id, resolved: false, page: pageId },
      { api: t.commenter.api, author: t.commenter.id, resolved: false, page: pageId },
      { api: t.admin, author: t.adminId, resolved: true, page: pageId },
    ];
    for (const p of plan) {
      tick();
      const comment = await postComment(p.api, path(), { body: { markdown: `${scope} by ${p.author}` }, page: p.page });
      if (p.resolved) expect((await t.admin.put(`${listPath}/${comment.id}`, { resolved: true })).status).toBe(200);
      posted.push({ id: comment.id, author: p.author, resolved: p.resolved, page: p.page });
    }
  });

  const onPage = () => ({ targetPage: t.discussion.mainPages[0]?.id });

  it('lists newest first by default and oldest first with order=asc', async () => {
    const desc = await walk(t.admin, listPath, onPage());
    expect(ids(desc)).toEqual(ids(posted).reverse());
    const asc = await walk(t.admin, listPath, { ...onPage(), order: 'asc' });
    expect(ids(asc)).toEqual(ids(posted));
    const all = await t.admin.get(listPath);
    expect(all.body.items.length).toBe(all.body.count);
    expect(all.body.items.map((c: { postedAt: string }) => c.postedAt)).toEqual(
      all.body.items
        .map((c: { postedAt: string }) => c.postedAt)
        .sort()
        .reverse(),
    );
  });

  it.each([
    ['all', [true, false]],
    ['open', [false]],
    ['resolved', [true]],
  ] as const)('filters on status=%s', async (status, resolved) => {
    const items = await walk(t.admin, listPath, { ...onPage(), status, order: 'asc' });
    expect(ids(items)).toEqual(ids(posted.filter((p) => (resolved as readonly boolean[]).includes(p.resolved))));
    for (const item of items) expect(item.status).toBe(resolved.length === 2 ? item.status : status);
  });

  it('filters on targetPage', async () => {
    const other = await t.admin.get(listPath, { query: { targetPage: t.discussion.mainPages[1]?.id } });
    expect(other.status).toBe(200);
    expect(ids(other.body.items)).not.toContain(posted[0]?.id);
    for (const item of other.body.items) expect(item.target.page.id).toBe(t.discussion.mainPages[1]?.id);
  });

  it('filters on several authors', async () => {
    const res = await t.admin.get(listPath, {
      query: { ...onPage(), authors: [t.commenter.id, t.editor.id], order: 'asc' },
    });
    expect(ids(res.body.items)).toEqual(ids(posted.filter((p) => p.author !== t.adminId)));
    expect(res.body.count).toBe(3);
    const one = await t.admin.get(listPath, { query: { ...onPage(), authors: [t.editor.id] } });
    expect(ids(one.body.items)).toEqual(ids(posted.filter((p) => p.author === t.editor.id)));
  });

  it('pages oldest first with inserts between pages: nothing missing, no duplicates, count true, no next at the end', async () => {
    const query = { order: 'asc', status: 'open' };
    const before = (await t.admin.get(listPath, { query })).body.count as number;
    const seen: string[] = [];
    const added: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await t.admin.get(listPath, { query: { ...query, limit: 2, page: cursor } });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(before + added.length);
      seen.push(...ids(res.body.items));
      if (!res.body.next) break;
      cursor = res.body.next.page;
      tick();
      added.push((await postComment(t.commenter.api, path())).id);
    }
    expect(added.length).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(before + added.length);
    expect(seen.slice(-added.length)).toEqual(added);
  });

  it('refuses a cursor of another list, an unknown status and an out-of-range limit with 400', async () => {
    const first = await t.admin.get(listPath, { query: { limit: 1, status: 'open' } });
    expect(first.body.next).toBeDefined();
    const other = await t.admin.get(listPath, { query: { limit: 1, status: 'resolved', page: first.body.next.page } });
    expect(other.status).toBe(400);
    expect(errorMessage(other)).toMatch(/cursor/);
    expect((await t.admin.get(listPath, { query: { status: 'closed' } })).status).toBe(400);
    expect((await t.admin.get(listPath, { query: { order: 'up' } })).status).toBe(400);
    expect((await t.admin.get(listPath, { query: { limit: 1001 } })).status).toBe(400);
  });

  it('refuses a cursor sent with the other order (docs/behaviour.md#pagination)', async () => {
    const first = await t.admin.get(listPath, { query: { limit: 1 } });
    expect(first.body.next).toBeDefined();
    const other = await t.admin.get(listPath, { query: { limit: 1, order: 'asc', page: first.body.next.page } });
    expect(other.status).toBe(400);
    expect(errorMessage(other)).toMatch(/cursor/);
  });

  it('is a 404 for an outsider', async () => {
    expect((await t.outsider.get(listPath)).status).toBe(404);
  });
});

describe.each(scopes)('PUT $template/comments/{commentId}', ({ path }) => {
  it('resolves with who and when, and un-resolving clears both and answers status open', async () => {
    const comment = await postComment(t.commenter.api, path());
    tick();
    const resolved = await t.editor.api.put(`${path()}/comments/${comment.id}`, { resolved: true });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', resolvedBy: { id: t.editor.id } });
    expect(Date.parse(resolved.body.resolvedAt)).toBeGreaterThan(Date.parse(comment.postedAt));
    const reopened = await t.commenter.api.put(`${path()}/comments/${comment.id}`, { resolved: false });
    expect(reopened.status).toBe(200);
    expect(reopened.body.status).toBe('open');
    expect(reopened.body).not.toHaveProperty('resolvedAt');
    expect(reopened.body).not.toHaveProperty('resolvedBy');
    expect((await t.admin.get(`${path()}/comments/${comment.id}`)).body).toEqual({
      ...reopened.body,
      permissions: expect.any(Object),
    });
  });

  it('lets only the author edit the body (editedAt set), 403 for anyone else — even an admin', async () => {
    const comment = await postComment(t.commenter.api, path(), { body: { markdown: 'first' } });
    tick();
    const edited = await t.commenter.api.put(`${path()}/comments/${comment.id}`, { body: { markdown: 'second' } });
    expect(edited.status).toBe(200);
    expect(edited.body.body).toEqual({ markdown: 'second' });
    expect(Date.parse(edited.body.editedAt)).toBeGreaterThan(Date.parse(comment.postedAt));
    const refused = await t.admin.put(`${path()}/comments/${comment.id}`, {
      body: { markdown: 'hijacked' },
      resolved: true,
    });
    expect(refused.status).toBe(403);
    expect(errorMessage(refused)).toMatch(/author/);
    expect((await t.admin.get(`${path()}/comments/${comment.id}`)).body).toMatchObject({
      body: { markdown: 'second' },
      status: 'open',
    });
  });

  it('refuses a reader resolving or reacting with 403', async () => {
    const comment = await postComment(t.commenter.api, path());
    expect((await t.reader.put(`${path()}/comments/${comment.id}`, { resolved: true })).status).toBe(403);
    expect((await t.reader.put(`${path()}/comments/${comment.id}`, { addedReactions: ['👍'] })).status).toBe(403);
    expect((await t.admin.get(`${path()}/comments/${comment.id}`)).body).toMatchObject({
      status: 'open',
      reactions: [],
    });
  });

  it('counts reactions per caller: two callers, adding twice counts once, removing works and a never-added removal is a no-op', async () => {
    const comment = await postComment(t.commenter.api, path());
    const at = `${path()}/comments/${comment.id}`;
    expect((await t.commenter.api.put(at, { addedReactions: ['👍'] })).status).toBe(200);
    tick();
    await t.editor.api.put(at, { addedReactions: ['🎉', '👍'] });
    const twice = await t.editor.api.put(at, { addedReactions: ['👍', '👍'], removedReactions: ['🚀'] });
    expect(twice.status).toBe(200);
    expect(twice.body.reactions.map((r: { emoji: string; count: number }) => [r.emoji, r.count])).toEqual([
      ['👍', 2],
      ['🎉', 1],
    ]);
    const thumbs = twice.body.reactions[0];
    expect(thumbs.users.map((u: { user: { id: string } }) => u.user.id)).toEqual([t.commenter.id, t.editor.id]);
    expect(thumbs.users[0].user).toMatchObject({ object: 'user', displayName: 'Carla Commenter' });
    expect(Date.parse(thumbs.users[1].reactedAt)).toBeGreaterThan(Date.parse(thumbs.users[0].reactedAt));
    const removed = await t.commenter.api.put(at, { removedReactions: ['👍', '🎉'] });
    // Both of the editor's reactions date from the same request: same instant, ordered by emoji.
    expect(removed.body.reactions.map((r: { emoji: string; count: number }) => [r.emoji, r.count])).toEqual([
      ['🎉', 1],
      ['👍', 1],
    ]);
    const gone = await t.editor.api.put(at, { removedReactions: ['👍', '🎉'] });
    expect(gone.body.reactions).toEqual([]);
  });

  it('keeps every one of 20 concurrent reactions from 20 callers, and one from 20 concurrent identical ones', async () => {
    const comment = await postComment(t.commenter.api, path());
    const at = `${path()}/comments/${comment.id}`;
    const crowd = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        arrangeUser(t.server, { name: `Fan ${i}`, memberships: [[t.orgId, 'comment']] }),
      ),
    );
    const results = await Promise.all(crowd.map((fan) => fan.api.put(at, { addedReactions: ['❤️'] })));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const same = await Promise.all(Array.from({ length: 20 }, () => t.editor.api.put(at, { addedReactions: ['🔥'] })));
    expect(same.map((r) => r.status)).toEqual(same.map(() => 200));
    const final = (await t.admin.get(at)).body.reactions as { emoji: string; count: number; users: unknown[] }[];
    expect(final.map((r) => [r.emoji, r.count, r.users.length])).toEqual([
      ['❤️', 20, 20],
      ['🔥', 1, 1],
    ]);
  });

  it('answers an empty update with the comment unchanged, and 404 for an unknown comment', async () => {
    const comment = await postComment(t.commenter.api, path());
    expect((await t.commenter.api.put(`${path()}/comments/${comment.id}`, {})).body).toEqual(comment);
    expect((await t.admin.put(`${path()}/comments/unknown`, { resolved: true })).status).toBe(404);
  });
});

describe.each(scopes)('DELETE $template/comments/{commentId}', ({ path }) => {
  it('lets the author delete: 205 without a body, then 404, its replies and reactions gone', async () => {
    const comment = await postComment(t.commenter.api, path());
    const reply = await t.commenter.api.post(`${path()}/comments/${comment.id}/replies`, {
      body: { markdown: 'reply' },
    });
    expect(reply.status).toBe(200);
    await t.editor.api.put(`${path()}/comments/${comment.id}`, { addedReactions: ['👀'] });
    const res = await t.commenter.api.delete(`${path()}/comments/${comment.id}`);
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    expect((await t.commenter.api.get(`${path()}/comments/${comment.id}`)).status).toBe(404);
    const prisma = t.server.app.services.prisma;
    expect(await prisma.commentReply.count({ where: { commentId: comment.id } })).toBe(0);
    expect(await prisma.reaction.count({ where: { targetId: { in: [comment.id, reply.body.id] } } })).toBe(0);
  });

  it('lets a space admin delete anyone’s comment and refuses other members with 403', async () => {
    const comment = await postComment(t.commenter.api, path());
    const refused = await t.editor.api.delete(`${path()}/comments/${comment.id}`);
    expect(refused.status).toBe(403);
    expect(errorMessage(refused)).toMatch(/author|admin/);
    expect((await t.reader.delete(`${path()}/comments/${comment.id}`)).status).toBe(403);
    expect((await t.admin.delete(`${path()}/comments/${comment.id}`)).status).toBe(205);
    expect((await t.admin.delete(`${path()}/comments/${comment.id}`)).status).toBe(404);
  });
});

describe('Space and ChangeRequest › comments counters', () => {
  it('counts the open comments of the space only, and drops on resolve and delete', async () => {
    const spacePath = `/v1/spaces/${t.discussion.spaceId}`;
    const counter = async () => (await t.admin.get(spacePath)).body.comments as number;
    const openCount = (await t.admin.get(`${spacePath}/comments`, { query: { status: 'open', limit: 0 } })).body
      .count as number;
    expect(await counter()).toBe(openCount);
    const a = await postComment(t.commenter.api, spacePath);
    const b = await postComment(t.commenter.api, spacePath);
    await postComment(t.commenter.api, `${spacePath}/change-requests/${t.discussion.changeRequest.number}`);
    expect(await counter()).toBe(openCount + 2);
    await t.admin.put(`${spacePath}/comments/${a.id}`, { resolved: true });
    expect(await counter()).toBe(openCount + 1);
    await t.admin.put(`${spacePath}/comments/${a.id}`, { resolved: false });
    expect(await counter()).toBe(openCount + 2);
    await t.admin.delete(`${spacePath}/comments/${b.id}`);
    expect(await counter()).toBe(openCount + 1);
  });

  it('counts the open comments of a change request in its `comments`', async () => {
    const changeRequest = await arrangeChangeRequest(
      t.server,
      t.discussion.spaceId,
      t.adminId,
      contentOf(t.discussion.mainPages),
    );
    const crPath = `/v1/spaces/${t.discussion.spaceId}/change-requests/${changeRequest.number}`;
    const counter = async () => (await t.admin.get(crPath)).body.comments as number;
    expect(await counter()).toBe(0);
    const a = await postComment(t.commenter.api, crPath);
    await postComment(t.commenter.api, crPath);
    await postComment(t.commenter.api, `/v1/spaces/${t.discussion.spaceId}`);
    expect(await counter()).toBe(2);
    await t.admin.put(`${crPath}/comments/${a.id}`, { resolved: true });
    expect(await counter()).toBe(1);
  });
});
