import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile, StoredPage } from '../src/domain/revision-content.js';
import { arrangeChangeRequest, contentOf, page, setSpaceContent, storeFile } from './content-fixtures.js';
import { arrangeUser, errorMessage, tokenOwner, useTestServer, walk } from './helpers.js';

const t = useTestServer();
let adminId: string;
let spaceId: string;
let revisionId: string;
let home: StoredPage;
let guide: StoredPage;
let deep: StoredPage;
let logo: StoredFile;
let unused: StoredFile;
/** The demo "Getting Started" space (another space of the organization) and its "overview" page. */
let sibling: { id: string; overviewId: string };
let otherOrgSpaceId: string;

interface LinkBody {
  status: string;
  relation: string;
  targetReference: { kind: string; page?: string; url?: string; file?: { id: string } };
  locationReferences: { kind: string; page: string }[];
}

/** A readable key of an item: status and target. */
const describeLink = (l: LinkBody): string =>
  `${l.status} ${l.targetReference.kind}:${l.targetReference.page ?? l.targetReference.file?.id ?? l.targetReference.url ?? ''}`;
const locations = (l: LinkBody): string[] => l.locationReferences.map((r) => r.page).sort();

beforeAll(async () => {
  adminId = await tokenOwner(t.server, t.server.fixtures.tokens.admin);
  const spaces = await walk<{ id: string; title: string }>(t.admin, `/v1/orgs/${t.orgId}/spaces`, {}, 50);
  const gettingStarted = spaces.find((s) => s.title === 'Getting Started')?.id ?? '';
  const pages = (await t.admin.get(`/v1/spaces/${gettingStarted}/content/pages`)).body.pages as {
    id: string;
    path: string;
  }[];
  sibling = { id: gettingStarted, overviewId: pages.find((p) => p.path === 'overview')?.id ?? '' };
  otherOrgSpaceId = (await walk<{ id: string }>(t.outsider, `/v1/orgs/${t.otherOrgId}/spaces`, {}, 50))[0]?.id ?? '';

  spaceId = ((await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { title: 'Linked' })).body as { id: string }).id;
  logo = await storeFile(t.server, 'logo.png', 'image/png', Buffer.from('png'));
  unused = await storeFile(t.server, 'unused.txt', 'text/plain', Buffer.from('nobody links me'));
  const app = t.server.url;
  home = page(
    'Home',
    [
      '# Home',
      'Read the [guide](guide) and the [deep dive](guide/deep.md), or the [web](https://example.com/x#part).',
      'A [missing page](nowhere), an [anchor](#top), [mail](mailto:team@acme.test) and ![logo](files/__LOGO__).',
      `See [their overview](${app}/s/${sibling.id}/overview), [a gone page](${app}/s/__SPACE__/gone),`,
      `[our organization](${app}/o/${t.orgId}), [the download](${app}/files/__BLOB__/logo.png) and [elsewhere](${app}/s/${otherOrgSpaceId}).`,
    ].join('\n\n'),
  );
  deep = page('Deep', '# Deep\n\nBack [home](../home) or [nowhere](../../nowhere).\n');
  guide = page(
    'Guide',
    '# Guide\n\nSee [deep](deep), the [web](https://example.com/x) and ![logo](../files/__LOGO__).\n',
    [deep],
  );
  for (const p of [home, guide])
    p.markdown = p.markdown
      ?.replaceAll('__LOGO__', logo.id)
      .replaceAll('__BLOB__', logo.blobId)
      .replaceAll('__SPACE__', spaceId);
  revisionId = await setSpaceContent(t.server, spaceId, contentOf([home, guide], [logo, unused]));
});

