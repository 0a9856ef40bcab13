import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyContent, flattenPages, type RevisionContent, type StoredPage } from '../src/domain/revision-content.js';
import { readRevision } from '../src/services/revisions.js';
import { page } from './change-request-helpers.js';
import { editChangeRequestContent, editSpaceContent, type ContentEdit } from './content-fixtures.js';
import { createSpace } from './content-helpers.js';
import { arrangeMember, arrangeUser, errorMessage, useTestServer, walk, type Client } from './helpers.js';

const t = useTestServer();
let editor: Client;
let editorId: string;

const crPath = (spaceId: string, cr: string) => `/v1/spaces/${spaceId}/change-requests/${cr}`;

const withPages = (...pages: StoredPage[]): RevisionContent => ({ ...emptyContent(), pages });

/** Edits the space's main content: a new revision through the revision store (as an editor's save would). */
const editMain = (spaceId: string, edit: ContentEdit) => editSpaceContent(t.server, spaceId, edit);

/** Edits a change request's content: a new revision of the change request. */
const editChangeRequest = (spaceId: string, changeRequestId: string, edit: ContentEdit) =>
  editChangeRequestContent(t.server, spaceId, changeRequestId, edit);

/** Markdown of every page of a revision, by title. */
async function pagesOf(revisionId: string): Promise<Record<string, string | undefined>> {
  const content = (await readRevision(t.server.app.services.prisma, revisionId))?.content ?? emptyContent();
  return Object.fromEntries(flattenPages(content.pages).map((f) => [f.page.title, f.page.markdown]));
}

/** Sets the markdown of the page titled `title` (adding the page when missing). */
const setPage = (title: string, markdown: string) => (content: RevisionContent) => {
  const found = flattenPages(content.pages).find((f) => f.page.title === title);
  if (found === undefined) return { ...content, pages: [...content.pages, page(title, markdown)] };
  const rewrite = (pages: StoredPage[]): StoredPage[] =>
    pages.map((p) => (p.title === title ? { ...p, markdown } : { ...p, pages: rewrite(p.pages) }));
  return { ...content, pages: rewrite(content.pages) };
};

const removePage = (title: string) => (content: RevisionContent) => ({
  ...content,
  pages: content.pages.filter((p) => p.title !== title),
});

/** A space whose main content holds Intro and Guide, and an open change request on it. */
async function arrange(api: Client = t.admin) {
  const space = await createSpace(t.admin, t.orgId);
  await editMain(space.id, () => withPages(page('Intro', 'Welcome'), page('Guide', 'Read me')));
  const res = await api.post(`/v1/spaces/${space.id}/change-requests`, { subject: 'Work' });
  expect(res.status).toBe(201);
  return { spaceId: space.id, cr: res.body as { id: string; number: number; revision: string } };
}

const mainRevision = async (spaceId: string) => (await t.admin.get(`/v1/spaces/${spaceId}`)).body.revision as string;
const getCr = async (spaceId: string, cr: string) => (await t.admin.get(crPath(spaceId, cr))).body;

beforeAll(async () => {
  ({ api: editor, id: editorId } = await arrangeUser(t.server, { name: 'Editor', memberships: [[t.orgId, 'edit']] }));
});

describe('ChangeRequest outdated', () => {
  it('is false at creation, true once main moves, false again after an update', async () => {
    const { spaceId, cr } = await arrange();
    expect((await getCr(spaceId, cr.id)).outdated).toBe(false);
    await editMain(spaceId, setPage('Guide', 'Read me, updated on main'));
    expect((await getCr(spaceId, cr.id)).outdated).toBe(true);
    expect((await walk(t.admin, `/v1/spaces/${spaceId}/change-requests`))[0]).toMatchObject({
      id: cr.id,
      outdated: true,
    });
    expect((await t.admin.post(`${crPath(spaceId, cr.id)}/update`)).status).toBe(200);
    expect((await getCr(spaceId, cr.id)).outdated).toBe(false);
    await editMain(spaceId, setPage('Intro', 'Welcome twice'));
    expect((await getCr(spaceId, cr.id)).outdated).toBe(true);
  });

  it('is false for a merged change request even after main moves on', async () => {
    const { spaceId, cr } = await arrange();
    await t.admin.post(`${crPath(spaceId, cr.id)}/merge`);
    await editMain(spaceId, setPage('Intro', 'Later'));
    expect(await getCr(spaceId, cr.id)).toMatchObject({ status: 'merged', outdated: false });
  });
});

