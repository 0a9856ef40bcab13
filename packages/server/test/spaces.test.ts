import { beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredSpaces } from '../src/services/spaces.js';
import { createCollection as newCollection, createSpace as newSpace, ids } from './content-helpers.js';
import {
  arrangeMember,
  arrangeUser,
  errorMessage,
  tokenOwner,
  useTestServer,
  walk,
  walkWhileChanging,
  type Client,
} from './helpers.js';

const t = useTestServer();
let editor: Client;
let creator: Client;
/** member of acme without a role */
let guest: Client;
let guestId: string;
let adminId: string;
let demo: Record<string, { id: string; parent?: string }>;

const SEVEN_DAYS_AND_A_SECOND = 7 * 86_400 + 1;
const createSpace = (api: Client, body: Record<string, unknown> = {}) => newSpace(api, t.orgId, body);
const createCollection = (title: string, parent?: string) => newCollection(t.admin, t.orgId, title, parent);

beforeAll(async () => {
  editor = await arrangeMember(t, 'Editor', 'edit');
  creator = await arrangeMember(t, 'Creator', 'create');
  ({ api: guest, id: guestId } = await arrangeUser(t.server, { name: 'Guest', memberships: [[t.orgId, null]] }));
  const all = await walk<{ id: string; title: string; parent?: string }>(t.admin, `/v1/orgs/${t.orgId}/spaces`);
  demo = Object.fromEntries(all.map((s) => [s.title, s]));
  adminId = await tokenOwner(t.server, t.server.fixtures.tokens.admin);
});

describe('POST /v1/orgs/{organizationId}/spaces', () => {
  it('answers 201 with the defaults, a first revision and the caller’s permissions', async () => {
    const space = await createSpace(t.admin);
    expect(space).toMatchObject({
      object: 'space',
      title: 'Untitled',
      emoji: '📄',
      visibility: 'private',
      editMode: 'live',
      organization: t.orgId,
      defaultLevel: null,
      comments: 0,
      changeRequests: 0,
      changeRequestsOpen: 0,
      changeRequestsDraft: 0,
      permissions: { view: true, admin: true, edit: true },
    });
    expect(space.parent).toBeUndefined();
    expect((space as unknown as { urls: unknown }).urls).toEqual({
      location: `${t.server.url}/v1/spaces/${space.id}`,
      app: `${t.server.url}/s/${space.id}`,
    });
    const revision = await t.server.app.services.prisma.revision.findUnique({ where: { id: space.revision } });
    expect(revision).toMatchObject({ spaceId: space.id, type: 'edits' });
    expect((await t.admin.get(`/v1/spaces/${space.id}`)).body).toEqual(space);
  });

  it('creates a space in a collection, in-collection visibility allowed there only', async () => {
    const inside = await createSpace(t.admin, {
      title: 'Inside',
      emoji: '🧭',
      parent: demo['Getting Started']?.parent,
      visibility: 'in-collection',
    });
    expect(inside).toMatchObject({
      title: 'Inside',
      emoji: '🧭',
      visibility: 'in-collection',
      parent: demo['Getting Started']?.parent,
    });
    const before = (await t.admin.get(`/v1/orgs/${t.orgId}/spaces`)).body.count;
    const res = await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { visibility: 'in-collection' });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/visibility/);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/spaces`)).body.count).toBe(before);
  });

  it('refuses a title or emoji one past 50 characters and stores nothing', async () => {
    const before = (await t.admin.get(`/v1/orgs/${t.orgId}/spaces`)).body.count;
    for (const body of [{ title: 'x'.repeat(51) }, { emoji: 'x'.repeat(51) }]) {
      const res = await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, body);
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(Object.keys(body)[0] ?? '');
    }
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/spaces`)).body.count).toBe(before);
    expect((await createSpace(t.admin, { title: 'x'.repeat(50) })).title).toBe('x'.repeat(50));
  });

  it('needs the create role at the top level (403 below it) and answers 404 to outsiders', async () => {
    expect((await creator.post(`/v1/orgs/${t.orgId}/spaces`, { title: 'By creator' })).status).toBe(201);
    for (const api of [t.reader, editor, guest])
      expect((await api.post(`/v1/orgs/${t.orgId}/spaces`, {})).status).toBe(403);
    expect((await t.outsider.post(`/v1/orgs/${t.orgId}/spaces`, {})).status).toBe(404);
    expect((await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, {}, { token: null })).status).toBe(401);
  });

  it('lets a reader create in a collection whose default level is create, and 404s an unknown parent', async () => {
    const open = await createCollection('Open house');
    expect((await t.admin.patch(`/v1/collections/${open}`, { defaultLevel: 'create' })).status).toBe(200);
    const res = await t.reader.post(`/v1/orgs/${t.orgId}/spaces`, { parent: open });
    expect(res.status).toBe(201);
    expect(res.body.permissions).toMatchObject({ view: true, edit: true, admin: false });
    expect((await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { parent: 'nope' })).status).toBe(404);
    const foreign = await t.outsider.post(`/v1/orgs/${t.otherOrgId}/collections`, { title: 'Theirs' });
    expect((await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { parent: foreign.body.id })).status).toBe(404);
  });

  it('keeps all of 20 concurrent creations, each listed once with a true count', async () => {
    const parent = await createCollection('Burst');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { title: `Burst ${i}`, parent })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const listed = await walk(t.admin, `/v1/collections/${parent}/spaces`, {}, 3);
    expect(new Set(ids(listed)).size).toBe(20);
    expect(ids(listed).sort()).toEqual(results.map((r) => r.body.id as string).sort());
    expect((await t.admin.get(`/v1/collections/${parent}/spaces`)).body.count).toBe(20);
    const positions = await t.server.app.services.prisma.space.findMany({
      where: { collectionId: parent },
      select: { position: true },
    });
    expect(new Set(positions.map((p) => p.position)).size).toBe(20);
  });
});

