import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrangeUser, client, errorMessage, startTestServer, walk, type Client, type TestServer } from './helpers.js';

let server: TestServer;
let admin: Client;
let reader: Client;
let outsider: Client;
let creator: Client;
let editor: Client;
let guest: Client;
let orgId: string;

const path = (id?: string) => `/v1/orgs/${orgId}/translations${id === undefined ? '' : `/${id}`}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server, server.fixtures.tokens.admin);
  reader = client(server, server.fixtures.tokens.reader);
  outsider = client(server, server.fixtures.tokens.outsider);
  orgId = server.fixtures.organizationId;
  creator = (await arrangeUser(server, { name: 'Cora Creator', memberships: [[orgId, 'create']] })).api;
  editor = (await arrangeUser(server, { name: 'Eddie Editor', memberships: [[orgId, 'edit']] })).api;
  guest = (await arrangeUser(server, { name: 'Gus Guest', memberships: [[orgId, null]] })).api;
});
afterAll(async () => {
  await server.stop();
});

describe('POST /v1/orgs/{organizationId}/translations', () => {
  it('creates translation settings with no languages and answers 201', async () => {
    const res = await creator.post(path(), { title: 'French' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'translation-settings', title: 'French', languages: [], permissions: { view: true, edit: true } });
    expect(res.body.createdAt).toBe(res.body.updatedAt);
    expect(res.body.urls.location).toBe(`${server.url}${path(res.body.id)}`);
    expect((await reader.get(path(res.body.id))).body).toMatchObject({ id: res.body.id, permissions: { view: true, edit: false } });
  });

  it('accepts titles of 1 and 100 characters and refuses 0 and 101 with 400, storing nothing', async () => {
    const before = (await admin.get(path(), { query: { limit: 0 } })).body.count as number;
    for (const title of ['x', 'y'.repeat(100)]) expect((await admin.post(path(), { title })).status).toBe(201);
    for (const body of [{ title: '' }, { title: 'z'.repeat(101) }, {}, { title: 7 }]) {
      const res = await admin.post(path(), body);
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/title/);
    }
    expect((await admin.get(path(), { query: { limit: 0 } })).body.count).toBe(before + 2);
  });

  it('needs the create role (403 below it) and is a 404 for outsiders', async () => {
    for (const api of [editor, reader, guest]) expect((await api.post(path(), { title: 'Nope' })).status).toBe(403);
    const res = await outsider.post(path(), { title: 'Nope' });
    expect(res.status).toBe(404);
    errorMessage(res);
    expect((await admin.post(path(), { title: 'Nope' }, { token: null })).status).toBe(401);
  });

  it('creates 20 settings concurrently, all stored and counted', async () => {
    const before = (await admin.get(path(), { query: { limit: 0 } })).body.count as number;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => admin.post(path(), { title: `Burst ${i}` })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(20);
    const all = await walk(admin, path(), {}, 9);
    expect(all.filter((t: { title: string }) => t.title.startsWith('Burst '))).toHaveLength(20);
    expect(all).toHaveLength(before + 20);
  });
});

describe('GET /v1/orgs/{organizationId}/translations', () => {
  it('walks every page with no duplicates and nothing missing while settings are created between pages', async () => {
    for (let i = 0; i < 3; i++) await admin.post(path(), { title: `Page ${i}` });
    const seen: string[] = [];
    let page: string | undefined;
    let last: { count: number; next?: unknown } | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await reader.get(path(), { query: { limit: 4, page } });
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((t: { id: string }) => t.id));
      last = res.body;
      if (!res.body.next) break;
      page = res.body.next.page;
      if (i < 3) await admin.post(path(), { title: `Late ${i}` });
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(last?.next).toBeUndefined();
    expect(last?.count).toBe(seen.length);
    expect(seen).toEqual((await walk(admin, path(), {}, 1000)).map((t: { id: string }) => t.id));
  });

  it('answers an empty list for an organization without settings, 403 for a guest and 404 for outsiders', async () => {
    const other = client(server, server.fixtures.tokens.outsider);
    const res = await other.get(`/v1/orgs/${server.fixtures.otherOrganizationId}/translations`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], count: 0 });
    expect((await guest.get(path())).status).toBe(403);
    expect((await outsider.get(path())).status).toBe(404);
    expect((await admin.get(path(), { query: { limit: 1001 } })).status).toBe(400);
  });
});

describe('GET /v1/orgs/{organizationId}/translations/{translationSettingsId}', () => {
  it('answers the settings to readers; 404 for unknown ids, for outsiders and across organizations', async () => {
    const made = (await admin.post(path(), { title: 'German' })).body;
    const res = await reader.get(path(made.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...made, permissions: { view: true, edit: false } });
    expect((await admin.get(path('nope'))).status).toBe(404);
    expect((await outsider.get(path(made.id))).status).toBe(404);
    expect((await outsider.get(`/v1/orgs/${server.fixtures.otherOrganizationId}/translations/${made.id}`)).status).toBe(404);
    expect((await guest.get(path(made.id))).status).toBe(403);
  });
});

describe('PUT /v1/orgs/{organizationId}/translations/{translationSettingsId}', () => {
  it('replaces the title and moves updatedAt, keeping createdAt', async () => {
    const made = (await admin.post(path(), { title: 'Spanish' })).body;
    await admin.request('POST', '/__test/clock', { body: { advanceSeconds: 60 } });
    const res = await creator.put(path(made.id), { title: 'Español' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: made.id, title: 'Español', languages: [], createdAt: made.createdAt });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt) + 60_000);
    expect((await reader.get(path(made.id))).body.title).toBe('Español');
  });

  it('refuses a title out of bounds with 400 and keeps the old one', async () => {
    const made = (await admin.post(path(), { title: 'Italian' })).body;
    for (const title of ['', 'i'.repeat(101)]) expect((await admin.put(path(made.id), { title })).status).toBe(400);
    expect((await admin.put(path(made.id), { title: 'i'.repeat(100) })).status).toBe(200);
    expect((await admin.put(path(made.id), {})).status).toBe(400);
    expect((await reader.get(path(made.id))).body.title).toBe('i'.repeat(100));
  });

  it('needs the create role; 404 for unknown ids and outsiders', async () => {
    const made = (await admin.post(path(), { title: 'Dutch' })).body;
    expect((await editor.put(path(made.id), { title: 'Nederlands' })).status).toBe(403);
    expect((await outsider.put(path(made.id), { title: 'Nederlands' })).status).toBe(404);
    expect((await admin.put(path('nope'), { title: 'Nederlands' })).status).toBe(404);
    expect((await reader.get(path(made.id))).body.title).toBe('Dutch');
  });
});

describe('DELETE /v1/orgs/{organizationId}/translations/{translationSettingsId}', () => {
  it('answers 205 without a body and removes the settings from the list', async () => {
    const made = (await admin.post(path(), { title: 'Polish' })).body;
    const res = await creator.delete(path(made.id));
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    expect((await admin.get(path(made.id))).status).toBe(404);
    expect((await walk(admin, path(), {}, 1000)).some((t: { id: string }) => t.id === made.id)).toBe(false);
    expect((await admin.delete(path(made.id))).status).toBe(404);
  });

  it('needs the create role and is a 404 for outsiders', async () => {
    const made = (await admin.post(path(), { title: 'Czech' })).body;
    expect((await editor.delete(path(made.id))).status).toBe(403);
    expect((await outsider.delete(path(made.id))).status).toBe(404);
    expect((await reader.get(path(made.id))).status).toBe(200);
  });
});
