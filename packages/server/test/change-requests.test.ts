import { beforeAll, describe, expect, it } from 'vitest';
import { page } from './change-request-helpers.js';
import { setSpaceContent } from './content-fixtures.js';
import { createCollection, createSpace, ids } from './content-helpers.js';
import { arrangeMember, arrangeUser, errorMessage, tokenOwner, useTestServer, walk, type Client } from './helpers.js';

const t = useTestServer();
let editor: Client;
let commenter: Client;
let adminId: string;
let editorId: string;

const crs = (spaceId: string) => `/v1/spaces/${spaceId}/change-requests`;

/** POST a change request, expecting 201. */
async function createChangeRequest(api: Client, spaceId: string, body: Record<string, unknown> = {}) {
  const res = await api.post(crs(spaceId), body);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; number: number; status: string; revision: string; subject: string };
}

beforeAll(async () => {
  adminId = await tokenOwner(t.server, t.server.fixtures.tokens.admin);
  ({ api: editor, id: editorId } = await arrangeUser(t.server, { name: 'Editor', memberships: [[t.orgId, 'edit']] }));
  commenter = await arrangeMember(t, 'Commenter', 'comment');
});

describe('POST /v1/spaces/{spaceId}/change-requests', () => {
  it('answers 201 with number 1, status open, the space’s revision and the creator', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const res = await editor.post(crs(space.id), { subject: 'Fix typos', agentTaskId: 'task-42' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'change-request',
      number: 1,
      status: 'open',
      subject: 'Fix typos',
      revision: space.revision,
      revisionInitial: space.revision,
      comments: 0,
      outdated: false,
      createdBy: { object: 'user', id: editorId, displayName: 'Editor' },
      urls: { location: `${t.server.url}/v1/spaces/${space.id}/change-requests/${res.body.id}` },
    });
    expect(res.body.revisionMergedAncestor).toBeUndefined();
    expect(res.body.revisionMerged).toBeUndefined();
    const stored = await t.server.app.services.prisma.changeRequest.findUniqueOrThrow({
      where: { id: res.body.id },
      include: { contributors: true },
    });
    expect(stored.agentTaskId).toBe('task-42');
    expect(stored.contributors.map((c) => c.userId)).toEqual([editorId]);
    expect((await editor.get(`${crs(space.id)}/${res.body.id}`)).body).toEqual(res.body);
  });

  it('defaults the subject and numbers 1, 2, 3 per space', async () => {
    const [a, b] = [await createSpace(t.admin, t.orgId), await createSpace(t.admin, t.orgId)];
    const first = await createChangeRequest(t.admin, a.id);
    expect(first.subject).toBe('Untitled change request');
    expect((await createChangeRequest(t.admin, a.id)).number).toBe(2);
    expect((await createChangeRequest(t.admin, b.id)).number).toBe(1);
    expect((await createChangeRequest(t.admin, a.id)).number).toBe(3);
  });

  it('hands out 20 concurrent creations the numbers 1 to 20, without gaps or duplicates', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => editor.post(crs(space.id), { subject: `Burst ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(results.map((r) => r.body.number as number).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const listed = await walk(editor, crs(space.id), {}, 3);
    expect(ids(listed).sort()).toEqual(results.map((r) => r.body.id as string).sort());
    expect((await t.admin.get(`/v1/spaces/${space.id}`)).body).toMatchObject({
      changeRequests: 20,
      changeRequestsOpen: 20,
      changeRequestsDraft: 0,
    });
    expect((await createChangeRequest(t.admin, space.id)).number).toBe(21);
  });

  it('never reuses a number, even after the last change request is merged or archived', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const one = await createChangeRequest(t.admin, space.id);
    await t.admin.post(`${crs(space.id)}/${one.id}/merge`);
    const two = await createChangeRequest(t.admin, space.id);
    await t.admin.patch(`${crs(space.id)}/${two.id}`, { status: 'archived' });
    expect((await createChangeRequest(t.admin, space.id)).number).toBe(3);
  });

  it('needs the edit level (403 for comment and read), 404 for outsiders and unknown spaces, 401 without a token', async () => {
    const space = await createSpace(t.admin, t.orgId);
    for (const api of [commenter, t.reader]) {
      const res = await api.post(crs(space.id), {});
      expect(res.status).toBe(403);
      expect(errorMessage(res)).toMatch(/edit/);
    }
    expect((await t.outsider.post(crs(space.id), {})).status).toBe(404);
    expect((await t.admin.post(crs('no-such-space'), {})).status).toBe(404);
    expect((await t.admin.post(crs(space.id), {}, { token: null })).status).toBe(401);
    expect(await t.server.app.services.prisma.changeRequest.count({ where: { spaceId: space.id } })).toBe(0);
  });

  it('refuses a subject one past 100 characters and stores nothing; accepts exactly 100', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const res = await t.admin.post(crs(space.id), { subject: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/subject/);
    expect(await t.server.app.services.prisma.changeRequest.count({ where: { spaceId: space.id } })).toBe(0);
    expect((await createChangeRequest(t.admin, space.id, { subject: 'x'.repeat(100) })).number).toBe(1);
  });

  it('answers 404 in a soft-deleted space', async () => {
    const space = await createSpace(t.admin, t.orgId);
    expect((await t.admin.delete(`/v1/spaces/${space.id}`)).status).toBe(205);
    expect((await t.admin.post(crs(space.id), {})).status).toBe(404);
    expect((await t.admin.get(crs(space.id))).status).toBe(404);
  });
});

describe('GET /v1/spaces/{spaceId}/change-requests', () => {
  it('lists open ones by default and each status on request, newest first', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const made: Record<string, string[]> = { draft: [], open: [], archived: [], merged: [] };
    for (const status of ['open', 'draft', 'archived', 'merged', 'open', 'draft']) {
      t.server.app.services.clock.advance(1000);
      const cr = await createChangeRequest(t.admin, space.id, { subject: status });
      if (status === 'merged') expect((await t.admin.post(`${crs(space.id)}/${cr.id}/merge`)).status).toBe(200);
      else if (status !== 'open')
        expect((await t.admin.patch(`${crs(space.id)}/${cr.id}`, { status })).status).toBe(200);
      made[status]?.unshift(cr.id);
    }
    const byDefault = await t.admin.get(crs(space.id));
    expect(ids(byDefault.body.items)).toEqual(made['open']);
    expect(byDefault.body.count).toBe(2);
    for (const status of ['draft', 'open', 'archived', 'merged']) {
      const listed = await walk(t.reader, crs(space.id), { status }, 1);
      expect(ids(listed), status).toEqual(made[status]);
      expect(listed.every((cr: { status: string }) => cr.status === status)).toBe(true);
    }
  });

  it('filters by contributor: the creator and whoever imported content', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const byAdmin = await createChangeRequest(t.admin, space.id);
    const byEditor = await createChangeRequest(editor, space.id);
    expect(ids((await t.admin.get(crs(space.id), { query: { contributor: editorId } })).body.items)).toEqual([
      byEditor.id,
    ]);
    expect(ids((await t.admin.get(crs(space.id), { query: { contributor: adminId } })).body.items)).toEqual([
      byAdmin.id,
    ]);
    await t.server.app.services.prisma.changeRequestContributor.create({
      data: { changeRequestId: byAdmin.id, userId: editorId, contributedAt: new Date() },
    });
    const both = await t.admin.get(crs(space.id), { query: { contributor: editorId } });
    expect(ids(both.body.items).sort()).toEqual([byAdmin.id, byEditor.id].sort());
    expect(both.body.count).toBe(2);
    expect((await t.admin.get(crs(space.id), { query: { contributor: 'nobody' } })).body).toEqual({
      items: [],
      count: 0,
    });
  });

  it('pages newest first with inserts between pages: nothing twice, nothing missing, a true count', async () => {
    const space = await createSpace(t.admin, t.orgId);
    for (let i = 0; i < 7; i++) await createChangeRequest(t.admin, space.id, { subject: `Before ${i}` });
    const before = await walk(t.admin, crs(space.id), {}, 1000);
    const seen: string[] = [];
    let next: string | undefined;
    let count = 0;
    for (let i = 0; i < 20; i++) {
      const res = await t.admin.get(crs(space.id), { query: { limit: 2, page: next } });
      expect(res.status).toBe(200);
      seen.push(...ids(res.body.items));
      count = res.body.count;
      if (!res.body.next) break;
      next = res.body.next.page;
      await createChangeRequest(t.admin, space.id, { subject: `Inserted ${i}` });
    }
    expect(seen).toEqual(ids(before));
    expect(count).toBe(await t.server.app.services.prisma.changeRequest.count({ where: { spaceId: space.id } }));
    expect(count).toBe(7 + 3);
    const listed = await t.admin.get(crs(space.id), { query: { limit: 1000 } });
    expect(listed.body.next).toBeUndefined();
    expect(listed.body.count).toBe(listed.body.items.length);
  });

  it('refuses a cursor of another filter (400), an unknown status (400), and outsiders (404)', async () => {
    const space = await createSpace(t.admin, t.orgId);
    for (let i = 0; i < 3; i++) await createChangeRequest(t.admin, space.id);
    const first = await t.admin.get(crs(space.id), { query: { limit: 1 } });
    expect(
      (await t.admin.get(crs(space.id), { query: { limit: 1, page: first.body.next.page, status: 'draft' } })).status,
    ).toBe(400);
    expect((await t.admin.get(crs(space.id), { query: { status: 'closed' } })).status).toBe(400);
    expect((await t.admin.get(crs(space.id), { query: { limit: 1001 } })).status).toBe(400);
    expect((await t.outsider.get(crs(space.id))).status).toBe(404);
  });
});

describe('GET /v1/spaces/{spaceId}/change-requests/{changeRequestId}', () => {
  it('finds a change request by id and by number, and 404s unknown ones and other spaces’', async () => {
    const [space, other] = [await createSpace(t.admin, t.orgId), await createSpace(t.admin, t.orgId)];
    await createChangeRequest(t.admin, space.id);
    const second = await createChangeRequest(t.admin, space.id, { subject: 'Second' });
    const byId = await t.reader.get(`${crs(space.id)}/${second.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: second.id, number: 2, subject: 'Second' });
    expect((await t.reader.get(`${crs(space.id)}/2`)).body).toEqual(byId.body);
    expect((await t.reader.get(`${crs(space.id)}/3`)).status).toBe(404);
    expect((await t.reader.get(`${crs(other.id)}/${second.id}`)).status).toBe(404);
    expect((await t.outsider.get(`${crs(space.id)}/${second.id}`)).status).toBe(404);
  });

  it('counts the open comments of the change request', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const cr = await createChangeRequest(t.admin, space.id);
    const comment = (status: string) => ({
      id: `${cr.id}-${status}-${Math.random()}`,
      spaceId: space.id,
      changeRequestId: cr.id,
      authorId: adminId,
      body: 'Hm',
      postedAt: new Date(),
      status,
    });
    await t.server.app.services.prisma.comment.createMany({
      data: [comment('open'), comment('open'), comment('resolved')],
    });
    expect((await t.admin.get(`${crs(space.id)}/${cr.id}`)).body.comments).toBe(2);
  });
});