describe('GET /v1/spaces/{spaceId}/links', () => {
  it('classifies each target once, with every page linking to it as a location', async () => {
    const res = await t.admin.get(`/v1/spaces/${spaceId}/links`, { query: { limit: 100 } });
    expect(res.status, res.text).toBe(200);
    const items = res.body.items as LinkBody[];
    expect(items.map(describeLink).sort()).toEqual(
      [
        `in-app page:${guide.id}`,
        `in-app page:${deep.id}`,
        `in-app page:${home.id}`,
        `in-app page:${sibling.overviewId}`,
        `in-app file:${logo.id}`,
        `in-app organization:${t.server.url}/o/${t.orgId}`,
        'ok url:https://example.com/x',
        'broken page:nowhere',
        `broken page:${t.server.url}/s/${spaceId}/gone`,
        `broken space:${t.server.url}/s/${otherOrgSpaceId}`,
      ].sort(),
    );
    const find = (d: string) => items.find((i) => describeLink(i) === d) as LinkBody;
    expect(locations(find('ok url:https://example.com/x'))).toEqual([home.id, guide.id].sort());
    expect(locations(find(`in-app file:${logo.id}`))).toEqual([home.id, guide.id].sort());
    expect(locations(find('broken page:nowhere'))).toEqual([home.id, deep.id].sort());
    expect(items.every((i) => i.relation === 'reference')).toBe(true);
    expect(find(`in-app page:${deep.id}`).targetReference.url).toBe(`${t.server.url}/s/${spaceId}/guide/deep`);
    expect(res.body.stats).toEqual({ total: 10, broken: { total: 3, changeRequest: 0 } });
    expect(res.body.count).toBe(10);
  });

  it.each([
    ['in-app', 6],
    ['ok', 1],
    ['broken', 3],
  ])(
    'keeps only the %s links with that status (%i of them), the stats still over every link',
    async (status, count) => {
      const items = await walk<LinkBody>(t.admin, `/v1/spaces/${spaceId}/links`, { status }, 2);
      expect(items).toHaveLength(count);
      expect(items.every((i) => i.status === status)).toBe(true);
      const res = await t.admin.get(`/v1/spaces/${spaceId}/links`, { query: { status } });
      expect(res.body).toMatchObject({ count, stats: { total: 10, broken: { total: 3 } } });
    },
  );

  it('pages through the links without duplicates and refuses a cursor of another list', async () => {
    const all = await walk<LinkBody>(t.admin, `/v1/spaces/${spaceId}/links`, {}, 3);
    expect(new Set(all.map(describeLink)).size).toBe(10);
    const first = await t.admin.get(`/v1/spaces/${spaceId}/links`, { query: { limit: 3 } });
    expect(first.body.next.page).toBeTypeOf('string');
    const cursor = first.body.next.page as string;
    expect((await t.admin.get(`/v1/spaces/${spaceId}/links`, { query: { status: 'ok', page: cursor } })).status).toBe(
      400,
    );
    expect((await t.admin.get(`/v1/spaces/${spaceId}/links`, { query: { page: `${cursor}x` } })).status).toBe(400);
    expect((await t.admin.get(`/v1/spaces/${spaceId}/links`, { query: { status: 'dead' } })).status).toBe(400);
  });

  it('answers 404 to another organization’s member and an empty list for a space without pages', async () => {
    expect(errorMessage(await t.outsider.get(`/v1/spaces/${spaceId}/links`))).toMatch(/Space/);
    const empty = ((await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { title: 'Empty' })).body as { id: string }).id;
    expect((await t.admin.get(`/v1/spaces/${empty}/links`)).body).toEqual({
      items: [],
      count: 0,
      stats: { total: 0, broken: { total: 0, changeRequest: 0 } },
    });
  });
});

describe('GET /v1/spaces/{spaceId}/content/page/{pageId}/links', () => {
  it('lists the links of one page, its stats and the status filter', async () => {
    const res = await t.admin.get(`/v1/spaces/${spaceId}/content/page/${deep.id}/links`);
    expect(res.status).toBe(200);
    expect((res.body.items as LinkBody[]).map(describeLink)).toEqual([
      'broken page:../../nowhere',
      `in-app page:${home.id}`,
    ]);
    expect((res.body.items as LinkBody[]).every((i) => locations(i).join() === deep.id)).toBe(true);
    expect(res.body.stats).toEqual({ total: 2, broken: { total: 1, changeRequest: 0 } });
    const broken = await t.admin.get(`/v1/spaces/${spaceId}/content/page/${deep.id}/links`, {
      query: { status: 'broken' },
    });
    expect(broken.body.items).toHaveLength(1);
    expect(broken.body.count).toBe(1);
  });

  it('answers 404 for an unknown page and to another organization’s member', async () => {
    expect(errorMessage(await t.admin.get(`/v1/spaces/${spaceId}/content/page/nope/links`))).toMatch(/Page/);
    expect((await t.outsider.get(`/v1/spaces/${spaceId}/content/page/${home.id}/links`)).status).toBe(404);
  });
});

describe('GET /v1/spaces/{spaceId}/content/files/{fileId}/backlinks', () => {
  it('lists the pages linking to or embedding the file, in path order, in this revision', async () => {
    const res = await t.admin.get(`/v1/spaces/${spaceId}/content/files/${logo.id}/backlinks`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        kind: 'page',
        page: guide.id,
        url: `${t.server.url}/s/${spaceId}/guide`,
        versionContext: { type: 'revision', revision: revisionId },
      },
      {
        kind: 'page',
        page: home.id,
        url: `${t.server.url}/s/${spaceId}/home`,
        versionContext: { type: 'revision', revision: revisionId },
      },
    ]);
    expect(res.body.count).toBe(2);
    const paged = await walk(t.admin, `/v1/spaces/${spaceId}/content/files/${logo.id}/backlinks`, {}, 1);
    expect(paged).toEqual(res.body.items);
  });

  it('answers an empty list for a file nobody links, 404 for an unknown file and to another organization’s member', async () => {
    expect((await t.admin.get(`/v1/spaces/${spaceId}/content/files/${unused.id}/backlinks`)).body).toEqual({
      items: [],
      count: 0,
    });
    expect(errorMessage(await t.admin.get(`/v1/spaces/${spaceId}/content/files/nope/backlinks`))).toMatch(/File/);
    expect((await t.outsider.get(`/v1/spaces/${spaceId}/content/files/${logo.id}/backlinks`)).status).toBe(404);
  });
});

