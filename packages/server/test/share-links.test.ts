import { resolveShareKey } from '../src/access/resources.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSpace, ids } from './content-helpers.js';
import { arrangeMember, errorMessage, useTestServer, walk, type Client } from './helpers.js';

const t = useTestServer();
/** member of acme without a role: reads no space of its own */
let guest: Client;

const siteUrl = (siteId: string) => `/v1/orgs/${t.orgId}/sites/${siteId}`;
const linksUrl = (siteId: string) => `${siteUrl(siteId)}/share-links`;

/** A site of acme publishing one fresh space: `share-link` visibility and published unless told otherwise. */
async function arrangeSite(options: { visibility?: string; publish?: boolean } = {}) {
  const space = await createSpace(t.admin, t.orgId, { title: 'Shared space' });
  const res = await t.admin.post(`/v1/orgs/${t.orgId}/sites`, {
    title: 'Shared site',
    visibility: options.visibility ?? 'share-link',
    spaces: [space.id],
  });
  expect(res.status, res.text).toBe(201);
  if (options.publish ?? true) expect((await t.admin.post(`${siteUrl(res.body.id)}/publish`)).status).toBe(200);
  return { site: res.body as { id: string }, space };
}

async function createLink(siteId: string, name = 'For partners') {
  const res = await t.admin.post(linksUrl(siteId), { name });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; name: string; active: boolean; urls: { published: string } };
}

const keyOf = (link: { urls: { published: string } }): string =>
  new URL(link.urls.published).searchParams.get('share') ?? '';

beforeAll(async () => {
  guest = await arrangeMember(t, 'Guest', null);
});

