import { beforeAll, describe, expect, it } from 'vitest';
import {
  arrangeMember,
  errorMessage,
  expectAdminDeletes,
  useTestServer,
  walk,
  walkWhileChanging,
  type Client,
} from './helpers.js';

const t = useTestServer();
let guest: Client;
let writersId: string;

const samlPath = () => `/v1/orgs/${t.orgId}/saml`;
const complete = {
  ssoURL: 'https://idp.acme.test/sso',
  entityID: 'https://idp.acme.test/entity',
  certificate: 'MIIC-certificate',
};

beforeAll(async () => {
  guest = await arrangeMember(t, 'Gus Guest', null);
  writersId = (await t.server.app.services.prisma.team.findFirstOrThrow({ where: { title: 'Writers' } })).id;
});

describe('POST /v1/orgs/{organizationId}/saml', () => {
  it('creates a pending provider with service URLs from the server’s base URL', async () => {
    const res = await t.admin.post(samlPath(), { label: 'Okta' });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(res.body).toEqual({
      object: 'saml-provider',
      id,
      label: 'Okta',
      defaultRole: null,
      createdAt: expect.any(String),
      status: 'pending',
      service: {
        acsURL: `${t.server.url}/sso/saml/${id}/acs`,
        startURL: `${t.server.url}/sso/saml/${id}/start`,
        entityID: `${t.server.url}/sso/saml/${id}/metadata`,
      },
      urls: { location: `${t.server.url}/v1/orgs/${t.orgId}/saml/${id}` },
    });
  });

  it('creates an active provider when ssoURL, entityID and certificate are given, with its default team and role', async () => {
    const res = await t.admin.post(samlPath(), {
      label: 'Azure AD',
      ...complete,
      defaultTeam: writersId,
      defaultRole: 'comment',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...complete,
      status: 'active',
      defaultRole: 'comment',
      defaultTeam: { object: 'team', id: writersId, title: 'Writers', members: 2 },
    });
  });

  it('refuses a default team that is not a team of the organization with 400, storing nothing', async () => {
    const before = (await t.admin.get(samlPath(), { query: { limit: 0 } })).body.count as number;
    const res = await t.admin.post(samlPath(), { label: 'Bad team', defaultTeam: 'nope' });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/defaultTeam/);
    expect((await t.admin.get(samlPath(), { query: { limit: 0 } })).body.count).toBe(before);
  });

  it('checks every bound one past its limit with 400 and stores nothing', async () => {
    const before = (await t.admin.get(samlPath(), { query: { limit: 0 } })).body.count as number;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ label: '' }, /label/],
      [{ label: 'l'.repeat(31) }, /label/],
      [{}, /label/],
      [{ label: 'ok', entityID: 'e'.repeat(1025) }, /entityID/],
      [{ label: 'ok', certificate: 'c'.repeat(10_001) }, /certificate/],
      [{ label: 'ok', ssoURL: `https://idp.test/${'s'.repeat(2048 - 17 + 1)}` }, /ssoURL/],
      [{ label: 'ok', ssoURL: 'not a url' }, /ssoURL/],
      [{ label: 'ok', defaultRole: 'owner' }, /defaultRole/],
    ];
    for (const [body, field] of cases) {
      const res = await t.admin.post(samlPath(), body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorMessage(res)).toMatch(field);
    }
    expect((await t.admin.get(samlPath(), { query: { limit: 0 } })).body.count).toBe(before);
    const atBounds = await t.admin.post(samlPath(), {
      label: 'l'.repeat(30),
      entityID: 'e'.repeat(1024),
      certificate: 'c'.repeat(10_000),
      ssoURL: `https://idp.test/${'s'.repeat(2048 - 17)}`,
    });
    expect(atBounds.status).toBe(201);
    expect(atBounds.body.status).toBe('active');
  });

  it('is for admins only: 403 to a reader, 404 outside, 401 without a token', async () => {
    expect((await t.reader.post(samlPath(), { label: 'Mine' })).status).toBe(403);
    expect((await t.outsider.post(samlPath(), { label: 'Mine' })).status).toBe(404);
    expect((await t.admin.post(samlPath(), { label: 'Mine' }, { token: null })).status).toBe(401);
  });
});

describe('GET /v1/orgs/{organizationId}/saml', () => {
  it('walks every page with no duplicates and nothing missing while providers are created between pages', async () => {
    const { items, last } = await walkWhileChanging(
      t.admin,
      samlPath(),
      { limit: 2 },
      (i) => t.admin.post(samlPath(), { label: `Late ${i}` }),
      20,
    );
    const seen = items.map((p: { id: string }) => p.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(last.count).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen).toEqual((await walk(t.admin, samlPath(), {}, 1000)).map((p: { id: string }) => p.id));
  });

  it('answers 403 to members below admin (certificates and entity settings are admin configuration) and 404 outside the organization', async () => {
    expect((await guest.get(samlPath())).status).toBe(403);
    const read = await t.reader.get(samlPath());
    expect(read.status).toBe(403);
    expect(read.text).not.toContain('certificate');
    expect((await t.outsider.get(samlPath())).status).toBe(404);
  });
});

