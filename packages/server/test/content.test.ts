import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredPage } from '../src/domain/revision-content.js';
import { arrangeChangeRequest, contentOf, page, setSpaceContent, storeFile } from './content-fixtures.js';
import { client, errorMessage, tokenOwner, useTestServer, walk, type Client } from './helpers.js';

const t = useTestServer();
let anonymous: Client;
let adminId: string;
/** The demo "Handbook" space and its seeded content. */
let handbook: { id: string; revision: string };
let otherOrgSpaceId: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface PageBody {
  id: string;
  title: string;
  path: string;
  markdown?: string;
  git?: unknown;
  pages: PageBody[];
  [key: string]: unknown;
}

const titles = (pages: PageBody[]): unknown[] =>
  pages.map((p) => (p.pages.length > 0 ? [p.title, titles(p.pages)] : p.title));
const flat = (pages: PageBody[]): PageBody[] => pages.flatMap((p) => [p, ...flat(p.pages)]);
const byPath = async (spaceId: string, path: string): Promise<PageBody> => {
  const res = await t.admin.get<{ pages: PageBody[] }>(`/v1/spaces/${spaceId}/content/pages`);
  const found = flat(res.body.pages).find((p) => p.path === path);
  if (!found) throw new Error(`no page at ${path}`);
  return found;
};
const newSpace = async (title: string): Promise<string> => {
  const res = await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { title });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
};

beforeAll(async () => {
  anonymous = client(t.server, undefined);
  const spaces = await walk<{ id: string; title: string; revision: string }>(
    t.admin,
    `/v1/orgs/${t.orgId}/spaces`,
    {},
    50,
  );
  const found = spaces.find((s) => s.title === 'Handbook');
  if (!found) throw new Error('no demo Handbook');
  handbook = found;
  const other = await walk<{ id: string }>(t.outsider, `/v1/orgs/${t.otherOrgId}/spaces`, {}, 50);
  otherOrgSpaceId = other[0]?.id ?? '';
  adminId = await tokenOwner(t.server, t.server.fixtures.tokens.admin);
});

describe('GET /v1/spaces/{spaceId}/content', () => {
  it('answers the space’s current revision with its nested pages, files and variables', async () => {
    const res = await t.reader.get(`/v1/spaces/${handbook.id}/content`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      object: 'revision',
      id: handbook.revision,
      type: 'edits',
      variables: { product: 'Handbook' },
      reusableContents: [],
    });
    expect(res.body.parents).toHaveLength(1);
    expect(res.body.urls.app).toBe(`${t.server.url}/s/${handbook.id}/~/revisions/${handbook.revision}`);
    expect(titles(res.body.pages)).toEqual(['Overview', ['Getting started', ['Installation', 'Configuration']]]);
    expect(res.body.files).toEqual([
      expect.objectContaining({
        object: 'file',
        name: 'logo.png',
        contentType: 'image/png',
        size: PNG.length,
        dimensions: { width: 1, height: 1 },
      }),
    ]);
    expect(res.body.files[0].downloadURL).toMatch(new RegExp(`^${t.server.url}/files/[^/]+/logo\\.png$`));
  });

  it('leaves out every git metadata with metadata=false, and computed=false reads the same stored pages', async () => {
    const full = (await t.admin.get(`/v1/spaces/${handbook.id}/content`)).body;
    expect(flat(full.pages).filter((p) => p.git !== undefined)).toHaveLength(4);
    const bare = (await t.admin.get(`/v1/spaces/${handbook.id}/content`, { query: { metadata: false } })).body;
    expect(JSON.stringify(bare)).not.toContain('"git"');
    expect((await t.admin.get(`/v1/spaces/${handbook.id}/content`, { query: { computed: false } })).body).toEqual(full);
  });

  it.each([
    ['no token', () => anonymous, 401],
    ['another organization’s member', () => t.outsider, 404],
  ])('answers %s with %i', async (_name, api, status) => {
    const res = await api().get(`/v1/spaces/${handbook.id}/content`);
    expect(res.status).toBe(status);
    errorMessage(res);
  });

  it('answers 404 for an unknown space and 400 for a metadata that is not a boolean', async () => {
    expect((await t.admin.get('/v1/spaces/nope/content')).status).toBe(404);
    const res = await t.admin.get(`/v1/spaces/${handbook.id}/content`, { query: { metadata: 'maybe' } });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/metadata/);
  });

  it('answers an empty revision for a new space', async () => {
    const spaceId = await newSpace('Empty');
    const res = await t.admin.get(`/v1/spaces/${spaceId}/content`);
    expect(res.body).toMatchObject({ pages: [], files: [], variables: {}, parents: [] });
  });
});