describe('POST /v1/spaces/{spaceId}/change-requests/{changeRequestId}/update', () => {
  it('answers the same revision when already up to date, committing nothing', async () => {
    const { spaceId, cr } = await arrange();
    const before = await t.server.app.services.prisma.revision.count({ where: { spaceId } });
    const res = await editor.post(`${crPath(spaceId, cr.id)}/update`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revision: cr.revision, result: 'update' });
    expect(await t.server.app.services.prisma.revision.count({ where: { spaceId } })).toBe(before);
  });

  it('pulls main into the change request, keeping the change request’s own edits', async () => {
    const { spaceId, cr } = await arrange();
    const ours = await editChangeRequest(spaceId, cr.id, setPage('Guide', 'Guide, as proposed'));
    const main = await editMain(spaceId, setPage('Intro', 'Welcome, from main'));
    const res = await editor.post(`${crPath(spaceId, cr.id)}/update`);
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('update');
    expect(await pagesOf(res.body.revision)).toEqual({ Intro: 'Welcome, from main', Guide: 'Guide, as proposed' });
    const revision = await t.server.app.services.prisma.revision.findUniqueOrThrow({
      where: { id: res.body.revision },
    });
    expect(revision).toMatchObject({ type: 'update', parents: [ours, main], changeRequestId: cr.id });
    expect(await getCr(spaceId, cr.id)).toMatchObject({
      revision: res.body.revision,
      revisionMergedAncestor: main,
      outdated: false,
      status: 'open',
    });
    expect(await mainRevision(spaceId)).toBe(main);
  });

  it('answers 409 naming the page edited on both sides, changing nothing', async () => {
    const { spaceId, cr } = await arrange();
    const ours = await editChangeRequest(spaceId, cr.id, setPage('Guide', 'Ours'));
    await editMain(spaceId, setPage('Guide', 'Theirs'));
    const res = await t.admin.post(`${crPath(spaceId, cr.id)}/update`);
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toMatch(/"Guide"/);
    expect(await getCr(spaceId, cr.id)).toMatchObject({ revision: ours, outdated: true });
  });

  it('answers 409 for a merged or archived change request, 403 below edit, 404 for outsiders', async () => {
    const { spaceId, cr } = await arrange();
    expect((await t.reader.post(`${crPath(spaceId, cr.id)}/update`)).status).toBe(403);
    expect((await t.outsider.post(`${crPath(spaceId, cr.id)}/update`)).status).toBe(404);
    expect((await t.admin.post(`${crPath(spaceId, 'nope')}/update`)).status).toBe(404);
    await t.admin.patch(crPath(spaceId, cr.id), { status: 'archived' });
    const archived = await t.admin.post(`${crPath(spaceId, cr.id)}/update`);
    expect(archived.status).toBe(409);
    expect(errorMessage(archived)).toMatch(/archived/);
    await t.admin.patch(crPath(spaceId, cr.id), { status: 'draft' });
    await t.admin.post(`${crPath(spaceId, cr.id)}/merge`);
    const merged = await t.admin.post(`${crPath(spaceId, cr.id)}/update`);
    expect(merged.status).toBe(409);
    expect(errorMessage(merged)).toMatch(/merged/);
  });
});