describe('GET /v1/orgs/{organizationId}/saml/{samlProviderId}', () => {
  it('answers the provider; 404 for unknown ids and for providers of another organization', async () => {
    const created = (await t.admin.post(samlPath(), { label: 'Google' })).body;
    const res = await t.admin.get(`${samlPath()}/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
    expect((await t.reader.get(`${samlPath()}/${created.id}`)).status).toBe(403);
    expect((await t.admin.get(`${samlPath()}/nope`)).status).toBe(404);
    const foreign = (await t.outsider.post(`/v1/orgs/${t.otherOrgId}/saml`, { label: 'Theirs' })).body;
    expect((await t.admin.get(`${samlPath()}/${foreign.id}`)).status).toBe(404);
    expect((await t.outsider.get(`${samlPath()}/${created.id}`)).status).toBe(404);
  });
});

describe('PATCH /v1/orgs/{organizationId}/saml/{samlProviderId}', () => {
  it('updates the given fields and becomes active once the identity provider is fully configured', async () => {
    const id = (await t.admin.post(samlPath(), { label: 'OneLogin', defaultRole: 'read' })).body.id as string;
    const step = await t.admin.patch(`${samlPath()}/${id}`, { ssoURL: complete.ssoURL, entityID: complete.entityID });
    expect(step.body).toMatchObject({ label: 'OneLogin', status: 'pending', defaultRole: 'read' });
    const done = await t.admin.patch(`${samlPath()}/${id}`, {
      certificate: complete.certificate,
      label: 'OneLogin SSO',
      defaultRole: null,
      defaultTeam: writersId,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      ...complete,
      label: 'OneLogin SSO',
      status: 'active',
      defaultRole: null,
      defaultTeam: { id: writersId },
    });
    expect((await t.admin.get(`${samlPath()}/${id}`)).body).toEqual(done.body);
  });

  it('refuses a foreign default team and out-of-bounds fields with 400, changing nothing', async () => {
    const created = (await t.admin.post(samlPath(), { label: 'Strict' })).body;
    for (const body of [{ defaultTeam: 'nope' }, { label: '' }, { label: 'x'.repeat(31) }, { ssoURL: 'nope' }]) {
      const res = await t.admin.patch(`${samlPath()}/${created.id}`, body);
      expect(res.status).toBe(400);
      errorMessage(res);
    }
    expect((await t.admin.get(`${samlPath()}/${created.id}`)).body).toEqual(created);
  });

  it('answers 403 to a reader and 404 for unknown providers and outsiders', async () => {
    const created = (await t.admin.post(samlPath(), { label: 'Guarded' })).body;
    expect((await t.reader.patch(`${samlPath()}/${created.id}`, { label: 'Mine' })).status).toBe(403);
    expect((await t.admin.patch(`${samlPath()}/nope`, { label: 'x' })).status).toBe(404);
    expect((await t.outsider.patch(`${samlPath()}/${created.id}`, { label: 'x' })).status).toBe(404);
  });

  it('derives a consistent status from 20 concurrent partial updates', async () => {
    const id = (await t.admin.post(samlPath(), { label: 'Racy' })).body.id as string;
    const fields = [
      { ssoURL: complete.ssoURL },
      { entityID: complete.entityID },
      { certificate: complete.certificate },
      { label: 'Racy again' },
    ];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.admin.patch(`${samlPath()}/${id}`, fields[i % 4])),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const final = (await t.admin.get(`${samlPath()}/${id}`)).body;
    expect(final).toMatchObject({ ...complete, label: 'Racy again', status: 'active' });
  });
});

describe('DELETE /v1/orgs/{organizationId}/saml/{samlProviderId}', () => {
  it('deletes a provider (204); then it is a 404', async () => {
    const created = (await t.admin.post(samlPath(), { label: 'Temporary' })).body;
    await expectAdminDeletes(t, `${samlPath()}/${created.id}`);
  });

  it('leaves providers without a default team when that team is deleted', async () => {
    const team = (await t.admin.put(`/v1/orgs/${t.orgId}/teams`, { title: 'SSO users' })).body;
    const provider = (await t.admin.post(samlPath(), { label: 'With team', defaultTeam: team.id })).body;
    expect(provider.defaultTeam.id).toBe(team.id);
    expect((await t.admin.delete(`/v1/orgs/${t.orgId}/teams/${team.id}`)).status).toBe(204);
    expect((await t.admin.get(`${samlPath()}/${provider.id}`)).body.defaultTeam).toBeUndefined();
  });
});

describe('GET /v1/orgs/{organizationId}/sso', () => {
  it('lists the active providers’ logins to every member, guests included', async () => {
    const active = (await t.admin.get(samlPath(), { query: { limit: 1000 } })).body.items.filter(
      (p: { status: string }) => p.status === 'active',
    );
    expect(active.length).toBeGreaterThan(0);
    for (const caller of [t.admin, t.reader, guest]) {
      const res = await caller.get(`/v1/orgs/${t.orgId}/sso`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        items: active.map((p: { id: string; label: string; service: { startURL: string } }) => ({
          id: p.id,
          label: p.label,
          startURL: p.service.startURL,
        })),
      });
    }
  });

  it('answers an empty list for an organization without active providers, 404 outside, 401 without a token', async () => {
    expect((await t.outsider.get(`/v1/orgs/${t.otherOrgId}/sso`)).body).toEqual({ items: [] });
    expect((await t.outsider.get(`/v1/orgs/${t.orgId}/sso`)).status).toBe(404);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/sso`, { token: null })).status).toBe(401);
  });
});