describe('GET /v1/orgs/{organizationId}/spaces', () => {
  it('pages through every live space oldest first, with inserts between pages', async () => {
    const before = await walk<{ id: string }>(t.admin, `/v1/orgs/${t.orgId}/spaces`, {}, 1000);
    const { items, last } = await walkWhileChanging(t.admin, `/v1/orgs/${t.orgId}/spaces`, { limit: 4 }, async (i) => {
      if (i < 3) await createSpace(t.admin, { title: `Inserted ${i}` });
    });
    const seen = ids(items);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, before.length)).toEqual(ids(before));
    expect(seen.length).toBe(before.length + 3);
    expect(last.count).toBe(seen.length);
  });

  it('shows a guest only the spaces with an own or inherited level', async () => {
    const listed = await walk<{ id: string; title: string; permissions: { view: boolean } }>(
      guest,
      `/v1/orgs/${t.orgId}/spaces`,
      {},
      1000,
    );
    // Getting Started lives in Guides (defaultLevel comment); nothing else of the demo is open to guests.
    expect(listed.map((s) => s.title)).toContain('Getting Started');
    expect(listed.map((s) => s.title)).not.toContain('Handbook');
    expect(listed.every((s) => s.permissions.view)).toBe(true);
    const res = await guest.get(`/v1/orgs/${t.orgId}/spaces`);
    expect(res.body.count).toBe(listed.length);
  });

  it('answers 404 to a non-member, 401 without a token and 400 to a limit over 1000', async () => {
    expect((await t.outsider.get(`/v1/orgs/${t.orgId}/spaces`)).status).toBe(404);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/spaces`, { token: null })).status).toBe(401);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/spaces`, { query: { limit: 1001 } })).status).toBe(400);
    const res = await t.admin.get(`/v1/orgs/${t.orgId}/spaces`, { query: { limit: 1 } });
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/collections`, { query: { page: res.body.next.page } })).status).toBe(
      400,
    );
  });
});

describe('GET /v1/spaces/{spaceId}', () => {
  it('answers the space with permissions that follow the caller’s level', async () => {
    const id = demo['Handbook']?.id ?? '';
    expect((await t.admin.get(`/v1/spaces/${id}`)).body.permissions).toMatchObject({
      view: true,
      admin: true,
      edit: true,
      merge: true,
    });
    expect((await t.reader.get(`/v1/spaces/${id}`)).body.permissions).toMatchObject({
      view: true,
      admin: false,
      edit: false,
      comment: false,
    });
    expect((await editor.get(`/v1/spaces/${id}`)).body.permissions).toMatchObject({
      edit: true,
      review: false,
      admin: false,
    });
  });

  it('accepts a shareKey that changes nothing while no share link matches', async () => {
    const id = demo['Handbook']?.id ?? '';
    const plain = await t.reader.get(`/v1/spaces/${id}`);
    const keyed = await t.reader.get(`/v1/spaces/${id}`, { query: { shareKey: 'unknown-key' } });
    expect(keyed.status).toBe(200);
    expect(keyed.body).toEqual(plain.body);
    expect((await t.reader.get(`/v1/spaces/${id}`, { query: { shareKey: '' } })).status).toBe(400);
  });

  it('lets a guest read only through an inherited level, and 404s outsiders and unknown ids', async () => {
    expect((await guest.get(`/v1/spaces/${demo['Handbook']?.id}`)).status).toBe(404);
    const open = await guest.get(`/v1/spaces/${demo['Getting Started']?.id}`);
    expect(open.status).toBe(200);
    expect(open.body.permissions).toMatchObject({ view: true, comment: true, edit: false });
    const foreign = await t.outsider.get(`/v1/spaces/${demo['Handbook']?.id}`);
    expect(foreign.status).toBe(404);
    errorMessage(foreign);
    expect((await t.admin.get('/v1/spaces/nope')).status).toBe(404);
    expect((await t.admin.get(`/v1/spaces/${demo['Handbook']?.id}`, { token: 'bad' })).status).toBe(401);
  });
});

describe('PATCH /v1/spaces/{spaceId}', () => {
  it('lets an editor change title and emoji but not editMode or defaultLevel', async () => {
    const { id } = await createSpace(t.admin, { title: 'Patch me' });
    const res = await editor.patch(`/v1/spaces/${id}`, { title: 'Patched', emoji: '🛠️' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Patched', emoji: '🛠️' });
    expect((await editor.patch(`/v1/spaces/${id}`, { editMode: 'locked' })).status).toBe(403);
    expect((await editor.patch(`/v1/spaces/${id}`, { defaultLevel: 'admin' })).status).toBe(403);
    expect((await t.reader.patch(`/v1/spaces/${id}`, { title: 'No' })).status).toBe(403);
    expect((await t.outsider.patch(`/v1/spaces/${id}`, { title: 'No' })).status).toBe(404);
    expect((await t.admin.get(`/v1/spaces/${id}`)).body.title).toBe('Patched');
  });

  it('locks edits for non-admins, and a defaultLevel raises every member to it', async () => {
    const { id } = await createSpace(t.admin, { title: 'Levels' });
    const locked = await t.admin.patch(`/v1/spaces/${id}`, { editMode: 'locked' });
    expect(locked.body).toMatchObject({ editMode: 'locked', permissions: { edit: true } });
    expect((await editor.get(`/v1/spaces/${id}`)).body.permissions.edit).toBe(false);
    expect((await editor.patch(`/v1/spaces/${id}`, { title: 'Locked out' })).status).toBe(403);
    await t.admin.patch(`/v1/spaces/${id}`, { editMode: 'live', defaultLevel: 'edit' });
    const asReader = await t.reader.patch(`/v1/spaces/${id}`, { title: 'Reader edit' });
    expect(asReader.status).toBe(200);
    expect(asReader.body).toMatchObject({ defaultLevel: 'edit', permissions: { edit: true, admin: false } });
    expect((await guest.get(`/v1/spaces/${id}`)).status).toBe(200);
    expect((await t.admin.patch(`/v1/spaces/${id}`, { defaultLevel: null })).body.defaultLevel).toBeNull();
    expect((await guest.get(`/v1/spaces/${id}`)).status).toBe(404);
  });

  it('refuses a title of 51 characters and an unknown editMode, storing nothing', async () => {
    const { id } = await createSpace(t.admin, { title: 'Bounds' });
    expect((await t.admin.patch(`/v1/spaces/${id}`, { title: 'x'.repeat(51) })).status).toBe(400);
    expect((await t.admin.patch(`/v1/spaces/${id}`, { editMode: 'frozen' })).status).toBe(400);
    expect((await t.admin.get(`/v1/spaces/${id}`)).body).toMatchObject({ title: 'Bounds', editMode: 'live' });
  });

  it('leaves updatedAt as it was on an empty PATCH and moves it on a real one (docs/behaviour.md#timestamps)', async () => {
    const { id } = await createSpace(t.admin, { title: 'Stamped' });
    const before = (await t.admin.get(`/v1/spaces/${id}`)).body as { updatedAt: string };
    t.server.app.services.clock.advance(5000);
    const empty = await t.admin.patch(`/v1/spaces/${id}`, {});
    expect(empty.status).toBe(200);
    expect(empty.body.updatedAt).toBe(before.updatedAt);
    const real = await t.admin.patch(`/v1/spaces/${id}`, { title: 'Stamped again' });
    expect(real.body.updatedAt > before.updatedAt).toBe(true);
  });
});

describe('DELETE /v1/spaces/{spaceId} and POST /v1/spaces/{spaceId}/restore', () => {
  it('hides a deleted space, restores it within 7 days and purges it after', async () => {
    const { id } = await createSpace(t.admin, { title: 'Lifecycle' });
    expect((await t.reader.delete(`/v1/spaces/${id}`)).status).toBe(403);
    const deleted = await t.admin.delete(`/v1/spaces/${id}`);
    expect(deleted.status).toBe(205);
    expect(deleted.text).toBe('');
    expect((await t.admin.get(`/v1/spaces/${id}`)).status).toBe(404);
    expect((await t.admin.patch(`/v1/spaces/${id}`, { title: 'Ghost' })).status).toBe(404);
    expect((await t.admin.delete(`/v1/spaces/${id}`)).status).toBe(404);
    expect((await t.admin.post(`/v1/spaces/${id}/duplicate`)).status).toBe(404);
    expect(ids(await walk(t.admin, `/v1/orgs/${t.orgId}/spaces`, {}, 1000))).not.toContain(id);
    expect((await t.reader.post(`/v1/spaces/${id}/restore`)).status).toBe(403);
    expect((await t.outsider.post(`/v1/spaces/${id}/restore`)).status).toBe(404);

    const restored = await t.admin.post(`/v1/spaces/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, title: 'Lifecycle' });
    expect(restored.body.deletedAt).toBeUndefined();
    expect((await t.admin.get(`/v1/spaces/${id}`)).status).toBe(200);
    expect((await t.admin.post(`/v1/spaces/${id}/restore`)).status).toBe(200);

    expect((await t.admin.delete(`/v1/spaces/${id}`)).status).toBe(205);
    const clock = await t.admin.post('/__test/clock', { advanceSeconds: SEVEN_DAYS_AND_A_SECOND });
    expect(clock.status).toBe(200);
    const late = await t.admin.post(`/v1/spaces/${id}/restore`);
    expect(late.status).toBe(404);
    errorMessage(late);
    expect(await t.server.app.services.prisma.space.findUnique({ where: { id } })).toBeNull();
    expect(ids(await walk(t.admin, `/v1/orgs/${t.orgId}/spaces`, {}, 1000))).not.toContain(id);
  });

  it('restores just before the 7 days end', async () => {
    const { id } = await createSpace(t.admin, { title: 'Almost' });
    await t.admin.delete(`/v1/spaces/${id}`);
    await t.admin.post('/__test/clock', { advanceSeconds: 7 * 86_400 - 60 });
    expect((await t.admin.post(`/v1/spaces/${id}/restore`)).status).toBe(200);
  });
});