describe('POST /v1/spaces/{spaceId}/change-requests/{changeRequestId}/merge', () => {
  it('merges an updated change request into a new main revision and marks it merged', async () => {
    const { spaceId, cr } = await arrange(editor);
    await editChangeRequest(spaceId, cr.id, setPage('Guide', 'Guide v2'));
    await editMain(spaceId, setPage('Intro', 'Intro v2'));
    const updated = await t.admin.post(`${crPath(spaceId, cr.id)}/update`);
    expect(updated.status).toBe(200);
    const mainBefore = await mainRevision(spaceId);
    const res = await t.admin.post(`${crPath(spaceId, `${cr.number}`)}/merge`);
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('merge');
    expect(await mainRevision(spaceId)).toBe(res.body.revision);
    expect(await pagesOf(res.body.revision)).toEqual({ Intro: 'Intro v2', Guide: 'Guide v2' });
    const revision = await t.server.app.services.prisma.revision.findUniqueOrThrow({
      where: { id: res.body.revision },
    });
    expect(revision).toMatchObject({
      type: 'merge',
      parents: [mainBefore, updated.body.revision],
      changeRequestId: null,
    });
    expect(await getCr(spaceId, cr.id)).toMatchObject({
      status: 'merged',
      revisionMerged: res.body.revision,
      outdated: false,
    });
    const indexed = await t.server.app.services.prisma.searchPage.findMany({ where: { spaceId } });
    expect(indexed.map((r) => [r.title, r.body, r.revisionId]).sort()).toEqual([
      ['Guide', 'Guide v2', res.body.revision],
      ['Intro', 'Intro v2', res.body.revision],
    ]);
    expect((await t.admin.get(`/v1/spaces/${spaceId}`)).body).toMatchObject({
      changeRequests: 1,
      changeRequestsOpen: 0,
    });
  });

  it('merges an outdated change request with main in a three-way merge (pages added on both sides, edited and deleted in the change request)', async () => {
    const { spaceId, cr } = await arrange();
    await editChangeRequest(spaceId, cr.id, (c) =>
      removePage('Intro')(setPage('Guide', 'Read me twice')(setPage('New page', 'Fresh')(c))),
    );
    await editMain(spaceId, setPage('Outro', 'Bye'));
    const res = await t.admin.post(`${crPath(spaceId, cr.id)}/merge`);
    expect(res.status).toBe(200);
    expect(await pagesOf(res.body.revision)).toEqual({ Guide: 'Read me twice', 'New page': 'Fresh', Outro: 'Bye' });
  });

  it('answers 409 naming the page on a conflicting merge, and changes nothing', async () => {
    const { spaceId, cr } = await arrange();
    const ours = await editChangeRequest(spaceId, cr.id, setPage('Intro', 'Intro by the change request'));
    const main = await editMain(spaceId, setPage('Intro', 'Intro by someone else'));
    const revisions = await t.server.app.services.prisma.revision.count({ where: { spaceId } });
    const res = await t.admin.post(`${crPath(spaceId, cr.id)}/merge`);
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toMatch(/"Intro"/);
    expect(await mainRevision(spaceId)).toBe(main);
    expect(await getCr(spaceId, cr.id)).toMatchObject({ status: 'open', revision: ours, outdated: true });
    expect(await t.server.app.services.prisma.revision.count({ where: { spaceId } })).toBe(revisions);
    expect((await pagesOf(main))['Intro']).toBe('Intro by someone else');
  });

  it('treats a page edited on one side and deleted on the other as a conflict', async () => {
    const { spaceId, cr } = await arrange();
    await editChangeRequest(spaceId, cr.id, removePage('Guide'));
    await editMain(spaceId, setPage('Guide', 'Still needed'));
    const res = await t.admin.post(`${crPath(spaceId, cr.id)}/merge`);
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toMatch(/"Guide"/);
  });

  it('answers 409 to merging a merged or an archived change request', async () => {
    const { spaceId, cr } = await arrange();
    expect((await t.admin.post(`${crPath(spaceId, cr.id)}/merge`)).status).toBe(200);
    const main = await mainRevision(spaceId);
    const again = await t.admin.post(`${crPath(spaceId, cr.id)}/merge`);
    expect(again.status).toBe(409);
    expect(errorMessage(again)).toMatch(/already merged/);
    expect(await mainRevision(spaceId)).toBe(main);
    const other = (await t.admin.post(`/v1/spaces/${spaceId}/change-requests`, {})).body;
    await t.admin.patch(crPath(spaceId, other.id), { status: 'archived' });
    expect((await t.admin.post(`${crPath(spaceId, other.id)}/merge`)).status).toBe(409);
    expect(await getCr(spaceId, other.id)).toMatchObject({ status: 'archived' });
  });

  it('needs the review level (403 for an editor), 404 for outsiders', async () => {
    const { spaceId, cr } = await arrange(editor);
    const refused = await editor.post(`${crPath(spaceId, cr.id)}/merge`);
    expect(refused.status).toBe(403);
    expect(errorMessage(refused)).toMatch(/review/);
    expect((await t.outsider.post(`${crPath(spaceId, cr.id)}/merge`)).status).toBe(404);
    const reviewer = await arrangeMember(t, 'Reviewer', 'review');
    expect((await reviewer.post(`${crPath(spaceId, cr.id)}/merge`)).status).toBe(200);
  });

  it('merges 20 change requests at once without losing any of their edits', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const titles = Array.from({ length: 20 }, (_, i) => `Page ${i}`);
    await editMain(space.id, () => withPages(...titles.map((title) => page(title, 'original'))));
    const made = await Promise.all(titles.map(() => t.admin.post(`/v1/spaces/${space.id}/change-requests`, {})));
    for (const [i, res] of made.entries())
      await editChangeRequest(space.id, res.body.id, setPage(`Page ${i}`, `edited by #${res.body.number}`));
    const merges = await Promise.all(made.map((res) => t.admin.post(`${crPath(space.id, res.body.id)}/merge`)));
    expect(merges.map((r) => r.status)).toEqual(Array(20).fill(200));
    const final = await pagesOf(await mainRevision(space.id));
    expect(Object.values(final).every((markdown) => markdown?.startsWith('edited by #'))).toBe(true);
    expect(Object.keys(final)).toHaveLength(20);
    const rows = await t.server.app.services.prisma.revision.findMany({ where: { spaceId: space.id, type: 'merge' } });
    expect(new Set(rows.map((r) => r.parents[0])).size).toBe(20);
    expect((await t.admin.get(`/v1/spaces/${space.id}`)).body).toMatchObject({
      changeRequests: 20,
      changeRequestsOpen: 0,
    });
  });

  it('merges one change request once when 20 merges of it race', async () => {
    const { spaceId, cr } = await arrange();
    await editChangeRequest(spaceId, cr.id, setPage('Guide', 'Once'));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.admin.post(`${crPath(spaceId, cr.id)}/merge`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await t.server.app.services.prisma.revision.count({ where: { spaceId, type: 'merge' } })).toBe(1);
  });
});