describe('POST /v1/orgs/{organizationId}/sites/{siteId}/share-links', () => {
  it('answers 201 with an active link whose published URL carries a long random key', async () => {
    const { site } = await arrangeSite();
    const link = await createLink(site.id);
    expect(link).toMatchObject({ object: 'share-link', name: 'For partners', active: true });
    expect(link.urls.published).toMatch(/^https:\/\/acme-docs\.docs\.localhost\/\?share=[A-Za-z0-9]{24,}$/);
    const other = await createLink(site.id);
    expect(keyOf(other)).not.toBe(keyOf(link));
  });

  it('answers 400 without a name or one past 50 characters, and stores nothing', async () => {
    const { site } = await arrangeSite();
    for (const body of [{}, { name: 'n'.repeat(51) }, { name: 5 }])
      expect((await t.admin.post(linksUrl(site.id), body)).status).toBe(400);
    expect((await t.admin.post(linksUrl(site.id), { name: 'n'.repeat(50) })).status).toBe(201);
    expect((await t.admin.get(linksUrl(site.id))).body.count).toBe(1);
  });

  it('needs the admin role (403), membership (404), an existing site (404) and a token (401)', async () => {
    const { site } = await arrangeSite();
    expect((await t.reader.post(linksUrl(site.id), { name: 'x' })).status).toBe(403);
    expect((await guest.post(linksUrl(site.id), { name: 'x' })).status).toBe(403);
    expect((await t.outsider.post(linksUrl(site.id), { name: 'x' })).status).toBe(404);
    expect((await t.admin.post(linksUrl('nope'), { name: 'x' })).status).toBe(404);
    expect((await t.admin.post(linksUrl(site.id), { name: 'x' }, { token: null })).status).toBe(401);
    expect((await t.admin.get(linksUrl(site.id))).body.count).toBe(0);
  });

  it('keeps all of 20 concurrent creations, each with its own key', async () => {
    const { site } = await arrangeSite();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.admin.post(linksUrl(site.id), { name: `Link ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const listed = await walk(t.admin, linksUrl(site.id), {}, 6);
    expect(new Set(ids(listed))).toEqual(new Set(results.map((r) => r.body.id)));
    expect(new Set(listed.map(keyOf)).size).toBe(20);
  });
});

describe('GET /v1/orgs/{organizationId}/sites/{siteId}/share-links', () => {
  it('pages oldest first with inserts between pages: no duplicates, nothing missing, count true, no next on the last page', async () => {
    const { site } = await arrangeSite();
    const all: string[] = [];
    for (let i = 0; i < 5; i++) all.push((await createLink(site.id, `Early ${i}`)).id);
    const seen: string[] = [];
    let page: string | undefined;
    for (let i = 0; i < 20; i++) {
      const res = await t.admin.get(linksUrl(site.id), { query: { limit: 2, page } });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(all.length);
      seen.push(...ids(res.body.items));
      if (!res.body.next) break;
      page = res.body.next.page;
      if (all.length < 7) all.push((await createLink(site.id, `Late ${all.length}`)).id);
    }
    expect(seen).toEqual(all);
  });

  it('refuses a cursor of another site’s list with 400', async () => {
    const [{ site: a }, { site: b }] = [await arrangeSite(), await arrangeSite()];
    await createLink(a.id);
    await createLink(a.id);
    const cursor = (await t.admin.get(linksUrl(a.id), { query: { limit: 1 } })).body.next.page as string;
    expect((await t.admin.get(linksUrl(b.id), { query: { page: cursor } })).status).toBe(400);
  });

  it('needs the admin role, since every link opens the site to outsiders (403), and membership (404)', async () => {
    const { site } = await arrangeSite();
    expect((await t.reader.get(linksUrl(site.id))).status).toBe(403);
    expect((await t.outsider.get(linksUrl(site.id))).status).toBe(404);
    expect((await t.admin.get(linksUrl('nope'))).status).toBe(404);
  });
});

describe('PATCH /v1/orgs/{organizationId}/sites/{siteId}/share-links/{shareLinkId}', () => {
  it('renames and toggles active; an empty body changes nothing', async () => {
    const { site } = await arrangeSite();
    const link = await createLink(site.id);
    const off = await t.admin.patch(`${linksUrl(site.id)}/${link.id}`, { active: false, name: 'Paused' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: link.id, active: false, name: 'Paused', urls: link.urls });
    expect((await t.admin.patch(`${linksUrl(site.id)}/${link.id}`, {})).body).toEqual(off.body);
    expect((await t.admin.patch(`${linksUrl(site.id)}/${link.id}`, { active: true })).body).toMatchObject({
      active: true,
      name: 'Paused',
    });
    expect((await t.admin.get(linksUrl(site.id))).body.items[0]).toMatchObject({ active: true, name: 'Paused' });
  });

  it('answers 400 for a bad body, 403 below admin, 404 for an unknown link, another site’s link or an outsider', async () => {
    const [{ site }, { site: other }] = [await arrangeSite(), await arrangeSite()];
    const link = await createLink(site.id);
    const path = `${linksUrl(site.id)}/${link.id}`;
    expect((await t.admin.patch(path, { active: 'no' })).status).toBe(400);
    expect((await t.admin.patch(path, { name: 'n'.repeat(51) })).status).toBe(400);
    expect((await t.reader.patch(path, { active: false })).status).toBe(403);
    expect((await t.outsider.patch(path, { active: false })).status).toBe(404);
    expect((await t.admin.patch(`${linksUrl(site.id)}/nope`, { active: false })).status).toBe(404);
    expect((await t.admin.patch(`${linksUrl(other.id)}/${link.id}`, { active: false })).status).toBe(404);
    expect((await t.admin.get(linksUrl(site.id))).body.items[0]).toMatchObject({ active: true, name: 'For partners' });
  });
});

describe('DELETE /v1/orgs/{organizationId}/sites/{siteId}/share-links/{shareLinkId}', () => {
  it('answers 205, then 404; the key opens nothing any more', async () => {
    const { site, space } = await arrangeSite();
    const link = await createLink(site.id);
    const path = `${linksUrl(site.id)}/${link.id}`;
    expect((await t.reader.delete(path)).status).toBe(403);
    expect((await t.outsider.delete(path)).status).toBe(404);
    expect((await t.outsider.get(`/v1/spaces/${space.id}`, { query: { shareKey: keyOf(link) } })).status).toBe(200);
    const res = await t.admin.delete(path);
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    expect((await t.admin.delete(path)).status).toBe(404);
    expect((await t.admin.get(linksUrl(site.id))).body.count).toBe(0);
    expect((await t.outsider.get(`/v1/spaces/${space.id}`, { query: { shareKey: keyOf(link) } })).status).toBe(404);
  });
});

describe('shareKey on GET /v1/spaces/{spaceId} and GET …/sites/{siteId}/published', () => {
  it('follows the link’s state: 404 without a key, 200 when active, 404 when inactive, 200 again once reactivated', async () => {
    const { site, space } = await arrangeSite();
    const link = await createLink(site.id);
    const key = keyOf(link);
    const spacePath = `/v1/spaces/${space.id}`;
    const publishedPath = `${siteUrl(site.id)}/published`;
    const expectAccess = async (status: number, shareKey?: string) => {
      const query = shareKey === undefined ? {} : { shareKey };
      for (const api of [t.outsider, guest]) {
        const spaceRes = await api.get(spacePath, { query });
        expect(spaceRes.status).toBe(status);
        if (status === 200) {
          expect(spaceRes.body.permissions).toEqual({
            view: true,
            access: true,
            admin: false,
            viewInviteLinks: false,
            edit: false,
            triggerGitSync: false,
            comment: false,
            merge: false,
            review: false,
          });
        }
      }
      const published = await t.outsider.get(publishedPath, { query });
      expect(published.status).toBe(status);
      if (status === 200)
        expect(published.body.structure.structure.map((s: { space: { id: string } }) => s.space.id)).toEqual([
          space.id,
        ]);
    };
    await expectAccess(404);
    await expectAccess(200, key);
    await expectAccess(404, 'not-a-key');
    expect((await t.admin.patch(`${linksUrl(site.id)}/${link.id}`, { active: false })).status).toBe(200);
    await expectAccess(404, key);
    expect((await t.admin.patch(`${linksUrl(site.id)}/${link.id}`, { active: true })).status).toBe(200);
    await expectAccess(200, key);
  });

  it('opens only the site of the key and the spaces it publishes', async () => {
    const { site } = await arrangeSite();
    const { site: other, space: otherSpace } = await arrangeSite();
    const key = keyOf(await createLink(site.id));
    expect((await t.outsider.get(`/v1/spaces/${otherSpace.id}`, { query: { shareKey: key } })).status).toBe(404);
    expect((await t.outsider.get(`${siteUrl(other.id)}/published`, { query: { shareKey: key } })).status).toBe(404);
    const handbook = (await walk(t.admin, `/v1/orgs/${t.orgId}/spaces`, {}, 100)).find(
      (s: { title: string }) => s.title === 'Handbook',
    );
    expect((await t.outsider.get(`/v1/spaces/${handbook.id}`, { query: { shareKey: key } })).status).toBe(404);
  });

  it('opens nothing while the site is unpublished, once its visibility is no longer share-link, or for a deleted space', async () => {
    const { site, space } = await arrangeSite({ publish: false });
    const key = keyOf(await createLink(site.id));
    const canRead = async () => (await t.outsider.get(`/v1/spaces/${space.id}`, { query: { shareKey: key } })).status;
    expect(await canRead()).toBe(404);
    await t.admin.post(`${siteUrl(site.id)}/publish`);
    expect(await canRead()).toBe(200);
    await t.admin.patch(siteUrl(site.id), { visibility: 'visitor-auth' });
    expect(await canRead()).toBe(404);
    expect((await t.outsider.get(`${siteUrl(site.id)}/published`, { query: { shareKey: key } })).status).toBe(404);
    await t.admin.patch(siteUrl(site.id), { visibility: 'share-link' });
    expect(await canRead()).toBe(200);
    expect((await t.admin.delete(`/v1/spaces/${space.id}`)).status).toBe(205);
    expect(await canRead()).toBe(404);
  });

  it('leaves members’ own access as it was, and a deleted site’s keys open nothing', async () => {
    const { site, space } = await arrangeSite();
    const key = keyOf(await createLink(site.id));
    const asAdmin = await t.admin.get(`/v1/spaces/${space.id}`, { query: { shareKey: key } });
    expect(asAdmin.body.permissions.admin).toBe(true);
    expect(await resolveShareKey(t.server.app.services.prisma, key)).toMatchObject({
      siteId: site.id,
      spaceIds: [space.id],
    });
    expect((await t.admin.delete(siteUrl(site.id))).status).toBe(205);
    expect(await resolveShareKey(t.server.app.services.prisma, key)).toBeUndefined();
    expect((await t.outsider.get(`/v1/spaces/${space.id}`, { query: { shareKey: key } })).status).toBe(404);
    expect(errorMessage(await t.outsider.get(`/v1/spaces/${space.id}`, { query: { shareKey: '' } }))).toMatch(
      /shareKey/,
    );
  });
});