describe('links and backlinks of a change request', () => {
  let cr: { id: string; number: number; revisionId: string };
  let draft: StoredPage;

  beforeAll(async () => {
    const changedHome = {
      ...home,
      markdown: `${home.markdown ?? ''}\n\nNew: [a typo](hmoe) and ![logo](files/${unused.id}).\n`,
    };
    draft = page('Draft', '# Draft\n\n[Broken too](missing)\n');
    cr = await arrangeChangeRequest(t.server, spaceId, adminId, contentOf([changedHome, guide, draft], [logo, unused]));
  });

  it('counts in broken.changeRequest only the broken links the change request brings', async () => {
    const res = await t.admin.get(`/v1/spaces/${spaceId}/change-requests/${cr.id}/content/page/${home.id}/links`, {
      query: { limit: 100 },
    });
    expect(res.status, res.text).toBe(200);
    expect((res.body.items as LinkBody[]).map(describeLink)).toContain('broken page:hmoe');
    expect(res.body.stats).toEqual({ total: 11, broken: { total: 4, changeRequest: 1 } });
    const draftLinks = await t.admin.get(
      `/v1/spaces/${spaceId}/change-requests/${cr.number}/content/page/${draft.id}/links`,
    );
    expect(draftLinks.body.stats).toEqual({ total: 1, broken: { total: 1, changeRequest: 1 } });
    expect((await t.admin.get(`/v1/spaces/${spaceId}/content/page/${draft.id}/links`)).status).toBe(404);
  });

  it('lists the backlinks of the change request’s revision', async () => {
    const res = await t.admin.get(
      `/v1/spaces/${spaceId}/change-requests/${cr.id}/content/files/${unused.id}/backlinks`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        kind: 'page',
        page: home.id,
        url: `${t.server.url}/s/${spaceId}/~/changes/${cr.number}/home`,
        versionContext: { type: 'revision', revision: cr.revisionId },
      },
    ]);
    expect((await t.admin.get(`/v1/spaces/${spaceId}/content/files/${unused.id}/backlinks`)).body.count).toBe(0);
  });

  it('answers 404 for an unknown change request, page or file', async () => {
    const base = `/v1/spaces/${spaceId}/change-requests`;
    expect((await t.admin.get(`${base}/999/content/page/${home.id}/links`)).status).toBe(404);
    expect((await t.admin.get(`${base}/${cr.id}/content/page/nope/links`)).status).toBe(404);
    expect((await t.admin.get(`${base}/${cr.id}/content/files/nope/backlinks`)).status).toBe(404);
    expect((await t.outsider.get(`${base}/${cr.id}/content/files/${logo.id}/backlinks`)).status).toBe(404);
  });
});

describe('links to spaces the caller cannot read', () => {
  it('are reported as broken to that caller, so the other space’s pages do not leak', async () => {
    const spaces = await walk<{ id: string; title: string }>(t.admin, `/v1/orgs/${t.orgId}/spaces`, {}, 50);
    const handbook = spaces.find((s) => s.title === 'Handbook')?.id ?? '';
    const open = (
      (await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { title: 'Open to guests' })).body as { id: string }
    ).id;
    expect((await t.admin.patch(`/v1/spaces/${open}`, { defaultLevel: 'read' })).status).toBe(200);
    await setSpaceContent(
      t.server,
      open,
      contentOf([page('Pointer', `See [the handbook](${t.server.url}/s/${handbook}/overview).`)]),
    );
    const guest = await arrangeUser(t.server, { name: 'Gwen Guest', memberships: [[t.orgId, null]] });

    const asAdmin = (await t.admin.get(`/v1/spaces/${open}/links`)).body.items as LinkBody[];
    const asGuest = (await guest.api.get(`/v1/spaces/${open}/links`)).body.items as LinkBody[];
    expect(asAdmin.map((l) => l.status)).toEqual(['in-app']);
    expect(asGuest.map((l) => l.status)).toEqual(['broken']);
    expect(asGuest[0]?.targetReference.page).toBeUndefined();
  });
});