describe('concurrent update, merge and PATCH of change requests', () => {
  it('answers only 200 or 409 while 30 of them race on one space, and ends consistent', async () => {
    const { spaceId, cr } = await arrange();
    const others = await Promise.all([1, 2, 3].map(() => t.admin.post(`/v1/spaces/${spaceId}/change-requests`, {})));
    for (const [i, res] of others.entries()) await editChangeRequest(spaceId, res.body.id, setPage(`Extra ${i}`, 'x'));
    await editChangeRequest(spaceId, cr.id, setPage('Guide', 'Raced'));
    const targets = [cr.id, ...others.map((r) => r.body.id as string)];
    const calls = Array.from({ length: 30 }, (_, i) => {
      const target = crPath(spaceId, targets[i % targets.length] ?? cr.id);
      if (i % 3 === 0) return t.admin.post(`${target}/merge`);
      if (i % 3 === 1) return t.admin.post(`${target}/update`);
      return t.admin.patch(target, { subject: `Raced ${i}` });
    });
    const results = await Promise.all(calls);
    expect(results.filter((r) => r.status !== 200 && r.status !== 409).map((r) => r.text)).toEqual([]);
    const merged = await t.server.app.services.prisma.changeRequest.findMany({ where: { spaceId, status: 'merged' } });
    expect(merged).toHaveLength(4);
    const final = await pagesOf(await mainRevision(spaceId));
    expect(final).toMatchObject({ Guide: 'Raced', 'Extra 0': 'x', 'Extra 1': 'x', 'Extra 2': 'x' });
  });
});

