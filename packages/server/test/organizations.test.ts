import { describe, expect, it } from 'vitest';
import { errorMessage, useTestServer, walk } from './helpers.js';

const t = useTestServer();

describe('GET /v1/orgs', () => {
  it('lists the organizations of the caller only', async () => {
    const res = await t.admin.get('/v1/orgs');
    expect(res.status).toBe(200);
    // The demo's admin administers a second organization too (where content can be transferred to).
    expect(res.body.count).toBe(2);
    expect(res.body.items.map((o: { id: string }) => o.id)).toContain(t.orgId);
    expect(res.body.items.map((o: { title: string }) => o.title).sort()).toEqual(['Acme Docs', 'Acme Labs']);
    expect(res.body.next).toBeUndefined();
    expect((await walk(t.outsider, '/v1/orgs', {}, 1)).map((o: { id: string }) => o.id)).toEqual([t.otherOrgId]);
  });

  it('answers 401 with the error body without a token, and with an unknown token', async () => {
    const missing = await t.admin.get('/v1/orgs', { token: null });
    expect(missing.status).toBe(401);
    expect(errorMessage(missing)).toMatch(/Bearer/);
    expect((await t.admin.get('/v1/orgs', { token: 'nope' })).status).toBe(401);
  });

  it('refuses a limit above 1000 or below 0 and a garbage cursor with 400', async () => {
    expect((await t.admin.get('/v1/orgs', { query: { limit: 1000 } })).status).toBe(200);
    for (const limit of [1001, -1, 'x']) {
      const res = await t.admin.get('/v1/orgs', { query: { limit } });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/limit/);
    }
    expect((await t.admin.get('/v1/orgs', { query: { page: 'garbage' } })).status).toBe(400);
  });
});

describe('GET /v1/orgs/{organizationId}', () => {
  it('answers the organization with the caller’s permissions', async () => {
    const asAdmin = await t.admin.get(`/v1/orgs/${t.orgId}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({
      object: 'organization',
      id: t.orgId,
      title: 'Acme Docs',
      internal_isOnNewTrial: true,
    });
    expect(asAdmin.body.permissions.admin).toBe(true);
    // Sent always, so that clients of the live service read them without a check.
    expect(asAdmin.body.trial).toEqual({ status: 'none', count: 0 });
    expect(asAdmin.body.urls).toMatchObject({
      location: `${t.server.url}/v1/orgs/${t.orgId}`,
      app: expect.any(String),
    });
    const asReader = await t.reader.get(`/v1/orgs/${t.orgId}`);
    expect(asReader.body.permissions).toMatchObject({ view: true, admin: false, createContent: false });
  });

  it('is a 404 for a caller outside the organization, never a leak', async () => {
    const res = await t.outsider.get(`/v1/orgs/${t.orgId}`);
    expect(res.status).toBe(404);
    errorMessage(res);
    expect((await t.admin.get('/v1/orgs/doesnotexist')).status).toBe(404);
  });
});

describe('PATCH /v1/orgs/{organizationId}', () => {
  it('answers 400 naming the field for a defaultContent.site of another organization or none', async () => {
    const theirs = (await t.outsider.post(`/v1/orgs/${t.otherOrgId}/sites`, {})).body.id as string;
    for (const site of [theirs, 'no-such-site']) {
      const res = await t.admin.patch(`/v1/orgs/${t.orgId}`, { defaultContent: { type: 'site', site } });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toBe(`body.defaultContent.site: ${site} is not a site of this organization`);
    }
  });

  it('updates every field it is given', async () => {
    const site1 = (await t.admin.post(`/v1/orgs/${t.orgId}/sites`, {})).body.id as string;
    const res = await t.admin.patch(`/v1/orgs/${t.orgId}`, {
      title: 'Acme Documentation',
      emailDomains: ['acme.test', 'ACME.example'],
      hostname: 'acme-docs',
      defaultRole: 'comment',
      defaultContent: { type: 'site', site: site1 },
      logo: 'https://acme.test/logo.png',
      sso: true,
      ai: true,
      inviteLinks: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Acme Documentation',
      emailDomains: ['acme.test', 'acme.example'],
      hostname: 'acme-docs',
      defaultRole: 'comment',
      defaultContent: { type: 'site', site: site1 },
      sso: true,
      ai: true,
      inviteLinks: false,
      urls: { logo: 'https://acme.test/logo.png' },
    });
    const cleared = await t.admin.patch(`/v1/orgs/${t.orgId}`, { defaultRole: null, logo: null, defaultContent: null });
    expect(cleared.body.defaultRole).toBeNull();
    expect(cleared.body.urls.logo).toBeUndefined();
    expect(cleared.body.defaultContent).toBeUndefined();
  });

  it('rejects a title one character past its bounds and stores nothing', async () => {
    for (const title of ['A', 'x'.repeat(256)]) {
      const res = await t.admin.patch(`/v1/orgs/${t.orgId}`, { title });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/title/);
    }
    expect((await t.admin.patch(`/v1/orgs/${t.orgId}`, { title: 'x'.repeat(255) })).status).toBe(200);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}`)).body.title).toBe('x'.repeat(255));
  });

  it('answers 403 to a reader and 409 for a hostname of another organization', async () => {
    expect((await t.reader.patch(`/v1/orgs/${t.orgId}`, { ai: false })).status).toBe(403);
    await t.outsider.patch(`/v1/orgs/${t.otherOrgId}`, { hostname: 'other-org' });
    expect((await t.admin.patch(`/v1/orgs/${t.orgId}`, { hostname: 'other-org' })).status).toBe(409);
  });

  it('answers 415 to a body that is not JSON and 400 to malformed JSON', async () => {
    const text = await t.admin.request('PATCH', `/v1/orgs/${t.orgId}`, {
      rawBody: 'title=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    errorMessage(text);
    const bad = await t.admin.request('PATCH', `/v1/orgs/${t.orgId}`, {
      rawBody: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    errorMessage(bad);
  });
});

describe('GET /v1/email-domains/{emailDomain}/orgs', () => {
  it('finds the organizations of a domain the caller belongs to', async () => {
    const res = await t.reader.get('/v1/email-domains/acme.test/orgs');
    expect(res.status).toBe(200);
    expect(res.body.organizations.map((o: { id: string }) => o.id)).toEqual([t.orgId]);
    expect((await t.outsider.get('/v1/email-domains/acme.test/orgs')).body.organizations).toEqual([]);
  });
});

describe('GET /v1/orgs/{organizationId}/search', () => {
  it('answers an empty list while no content exists, and refuses a query over 512 characters', async () => {
    const res = await t.admin.get(`/v1/orgs/${t.orgId}/search`, { query: { query: 'x'.repeat(512) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], count: 0 });
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/search`, { query: { query: 'x'.repeat(513) } })).status).toBe(400);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/search`)).status).toBe(400);
  });
});

describe('unknown routes and methods', () => {
  it('answers 404 for an unknown path and 405 for a known path with another method', async () => {
    const unknown = await t.admin.get('/v1/nothing-here');
    expect(unknown.status).toBe(404);
    errorMessage(unknown);
    const method = await t.admin.request('DELETE', `/v1/orgs/${t.orgId}`);
    expect(method.status).toBe(405);
    expect(method.headers.get('allow')).toContain('PATCH');
    errorMessage(method);
  });
});