describe('PATCH /v1/spaces/{spaceId}/change-requests/{changeRequestId}', () => {
  const transitions: [from: string, to: string, status: number][] = [
    ['open', 'draft', 200],
    ['open', 'archived', 200],
    ['open', 'open', 200],
    ['draft', 'open', 200],
    ['draft', 'archived', 200],
    ['archived', 'open', 200],
    ['archived', 'draft', 200],
    ['open', 'merged', 409],
    ['draft', 'merged', 409],
    ['archived', 'merged', 409],
    ['merged', 'open', 409],
    ['merged', 'draft', 409],
    ['merged', 'archived', 409],
    ['merged', 'merged', 409],
  ];

  it.each(transitions)('%s → %s answers %i', async (from, to, status) => {
    const space = await createSpace(t.admin, t.orgId);
    const cr = await createChangeRequest(t.admin, space.id);
    if (from === 'merged') expect((await t.admin.post(`${crs(space.id)}/${cr.id}/merge`)).status).toBe(200);
    else if (from !== 'open')
      expect((await t.admin.patch(`${crs(space.id)}/${cr.id}`, { status: from })).status).toBe(200);
    const res = await editor.patch(`${crs(space.id)}/${cr.id}`, { status: to });
    expect(res.status).toBe(status);
    const after = (await t.admin.get(`${crs(space.id)}/${cr.id}`)).body;
    expect(after.status).toBe(status === 200 ? to : from);
    if (status === 409) expect(errorMessage(res)).toMatch(/merge/);
    else expect(res.body).toEqual(after);
  });

  it('changes the subject by number, moves updatedAt, and refuses a merged change request’s subject (409)', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const cr = await createChangeRequest(t.admin, space.id, { subject: 'Before' });
    t.server.app.services.clock.advance(5000);
    const res = await editor.patch(`${crs(space.id)}/1`, { subject: 'After' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: cr.id, subject: 'After', status: 'open' });
    expect(res.body.updatedAt > res.body.createdAt).toBe(true);
    await t.admin.post(`${crs(space.id)}/1/merge`);
    const merged = await t.admin.patch(`${crs(space.id)}/1`, { subject: 'Too late' });
    expect(merged.status).toBe(409);
    expect((await t.admin.get(`${crs(space.id)}/1`)).body.subject).toBe('After');
  });

  it('leaves updatedAt as it was on an empty PATCH (docs/behaviour.md#timestamps)', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const cr = await createChangeRequest(t.admin, space.id, { subject: 'Kept' });
    t.server.app.services.clock.advance(5000);
    const res = await t.admin.patch(`${crs(space.id)}/${cr.id}`, {});
    expect(res.status).toBe(200);
    expect(res.body.updatedAt).toBe((cr as unknown as { updatedAt: string }).updatedAt);
    expect((await t.admin.get(`${crs(space.id)}/${cr.id}`)).body.updatedAt).toBe(res.body.updatedAt);
  });

  it('needs the edit level (403), refuses a subject of 101 characters (400), 404s outsiders', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const cr = await createChangeRequest(t.admin, space.id, { subject: 'Kept' });
    expect((await commenter.patch(`${crs(space.id)}/${cr.id}`, { status: 'draft' })).status).toBe(403);
    expect((await t.admin.patch(`${crs(space.id)}/${cr.id}`, { subject: 'y'.repeat(101) })).status).toBe(400);
    expect((await t.admin.patch(`${crs(space.id)}/${cr.id}`, { status: 'closed' })).status).toBe(400);
    expect((await t.outsider.patch(`${crs(space.id)}/${cr.id}`, { subject: 'Theirs' })).status).toBe(404);
    expect((await t.admin.get(`${crs(space.id)}/${cr.id}`)).body).toMatchObject({ subject: 'Kept', status: 'open' });
  });

  it('keeps one consistent status under 20 concurrent status changes', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const cr = await createChangeRequest(t.admin, space.id);
    const statuses = ['draft', 'open', 'archived'];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => editor.patch(`${crs(space.id)}/${cr.id}`, { status: statuses[i % 3] })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const space2 = (await t.admin.get(`/v1/spaces/${space.id}`)).body;
    const final = (await t.admin.get(`${crs(space.id)}/${cr.id}`)).body.status;
    expect(space2.changeRequests).toBe(1);
    expect(space2.changeRequestsOpen + space2.changeRequestsDraft).toBe(final === 'archived' ? 0 : 1);
  });
});