describe('POST /v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/import', () => {
  let site: Server;
  let siteUrl: string;

  beforeAll(async () => {
    const pages: Record<string, string> = {
      '/': '<html><head><title>Handbook</title></head><body><h1>Handbook</h1><p>Start <a href="/setup">here</a>.</p></body></html>',
      '/setup': '<html><head><title>Setup</title></head><body><h1>Setup</h1><p>Install it.</p></body></html>',
    };
    site = createServer((req, res) => {
      const body = pages[req.url ?? ''];
      res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body ?? 'not found');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
  });

  it('makes the imported revision the change request’s, leaves main alone and adds the caller as contributor', async () => {
    const { spaceId, cr } = await arrange();
    const main = await mainRevision(spaceId);
    const res = await editor.post(`${crPath(spaceId, cr.id)}/content/import`, { source: 'website', url: siteUrl });
    expect(res.status, res.text).toBe(201);
    expect(res.body.importedResources).toBeGreaterThanOrEqual(1);
    expect(res.body.totalResources).toBeGreaterThanOrEqual(res.body.importedResources);
    const revision = await t.server.app.services.prisma.revision.findUniqueOrThrow({
      where: { id: res.body.revision },
    });
    expect(revision).toMatchObject({ parents: [cr.revision], changeRequestId: cr.id });
    const titles = Object.keys(await pagesOf(res.body.revision));
    expect(titles).toEqual(expect.arrayContaining(['Intro', 'Guide']));
    expect(titles.length).toBeGreaterThan(2);
    expect(await getCr(spaceId, cr.id)).toMatchObject({ revision: res.body.revision, outdated: false });
    expect(await mainRevision(spaceId)).toBe(main);
    const contributed = await t.admin.get(`/v1/spaces/${spaceId}/change-requests`, {
      query: { contributor: editorId },
    });
    expect(contributed.body.items.map((c: { id: string }) => c.id)).toEqual([cr.id]);
    const merged = await t.admin.post(`${crPath(spaceId, cr.id)}/merge`);
    expect(merged.status).toBe(200);
    expect(Object.keys(await pagesOf(merged.body.revision))).toEqual(titles);
  });

  it('makes open change requests outdated when main moves through an import into the space', async () => {
    const { spaceId, cr } = await arrange();
    await editChangeRequest(spaceId, cr.id, setPage('Guide', 'Guide in the change request'));
    const imported = await t.admin.post(`/v1/spaces/${spaceId}/content/import`, { source: 'website', url: siteUrl });
    expect(imported.status, imported.text).toBe(201);
    expect(await getCr(spaceId, cr.id)).toMatchObject({ outdated: true });
    const updated = await t.admin.post(`${crPath(spaceId, cr.id)}/update`);
    expect(updated.status).toBe(200);
    expect(await getCr(spaceId, cr.id)).toMatchObject({
      outdated: false,
      revisionMergedAncestor: imported.body.revision,
    });
    const pages = await pagesOf(updated.body.revision);
    expect(pages['Guide']).toBe('Guide in the change request');
    expect(Object.keys(pages).sort()).toEqual(Object.keys(await pagesOf(imported.body.revision)).sort());
  });

  it('answers 403 below edit, 409 for a merged change request, 400 for another source', async () => {
    const { spaceId, cr } = await arrange();
    expect(
      (await t.reader.post(`${crPath(spaceId, cr.id)}/content/import`, { source: 'website', url: siteUrl })).status,
    ).toBe(403);
    expect(
      (await t.admin.post(`${crPath(spaceId, cr.id)}/content/import`, { source: 'git', url: siteUrl })).status,
    ).toBe(400);
    await t.admin.post(`${crPath(spaceId, cr.id)}/merge`);
    const res = await t.admin.post(`${crPath(spaceId, cr.id)}/content/import`, { source: 'website', url: siteUrl });
    expect(res.status).toBe(409);
    expect(await t.server.app.services.prisma.revision.count({ where: { changeRequestId: cr.id } })).toBe(0);
  });
});
