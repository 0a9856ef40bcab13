import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/ids.js';
import { createSpace, ids } from './content-helpers.js';
import { arrangeMember, errorMessage, useTestServer, walk, type Client } from './helpers.js';
import { siteHelpers } from './site-helpers.js';

const t = useTestServer();
/** member of acme without a role */
let guest: Client;

const { sites, siteUrl, createSite, arrangeSection, publishedStructure } = siteHelpers(t);

beforeAll(async () => {
  guest = await arrangeMember(t, 'Guest', null);
});

describe('POST /v1/orgs/{organizationId}/sites/{siteId}/publish and /unpublish', () => {
  it('publishes and unpublishes, idempotently, with urls.published only while published', async () => {
    const site = await createSite({ title: 'Going live' });
    const published = await t.admin.post(`${siteUrl(site.id)}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ published: true, urls: { published: 'https://acme-docs.docs.localhost/' } });
    const again = await t.admin.post(`${siteUrl(site.id)}/publish`);
    expect(again.body).toEqual(published.body);
    expect((await t.admin.patch(siteUrl(site.id), { basename: 'handbook' })).body.urls.published).toBe(
      'https://acme-docs.docs.localhost/handbook',
    );
    expect(ids(await walk(t.admin, sites(), { title: 'Going live', published: true }))).toEqual([site.id]);

    const unpublished = await t.admin.post(`${siteUrl(site.id)}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.published).toBe(false);
    expect(unpublished.body.urls.published).toBeUndefined();
    expect((await t.admin.post(`${siteUrl(site.id)}/unpublish`)).body.published).toBe(false);
    expect(ids(await walk(t.admin, sites(), { title: 'Going live', published: true }))).toEqual([]);
  });

  it('publishes under the organization’s hostname', async () => {
    expect((await t.outsider.patch(`/v1/orgs/${t.otherOrgId}`, { hostname: 'other-docs' })).status).toBe(200);
    const site = await createSite({ title: 'Theirs' }, t.outsider, t.otherOrgId);
    const res = await t.outsider.post(`${siteUrl(site.id, t.otherOrgId)}/publish`);
    expect(res.body.urls.published).toBe('https://other-docs.docs.localhost/');
  });

  it('needs the admin role (403) and membership (404)', async () => {
    const site = await createSite({ title: 'Not yours' });
    for (const action of ['publish', 'unpublish']) {
      expect((await t.reader.post(`${siteUrl(site.id)}/${action}`)).status).toBe(403);
      expect((await t.outsider.post(`${siteUrl(site.id)}/${action}`)).status).toBe(404);
      expect((await t.admin.post(`${siteUrl('nope')}/${action}`)).status).toBe(404);
    }
    expect((await t.admin.get(siteUrl(site.id))).body.published).toBe(false);
  });
});

describe('GET /v1/orgs/{organizationId}/sites/{siteId}/published', () => {
  it('answers the site and its root site spaces to a member, published or not', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Root space' });
    const site = await createSite({ title: 'Flat', spaces: [space.id] });
    const res = await t.reader.get(`${siteUrl(site.id)}/published`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.object).toBe('published-content-site');
    expect(res.body.site).toMatchObject({ id: site.id, published: false });
    expect(res.body.structure.type).toBe('siteSpaces');
    expect(res.body.structure.structure).toEqual([
      expect.objectContaining({
        object: 'site-space',
        path: 'root-space',
        default: true,
        title: 'Root space',
        space: expect.objectContaining({ id: space.id }),
      }),
    ]);
    expect(res.body.structure.structure[0].space.permissions).toMatchObject({ view: true, edit: false });
  });

  it('answers the sections, each with its site spaces, when the site has sections', async () => {
    const [a, b] = [
      await createSpace(t.admin, t.orgId, { title: 'In guides' }),
      await createSpace(t.admin, t.orgId, { title: 'In api' }),
    ];
    const site = await createSite({ title: 'With sections' });
    const guides = await arrangeSection(site.id, 'Guides', 1, true);
    const api = await arrangeSection(site.id, 'Api', 2);
    const prisma = t.server.app.services.prisma;
    const now = t.server.app.services.clock.now();
    for (const [spaceId, sectionId, path] of [
      [a.id, guides.id, 'in-guides'],
      [b.id, api.id, 'in-api'],
    ] as const) {
      await prisma.siteSpace.create({
        data: { id: newId(), siteId: site.id, sectionId, spaceId, path, isDefault: true, position: 1, createdAt: now },
      });
    }
    expect((await t.admin.post(`${siteUrl(site.id)}/publish`)).status).toBe(200);
    const sections = await publishedStructure<{
      id: string;
      default: boolean;
      siteSpaces: { space: { id: string } }[];
    }>(site.id, 'sections');
    expect(sections.map((s) => [s.id, s.default, s.siteSpaces.map((x) => x.space.id)])).toEqual([
      [guides.id, true, [a.id]],
      [api.id, false, [b.id]],
    ]);
  });

  it('leaves out site spaces whose space is deleted', async () => {
    const [kept, gone] = [
      await createSpace(t.admin, t.orgId, { title: 'Kept' }),
      await createSpace(t.admin, t.orgId, { title: 'Deleted later' }),
    ];
    const site = await createSite({ title: 'Losing a space', spaces: [kept.id, gone.id] });
    expect((await t.admin.delete(`/v1/spaces/${gone.id}`)).status).toBe(205);
    expect((await publishedStructure(site.id)).map((s: { space: { id: string } }) => s.space.id)).toEqual([kept.id]);
  });

  it('opens a published public or unlisted site to anyone; not an unpublished, share-link or visitor-auth one', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Visited' });
    const cases: [string, boolean, number][] = [
      ['public', true, 200],
      ['unlisted', true, 200],
      ['public', false, 404],
      ['share-link', true, 404],
      ['visitor-auth', true, 404],
    ];
    for (const [visibility, publish, status] of cases) {
      const site = await createSite({ title: `Visibility ${visibility}`, visibility, spaces: [space.id] });
      if (publish) await t.admin.post(`${siteUrl(site.id)}/publish`);
      const res = await t.outsider.get(`${siteUrl(site.id)}/published`);
      expect(res.status, `${visibility} ${publish}`).toBe(status);
      if (status === 200)
        expect(res.body.structure.structure[0].space.permissions).toMatchObject({
          view: true,
          access: true,
          edit: false,
          admin: false,
        });
      else errorMessage(res);
    }
  });

  it('answers 403 to a guest member who may not see it, 404 for an unknown site and 401 without a token', async () => {
    const site = await createSite({ title: 'Guest cannot', visibility: 'share-link' });
    expect((await guest.get(`${siteUrl(site.id)}/published`)).status).toBe(403);
    expect((await t.admin.get(`${siteUrl('nope')}/published`)).status).toBe(404);
    expect((await t.admin.get(`${siteUrl(site.id)}/published`, { token: null })).status).toBe(401);
  });
});