describe('GET /v1/spaces/{spaceId} counters', () => {
  it('counts change requests in total, open and draft, in the space and in space lists', async () => {
    const collection = await createCollection(t.admin, t.orgId, 'Counted');
    const space = await createSpace(t.admin, t.orgId, { parent: collection });
    const made = await Promise.all([1, 2, 3, 4, 5].map(() => createChangeRequest(t.admin, space.id)));
    await t.admin.patch(`${crs(space.id)}/${made[0]?.id}`, { status: 'draft' });
    await t.admin.patch(`${crs(space.id)}/${made[1]?.id}`, { status: 'draft' });
    await t.admin.patch(`${crs(space.id)}/${made[2]?.id}`, { status: 'archived' });
    await t.admin.post(`${crs(space.id)}/${made[3]?.id}/merge`);
    const expected = { changeRequests: 5, changeRequestsOpen: 1, changeRequestsDraft: 2 };
    expect((await t.reader.get(`/v1/spaces/${space.id}`)).body).toMatchObject(expected);
    expect((await t.reader.get(`/v1/collections/${collection}/spaces`)).body.items[0]).toMatchObject({
      id: space.id,
      ...expected,
    });
  });
});

describe('GET /v1/spaces/{spaceId}/change-requests/{changeRequestId}/pdf', () => {
  let spaceId: string;
  let crId: string;

  beforeAll(async () => {
    const space = await createSpace(t.admin, t.orgId);
    spaceId = space.id;
    await setSpaceContent(t.server, spaceId, {
      pages: [
        page(
          'Guide',
          '# Guide\n\nIntro with **bold** text.\n\n- one\n- two\n\n1. first\n2. second\n\n```ts\nconst x = 1;\n```',
          [page('Install', '## Steps\n\n> Note: quoted')],
        ),
        page('FAQ', 'Questions and answers 🚀 ünïcode.\n\n---\n\nEnd.'),
      ],
      files: [],
      reusableContents: [],
      variables: {},
    });
    crId = (await createChangeRequest(t.admin, spaceId, { subject: 'Printable' })).id;
  });

  it('answers an absolute URL that serves the whole change request as a PDF', async () => {
    const res = await t.reader.get(`${crs(spaceId)}/${crId}/pdf`);
    expect(res.status).toBe(200);
    expect(res.body.url.startsWith(`${t.server.url}/pdf/`)).toBe(true);
    const pdf = await fetch(res.body.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pageCount(bytes)).toBe(3);
  });

  it('prints one page with its sub-pages, or that page only with `only`', async () => {
    const withChildren = Buffer.from(
      await (
        await fetch((await t.reader.get(`${crs(spaceId)}/1/pdf`, { query: { page: 'guide' } })).body.url)
      ).arrayBuffer(),
    );
    expect(withChildren.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pageCount(withChildren)).toBe(2);
    const res = await t.reader.get(`${crs(spaceId)}/${crId}/pdf`, { query: { page: 'install', only: true } });
    expect(res.status).toBe(200);
    const only = Buffer.from(await (await fetch(res.body.url)).arrayBuffer());
    expect(only.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pageCount(only)).toBe(2);
    expect(only.length).toBeLessThan(withChildren.length);
  });

  it('answers 404 for an unknown page, an outsider, a forged token and an expired link', async () => {
    expect((await t.reader.get(`${crs(spaceId)}/${crId}/pdf`, { query: { page: 'nope' } })).status).toBe(404);
    expect((await t.outsider.get(`${crs(spaceId)}/${crId}/pdf`)).status).toBe(404);
    const { url } = (await t.reader.get(`${crs(spaceId)}/${crId}/pdf`)).body as { url: string };
    const forged = await fetch(`${url.slice(0, -3)}abc`);
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { error: { code: number } }).error.code).toBe(404);
    t.server.app.services.clock.advance(3601 * 1000);
    expect((await fetch(url)).status).toBe(404);
  });
});

/** The number of pages of a PDF (its page tree's `/Count`). */
function pageCount(bytes: Buffer): number {
  const match = /\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(bytes.toString('latin1'));
  return Number(match?.[1] ?? -1);
}
