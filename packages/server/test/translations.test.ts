import { describe, expect, it } from 'vitest';
import { arrangeRoleMembers, client, errorMessage, useTestServer, walk, walkWhileChanging } from './helpers.js';

const t = useTestServer({}, arrangeRoleMembers);

const path = (id?: string) => `/v1/orgs/${t.orgId}/translations${id === undefined ? '' : `/${id}`}`;

describe('POST /v1/orgs/{organizationId}/translations', () => {
  it('creates translation settings with no languages and answers 201', async () => {
    const res = await t.creator.post(path(), { title: 'French' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'translation-settings',
      title: 'French',
      languages: [],
      permissions: { view: true, edit: true },
    });
    expect(res.body.createdAt).toBe(res.body.updatedAt);
    expect(res.body.urls.location).toBe(`${t.server.url}${path(res.body.id)}`);
    expect((await t.reader.get(path(res.body.id))).body).toMatchObject({
      id: res.body.id,
      permissions: { view: true, edit: false },
    });
  });

  it('accepts titles of 1 and 100 characters and refuses 0 and 101 with 400, storing nothing', async () => {
    const before = (await t.admin.get(path(), { query: { limit: 0 } })).body.count as number;
    for (const title of ['x', 'y'.repeat(100)]) expect((await t.admin.post(path(), { title })).status).toBe(201);
    for (const body of [{ title: '' }, { title: 'z'.repeat(101) }, {}, { title: 7 }]) {
      const res = await t.admin.post(path(), body);
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/title/);
    }
    expect((await t.admin.get(path(), { query: { limit: 0 } })).body.count).toBe(before + 2);
  });

  it('needs the create role (403 below it) and is a 404 for outsiders', async () => {
    for (const api of [t.editor, t.reader, t.guest])
      expect((await api.post(path(), { title: 'Nope' })).status).toBe(403);
    const res = await t.outsider.post(path(), { title: 'Nope' });
    expect(res.status).toBe(404);
    errorMessage(res);
    expect((await t.admin.post(path(), { title: 'Nope' }, { token: null })).status).toBe(401);
  });

  it('creates 20 settings concurrently, all stored and counted', async () => {
    const before = (await t.admin.get(path(), { query: { limit: 0 } })).body.count as number;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.admin.post(path(), { title: `Burst ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(20);
    const all = await walk(t.admin, path(), {}, 9);
    expect(all.filter((settings: { title: string }) => settings.title.startsWith('Burst '))).toHaveLength(20);
    expect(all).toHaveLength(before + 20);
  });
});

describe('GET /v1/orgs/{organizationId}/translations', () => {
  it('walks every page with no duplicates and nothing missing while settings are created between pages', async () => {
    for (let i = 0; i < 3; i++) await t.admin.post(path(), { title: `Page ${i}` });
    const { items, last } = await walkWhileChanging(t.reader, path(), { limit: 4 }, async (i) => {
      if (i < 3) await t.admin.post(path(), { title: `Late ${i}` });
    });
    const seen = items.map((settings: { id: string }) => settings.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(last.count).toBe(seen.length);
    expect(seen).toEqual((await walk(t.admin, path(), {}, 1000)).map((settings: { id: string }) => settings.id));
  });

  it('answers an empty list for an organization without settings, 403 for a guest and 404 for outsiders', async () => {
    const other = client(t.server, t.server.fixtures.tokens.outsider);
    const res = await other.get(`/v1/orgs/${t.otherOrgId}/translations`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], count: 0 });
    expect((await t.guest.get(path())).status).toBe(403);
    expect((await t.outsider.get(path())).status).toBe(404);
    expect((await t.admin.get(path(), { query: { limit: 1001 } })).status).toBe(400);
  });
});

describe('GET /v1/orgs/{organizationId}/translations/{translationSettingsId}', () => {
  it('answers the settings to readers; 404 for unknown ids, for outsiders and across organizations', async () => {
    const made = (await t.admin.post(path(), { title: 'German' })).body;
    const res = await t.reader.get(path(made.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...made, permissions: { view: true, edit: false } });
    expect((await t.admin.get(path('nope'))).status).toBe(404);
    expect((await t.outsider.get(path(made.id))).status).toBe(404);
    expect((await t.outsider.get(`/v1/orgs/${t.otherOrgId}/translations/${made.id}`)).status).toBe(404);
    expect((await t.guest.get(path(made.id))).status).toBe(403);
  });
});

describe('PUT /v1/orgs/{organizationId}/translations/{translationSettingsId}', () => {
  it('replaces the title and moves updatedAt, keeping createdAt', async () => {
    const made = (await t.admin.post(path(), { title: 'Spanish' })).body;
    await t.admin.request('POST', '/__test/clock', { body: { advanceSeconds: 60 } });
    const res = await t.creator.put(path(made.id), { title: 'Español' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: made.id, title: 'Español', languages: [], createdAt: made.createdAt });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt) + 60_000);
    expect((await t.reader.get(path(made.id))).body.title).toBe('Español');
  });

  it('refuses a title out of bounds with 400 and keeps the old one', async () => {
    const made = (await t.admin.post(path(), { title: 'Italian' })).body;
    for (const title of ['', 'i'.repeat(101)]) expect((await t.admin.put(path(made.id), { title })).status).toBe(400);
    expect((await t.admin.put(path(made.id), { title: 'i'.repeat(100) })).status).toBe(200);
    expect((await t.admin.put(path(made.id), {})).status).toBe(400);
    expect((await t.reader.get(path(made.id))).body.title).toBe('i'.repeat(100));
  });

  it('needs the create role; 404 for unknown ids and outsiders', async () => {
    const made = (await t.admin.post(path(), { title: 'Dutch' })).body;
    expect((await t.editor.put(path(made.id), { title: 'Nederlands' })).status).toBe(403);
    expect((await t.outsider.put(path(made.id), { title: 'Nederlands' })).status).toBe(404);
    expect((await t.admin.put(path('nope'), { title: 'Nederlands' })).status).toBe(404);
    expect((await t.reader.get(path(made.id))).body.title).toBe('Dutch');
  });
});

describe('DELETE /v1/orgs/{organizationId}/translations/{translationSettingsId}', () => {
  it('answers 205 without a body and removes the settings from the list', async () => {
    const made = (await t.admin.post(path(), { title: 'Polish' })).body;
    const res = await t.creator.delete(path(made.id));
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    expect((await t.admin.get(path(made.id))).status).toBe(404);
    expect((await walk(t.admin, path(), {}, 1000)).some((settings: { id: string }) => settings.id === made.id)).toBe(
      false,
    );
    expect((await t.admin.delete(path(made.id))).status).toBe(404);
  });

  it('needs the create role and is a 404 for outsiders', async () => {
    const made = (await t.admin.post(path(), { title: 'Czech' })).body;
    expect((await t.editor.delete(path(made.id))).status).toBe(403);
    expect((await t.outsider.delete(path(made.id))).status).toBe(404);
    expect((await t.reader.get(path(made.id))).status).toBe(200);
  });
});