describe('GET /v1/spaces/{spaceId}/content/pages', () => {
  it('answers {pages}: the same tree as the revision', async () => {
    const revision = (await t.reader.get(`/v1/spaces/${handbook.id}/content`)).body;
    const res = await t.reader.get(`/v1/spaces/${handbook.id}/content/pages`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pages: revision.pages });
    expect(flat(res.body.pages).map((p) => p.path)).toEqual([
      'overview',
      'getting-started',
      'getting-started/installation',
      'getting-started/configuration',
    ]);
  });

  it('answers 404 to another organization’s member', async () => {
    expect((await t.outsider.get(`/v1/spaces/${handbook.id}/content/pages`)).status).toBe(404);
  });
});

describe('GET /v1/spaces/{spaceId}/content/page/{pageId}', () => {
  it('answers the page with its markdown, path, app URL, document id and git file', async () => {
    const installation = await byPath(handbook.id, 'getting-started/installation');
    const res = await t.reader.get(`/v1/spaces/${handbook.id}/content/page/${installation.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: installation.id,
      title: 'Installation',
      type: 'document',
      slug: 'installation',
      path: 'getting-started/installation',
      urls: { app: `${t.server.url}/s/${handbook.id}/getting-started/installation` },
      git: { path: 'getting-started/installation.md' },
      pages: [],
      layout: {
        cover: true,
        title: true,
        description: true,
        tableOfContents: true,
        outline: true,
        pagination: true,
        width: 'default',
        coverSize: 'hero',
        coverMask: 'none',
      },
    });
    expect(res.body.markdown).toContain('npm install --global acme-cli');
    expect(res.body.documentId).toMatch(new RegExp(`^${installation.id}-`));
    const group = await t.reader.get(
      `/v1/spaces/${handbook.id}/content/page/${(await byPath(handbook.id, 'getting-started')).id}`,
    );
    expect(titles(group.body.pages)).toEqual(['Installation', 'Configuration']);
    expect(group.body.git).toEqual({ oid: expect.stringMatching(/^[0-9a-f]{40}$/), path: 'getting-started/README.md' });
  });

  it('answers the parsed blocks instead of markdown with format=document', async () => {
    const installation = await byPath(handbook.id, 'getting-started/installation');
    const res = await t.admin.get(`/v1/spaces/${handbook.id}/content/page/${installation.id}`, {
      query: { format: 'document' },
    });
    expect(res.status).toBe(200);
    expect(res.body.markdown).toBeUndefined();
    expect(res.body.document.object).toBe('document');
    expect(res.body.document.nodes).toEqual(
      expect.arrayContaining([
        { type: 'heading', level: 1, text: 'Installation' },
        { type: 'fence', language: 'sh', text: 'npm install --global acme-cli\n' },
        { type: 'heading', level: 2, text: 'Next steps' },
      ]),
    );
    const markdown = await t.admin.get(`/v1/spaces/${handbook.id}/content/page/${installation.id}`, {
      query: { format: 'markdown' },
    });
    expect(markdown.body.markdown).toContain('# Installation');
    expect(
      (await t.admin.get(`/v1/spaces/${handbook.id}/content/page/${installation.id}`, { query: { format: 'pdf' } }))
        .status,
    ).toBe(400);
  });

  it('fills in the variables with evaluated=true only', async () => {
    const overview = await byPath(handbook.id, 'overview');
    const raw = await t.admin.get(`/v1/spaces/${handbook.id}/content/page/${overview.id}`);
    expect(raw.body.markdown).toContain('explains {{ vars.product }} from');
    const evaluated = await t.admin.get(`/v1/spaces/${handbook.id}/content/page/${overview.id}`, {
      query: { evaluated: true },
    });
    expect(evaluated.body.markdown).toContain('explains Handbook from');
  });

  it('leaves out git with metadata=false', async () => {
    const overview = await byPath(handbook.id, 'overview');
    const res = await t.admin.get(`/v1/spaces/${handbook.id}/content/page/${overview.id}`, {
      query: { metadata: false, computed: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.git).toBeUndefined();
    expect(res.body.markdown).toContain('# Welcome to Handbook');
  });

  it('answers 404 for an unknown page, a page of another space and another organization’s member', async () => {
    const overview = await byPath(handbook.id, 'overview');
    const otherSpace = await newSpace('Other');
    expect(errorMessage(await t.admin.get(`/v1/spaces/${handbook.id}/content/page/nope`))).toMatch(/Page/);
    expect((await t.admin.get(`/v1/spaces/${otherSpace}/content/page/${overview.id}`)).status).toBe(404);
    expect((await t.outsider.get(`/v1/spaces/${handbook.id}/content/page/${overview.id}`)).status).toBe(404);
    expect((await t.admin.get(`/v1/spaces/${otherOrgSpaceId}/content/page/${overview.id}`)).status).toBe(404);
  });
});

describe('GET /v1/spaces/{spaceId}/content/files', () => {
  it('pages through the files by name; files added between pages after the cursor show up, none twice', async () => {
    const spaceId = await newSpace('Assets');
    const files = await Promise.all(
      ['b.png', 'd.png', 'f.png', 'h.png', 'j.png'].map((name) => storeFile(t.server, name, 'image/png', PNG)),
    );
    await setSpaceContent(t.server, spaceId, contentOf([], files));
    const first = await t.admin.get(`/v1/spaces/${spaceId}/content/files`, { query: { limit: 2 } });
    expect(first.body.items.map((f: { name: string }) => f.name)).toEqual(['b.png', 'd.png']);
    expect(first.body.count).toBe(5);
    // Arrange an insert before the cursor (a.png) and after it (e.png, z.png).
    const added = await Promise.all(
      ['a.png', 'e.png', 'z.png'].map((name) => storeFile(t.server, name, 'image/png', PNG)),
    );
    await setSpaceContent(t.server, spaceId, contentOf([], [...files, ...added]));
    const names: string[] = first.body.items.map((f: { name: string }) => f.name);
    let next = first.body.next?.page as string | undefined;
    let count = 0;
    while (next !== undefined) {
      const res = await t.admin.get(`/v1/spaces/${spaceId}/content/files`, { query: { limit: 2, page: next } });
      expect(res.status, res.text).toBe(200);
      names.push(...res.body.items.map((f: { name: string }) => f.name));
      count = res.body.count;
      next = res.body.next?.page;
    }
    expect(names).toEqual(['b.png', 'd.png', 'e.png', 'f.png', 'h.png', 'j.png', 'z.png']);
    expect(count).toBe(8);
  });

  it('answers 400 for a garbage cursor, a cursor of another list and a limit past 1000', async () => {
    const page = (await t.admin.get(`/v1/spaces/${handbook.id}/content/files`, { query: { limit: 0 } })).body;
    expect(page).toEqual({ items: [], count: 1 });
    const spaceId = await newSpace('Cursor');
    const files = await Promise.all(
      ['a', 'b', 'c'].map((name) => storeFile(t.server, name, 'text/plain', Buffer.from(name))),
    );
    await setSpaceContent(t.server, spaceId, contentOf([], files));
    const cursor = (await t.admin.get(`/v1/spaces/${spaceId}/content/files`, { query: { limit: 1 } })).body.next
      .page as string;
    expect((await t.admin.get(`/v1/spaces/${handbook.id}/content/files`, { query: { page: cursor } })).status).toBe(
      400,
    );
    expect((await t.admin.get(`/v1/spaces/${spaceId}/content/files`, { query: { page: 'garbage' } })).status).toBe(400);
    expect((await t.admin.get(`/v1/spaces/${spaceId}/content/files`, { query: { limit: 1001 } })).status).toBe(400);
  });

  it('leaves out git with metadata=false and answers 404 to another organization’s member', async () => {
    const res = await t.admin.get(`/v1/spaces/${handbook.id}/content/files`, { query: { metadata: false } });
    expect(res.body.items[0].git).toBeUndefined();
    expect((await t.admin.get(`/v1/spaces/${handbook.id}/content/files`)).body.items[0].git.path).toBe(
      '.gitbook/assets/logo.png',
    );
    expect((await t.outsider.get(`/v1/spaces/${handbook.id}/content/files`)).status).toBe(404);
  });
});

describe('GET /v1/spaces/{spaceId}/content/files/{fileId}', () => {
  it('answers the file; 404 for an unknown file or another organization’s member', async () => {
    const [file] = (await t.reader.get(`/v1/spaces/${handbook.id}/content`)).body.files;
    const res = await t.reader.get(`/v1/spaces/${handbook.id}/content/files/${file.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(file);
    expect(
      (await t.reader.get(`/v1/spaces/${handbook.id}/content/files/${file.id}`, { query: { metadata: false } })).body
        .git,
    ).toBeUndefined();
    expect(errorMessage(await t.reader.get(`/v1/spaces/${handbook.id}/content/files/nope`))).toMatch(/File/);
    expect((await t.outsider.get(`/v1/spaces/${handbook.id}/content/files/${file.id}`)).status).toBe(404);
  });
});

describe('GET /files/{blobId}/{name}', () => {
  it('serves the file’s bytes with its content type, without a token', async () => {
    const [file] = (await t.reader.get(`/v1/spaces/${handbook.id}/content`)).body.files;
    const res = await fetch(file.downloadURL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it('answers 404 with the error body for an unknown blob', async () => {
    const res = await anonymous.get('/files/unknown/logo.png');
    expect(res.status).toBe(404);
    errorMessage(res);
  });
});

describe('GET /v1/spaces/{spaceId}/change-requests/{changeRequestId}/content…', () => {
  let spaceId: string;
  let cr: { id: string; number: number; revisionId: string };
  let draft: StoredPage;
  let file: { id: string };

  beforeAll(async () => {
    spaceId = await newSpace('Proposals');
    const logo = await storeFile(t.server, 'logo.png', 'image/png', PNG);
    const intro = page('Intro', `# Intro\n\n![logo](files/${logo.id})\n`);
    await setSpaceContent(t.server, spaceId, contentOf([intro], [logo]));
    draft = page('Draft', '# Draft\n\nProposed text. [Back](intro)\n');
    const chart = await storeFile(t.server, 'chart.png', 'image/png', PNG);
    cr = await arrangeChangeRequest(t.server, spaceId, adminId, contentOf([intro, draft], [logo, chart]));
    file = chart;
  });

  const base = () => `/v1/spaces/${spaceId}/change-requests/${cr.id}`;

  it('GET content answers the change request’s revision, by id and by number', async () => {
    const res = await t.reader.get(`${base()}/content`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'revision', id: cr.revisionId });
    expect(titles(res.body.pages)).toEqual(['Intro', 'Draft']);
    expect((await t.reader.get(`/v1/spaces/${spaceId}/change-requests/${cr.number}/content`)).body).toEqual(res.body);
    expect(titles((await t.reader.get(`/v1/spaces/${spaceId}/content`)).body.pages)).toEqual(['Intro']);
  });

  it('GET content/pages and content/page/{pageId} read the change request’s pages with its app URLs', async () => {
    const pages = (await t.reader.get(`${base()}/content/pages`, { query: { metadata: false } })).body
      .pages as PageBody[];
    expect(pages.map((p) => p.title)).toEqual(['Intro', 'Draft']);
    expect(pages.every((p) => p.git === undefined)).toBe(true);
    const res = await t.reader.get(`${base()}/content/page/${draft.id}`, {
      query: { format: 'document', evaluated: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Draft',
      urls: { app: `${t.server.url}/s/${spaceId}/~/changes/${cr.number}/draft` },
    });
    expect(res.body.document.nodes[0]).toEqual({ type: 'heading', level: 1, text: 'Draft' });
    expect((await t.reader.get(`/v1/spaces/${spaceId}/content/page/${draft.id}`)).status).toBe(404);
  });

  it('GET content/files and content/files/{fileId} read the change request’s files', async () => {
    const items = await walk(t.reader, `${base()}/content/files`, {}, 1);
    expect(items.map((f: { name: string }) => f.name)).toEqual(['chart.png', 'logo.png']);
    const res = await t.reader.get(`${base()}/content/files/${file.id}`);
    expect(res.body).toMatchObject({ id: file.id, name: 'chart.png' });
    expect((await t.reader.get(`/v1/spaces/${spaceId}/content/files/${file.id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown change request, one of another space and another organization’s member', async () => {
    expect(errorMessage(await t.admin.get(`/v1/spaces/${spaceId}/change-requests/nope/content`))).toMatch(
      /Change request/,
    );
    expect((await t.admin.get(`/v1/spaces/${handbook.id}/change-requests/${cr.id}/content/pages`)).status).toBe(404);
    expect((await t.outsider.get(`${base()}/content/files`)).status).toBe(404);
    expect((await t.admin.get(`${base()}/content/page/nope`)).status).toBe(404);
    expect((await t.admin.get(`${base()}/content/files/nope`)).status).toBe(404);
  });
});

describe('POST /v1/spaces/{spaceId}/duplicate', () => {
  it('copies the pages and files into the copy’s own revision and search rows', async () => {
    const res = await t.admin.post(`/v1/spaces/${handbook.id}/duplicate`);
    expect(res.status, res.text).toBe(201);
    const copy = res.body as { id: string; revision: string };
    expect(copy.revision).not.toBe(handbook.revision);
    const [source, copied] = await Promise.all([
      t.admin.get(`/v1/spaces/${handbook.id}/content/pages`),
      t.admin.get(`/v1/spaces/${copy.id}/content/pages`),
    ]);
    expect(titles(copied.body.pages)).toEqual(titles(source.body.pages));
    expect(flat(copied.body.pages)[0]?.markdown).toBe(flat(source.body.pages)[0]?.markdown);
    expect((await t.admin.get(`/v1/spaces/${copy.id}/content/files`)).body.count).toBe(1);
    expect(await t.server.app.services.prisma.searchPage.count({ where: { spaceId: copy.id } })).toBe(4);
  });

  it('keeps every one of 20 concurrent copies whole: its own revision, all pages, its search rows', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.admin.post(`/v1/spaces/${handbook.id}/duplicate`)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const copies = results.map((r) => r.body as { id: string; revision: string });
    expect(new Set(copies.map((c) => c.revision)).size).toBe(20);
    for (const copy of copies) {
      expect(flat((await t.admin.get(`/v1/spaces/${copy.id}/content/pages`)).body.pages)).toHaveLength(4);
    }
    const rows = await t.server.app.services.prisma.searchPage.groupBy({
      by: ['spaceId'],
      where: { spaceId: { in: copies.map((c) => c.id) } },
      _count: { _all: true },
    });
    expect(rows.map((r) => r._count._all)).toEqual(Array(20).fill(4));
  });
});