describe('purgeExpiredSpaces', () => {
  it('removes spaces deleted over 7 days ago and keeps the ones still restorable', async () => {
    const old = await createSpace(t.admin, { title: 'Old' });
    await t.admin.delete(`/v1/spaces/${old.id}`);
    await t.admin.post('/__test/clock', { advanceSeconds: 3 * 86_400 });
    const recent = await createSpace(t.admin, { title: 'Recent' });
    await t.admin.delete(`/v1/spaces/${recent.id}`);
    await t.admin.post('/__test/clock', { advanceSeconds: 4 * 86_400 + 1 });
    expect(await purgeExpiredSpaces(t.server.app.services)).toBeGreaterThanOrEqual(1);
    const prisma = t.server.app.services.prisma;
    expect(await prisma.space.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await prisma.revision.findUnique({ where: { id: old.revision } })).toBeNull();
    expect(await prisma.space.findUnique({ where: { id: recent.id } })).not.toBeNull();
    expect((await t.admin.post(`/v1/spaces/${recent.id}/restore`)).status).toBe(200);
  });
});

describe('GET /v1/orgs/{organizationId}/members/{userId}/spaces', () => {
  it('lists the spaces a member can read with their level, newest first by default', async () => {
    const res = await t.admin.get(`/v1/orgs/${t.orgId}/members/${guestId}/spaces`, { query: { limit: 1000 } });
    expect(res.status).toBe(200);
    const titles = res.body.items.map((i: { space: { title: string } }) => i.space.title);
    expect(titles).toContain('Getting Started');
    expect(titles).not.toContain('Handbook');
    const item = res.body.items.find((i: { space: { title: string } }) => i.space.title === 'Getting Started');
    expect(item.permission).toBe('comment');
    expect(item.space.permissions.admin).toBe(true);
    expect(res.body.count).toBe(res.body.items.length);
  });

  it('orders by creation in both directions and pages consistently', async () => {
    const path = `/v1/orgs/${t.orgId}/members/${adminId}/spaces`;
    const desc = await walk<{ permission: string; space: { id: string; createdAt: string } }>(t.admin, path, {}, 5);
    const asc = await walk<{ permission: string; space: { id: string } }>(t.admin, path, { order: 'asc' }, 5);
    expect(desc.map((i) => i.space.id)).toEqual(asc.map((i) => i.space.id).reverse());
    expect(desc.every((i) => i.permission === 'admin')).toBe(true);
    expect(new Set(desc.map((i) => i.space.id)).size).toBe(desc.length);
    expect((await t.admin.get(path, { query: { order: 'sideways' } })).status).toBe(400);
  });

  it('lets members list their own spaces only (403 for others), 404 for non-members', async () => {
    expect((await guest.get(`/v1/orgs/${t.orgId}/members/${guestId}/spaces`)).status).toBe(200);
    expect((await t.reader.get(`/v1/orgs/${t.orgId}/members/${guestId}/spaces`)).status).toBe(403);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members/nobody/spaces`)).status).toBe(404);
    expect((await t.outsider.get(`/v1/orgs/${t.orgId}/members/${guestId}/spaces`)).status).toBe(404);
  });
});
