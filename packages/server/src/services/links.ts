/**
 * Links and backlinks (spec schema LinkItem; spec tag Space content: links, files/{fileId}/backlinks). Links are
 * computed from the pages' markdown, never stored: each link or image is resolved against the content
 * (relative paths, `files/<fileId>`) or the app's URLs (`/s/…`, `/files/…`, `/o/…`, `/c/…`) and classified
 * `in-app` (content of the organization), `broken` (a page or file that does not exist) or `ok` (any other
 * http(s) URL — never fetched). Items are grouped by target, with the pages holding them as locations.
 */
import { loadTree } from '../access/resources.js';
import type { ContentReference, LinkItem, LinkListResponse } from '@docs-api/shared-types';
import { linksOf } from '../domain/markdown.js';
import { findPage, flattenPages, type FlatPage, type RevisionContent } from '../domain/revision-content.js';
import { notFound } from '../errors.js';
import type { Page as ListPage, PageQuery, SortKey } from '../http/pagination.js';
import { pageAppUrl, presentFile } from '../presenters/content.js';
import { findCollectionInOrganization } from '../repositories/collections.js';
import { fileBlobExists } from '../repositories/files.js';
import { findSpace } from '../repositories/spaces.js';
import { atLeast } from '../domain/permissions.js';
import { contentOf, fileOf, type ContentSource } from './content.js';
import type { Deps } from '../deps.js';
import type { Input, RequestContext } from '../http/handler.js';
import { readRevision } from './revisions.js';

export type LinkStatus = LinkItem['status'] & string;

/** Where a link points, once resolved; `key` identifies the target (one item per key). */
interface Target {
  key: string;
  status: LinkStatus;
  reference: ContentReference;
}

/** One target with the pages linking to it. */
interface LinkRow extends Target {
  locations: Map<string, ContentReference>;
}

/** The git-style file a page lives in: relative links resolve from its folder (spec schema Page `git.path`). */
const fileOfPage = (f: FlatPage, hasChildren: boolean): string =>
  hasChildren ? `${f.path}/README.md` : `${f.path}.md`;

/** A space-relative path without `./`, `..`, `.md` or `README.md`. */
function resolvePath(href: string, from: string): string {
  const pathname = new URL(href, `http://content.invalid/${from}`).pathname;
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is kept as written.
  }
  return decoded
    .replace(/^\/+|\/+$/g, '')
    .replace(/(^|\/)README\.md$/i, '')
    .replace(/\.md$/i, '');
}

/** Resolves the links of one content (a space's or a change request's), caching what it looks up. */
class LinkResolver {
  private readonly paths: Map<string, FlatPage>;
  private readonly parents: Set<string>;
  private readonly origin: string;
  private readonly spaces = new Map<string, Promise<Map<string, FlatPage> | undefined>>();

  constructor(
    private readonly s: Deps,
    private readonly source: ContentSource,
    private readonly content: RevisionContent,
  ) {
    const flat = flattenPages(content.pages);
    this.paths = new Map(flat.map((f) => [f.path, f]));
    this.parents = new Set(flat.flatMap((f) => (f.parentId === null ? [] : [f.parentId])));
    this.origin = new URL(source.baseUrl).origin;
  }

  /** The target of a link written on page `from`; undefined for what is not a link to content or the web (anchors, mailto:…). */
  async resolve(href: string, from: FlatPage): Promise<Target | undefined> {
    const trimmed = href.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return undefined;
    if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
      let url: URL;
      try {
        url = new URL(trimmed, 'https://content.invalid');
      } catch {
        return undefined;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      url.hash = '';
      if (url.origin === this.origin) return this.appTarget(url);
      return { key: `url:${url.href}`, status: 'ok', reference: { kind: 'url', url: url.href } };
    }
    let path: string;
    try {
      path = resolvePath(trimmed, fileOfPage(from, this.parents.has(from.page.id)));
    } catch {
      return undefined;
    }
    return this.relativeTarget(trimmed, path);
  }

  private pageTarget(spaceId: string, page: FlatPage, appUrl: string): Target {
    return {
      key: `page:${spaceId}/${page.page.id}`,
      status: 'in-app',
      reference: { kind: 'page', page: page.page.id, url: pageAppUrl({ appUrl }, page.path) },
    };
  }

  private broken(what: string, url: string, kind = 'page'): Target {
    return { key: `broken:${what}`, status: 'broken', reference: { kind, url } };
  }

  private relativeTarget(href: string, path: string): Target {
    const { spaceId, appUrl } = this.source;
    if (path === '') return { key: `space:${spaceId}`, status: 'in-app', reference: { kind: 'space', url: appUrl } };
    const asset = /(?:^|\/)(files|\.gitbook\/assets)\/([^/]+)$/.exec(path);
    if (asset?.[2] !== undefined) {
      const [byId, name] = [asset[1] === 'files', asset[2]];
      const file = this.content.files.find((f) => (byId ? f.id === name : f.name === name));
      return file ? this.fileTarget(file.id) : this.broken(`${spaceId}/${path}`, href, 'file');
    }
    const page = this.paths.get(path);
    return page ? this.pageTarget(spaceId, page, appUrl) : this.broken(`${spaceId}/${path}`, href);
  }

  private fileTarget(fileId: string): Target {
    const file = fileOf(this.content, fileId);
    return {
      key: `file:${file.id}`,
      status: 'in-app',
      reference: { kind: 'file', file: presentFile(file, { baseUrl: this.source.baseUrl, metadata: true }) },
    };
  }

  /** A URL of this app: a space or page, a file download, the organization or a collection of it. */
  private async appTarget(url: URL): Promise<Target> {
    const [kind = '', id = '', ...rest] = url.pathname.split('/').filter((part) => part !== '');
    const { organizationId } = this.source;
    if (kind === 's') {
      const pages = await this.pagesOfSpace(id);
      const path = rest[0] === '~' ? '' : rest.join('/');
      if (!pages) return this.broken(url.href, url.href, path === '' ? 'space' : 'page');
      const appUrl = `${this.source.baseUrl}/s/${id}`;
      if (path === '') return { key: `space:${id}`, status: 'in-app', reference: { kind: 'space', url: appUrl } };
      const page = pages.get(path);
      return page ? this.pageTarget(id, page, appUrl) : this.broken(url.href, url.href);
    }
    if (kind === 'files') {
      const file = this.content.files.find((f) => f.blobId === id);
      if (file) return this.fileTarget(file.id);
      if (await fileBlobExists(this.s.prisma, id))
        return { key: `blob:${id}`, status: 'in-app', reference: { kind: 'file', url: url.href } };
      return this.broken(url.href, url.href, 'file');
    }
    if (kind === 'o') {
      return id === organizationId
        ? { key: `organization:${id}`, status: 'in-app', reference: { kind: 'organization', url: url.href } }
        : this.broken(url.href, url.href, 'organization');
    }
    if (kind === 'c') {
      const collection = await findCollectionInOrganization(this.s.prisma, id, organizationId);
      return collection
        ? { key: `collection:${id}`, status: 'in-app', reference: { kind: 'collection', url: url.href } }
        : this.broken(url.href, url.href, 'collection');
    }
    return { key: `url:${url.href}`, status: 'ok', reference: { kind: 'url', url: url.href } };
  }

  /** The pages by path of a live space of the organization (this content for this space); undefined otherwise. */
  private pagesOfSpace(spaceId: string): Promise<Map<string, FlatPage> | undefined> {
    if (spaceId === this.source.spaceId) return Promise.resolve(this.paths);
    let pending = this.spaces.get(spaceId);
    if (!pending) {
      pending = (async () => {
        const space = await findSpace(this.s.prisma, spaceId);
        if (!space || space.deletedAt !== null || space.organizationId !== this.source.organizationId) return undefined;
        // A space the caller cannot read is reported like a missing one: its pages must not leak.
        const tree = await loadTree(this.s.prisma, space.organizationId);
        if (!atLeast(tree.spaceLevel(this.source.callerRole, space), 'read')) return undefined;
        const revision = await readRevision(this.s.prisma, space.revisionId);
        return new Map(flattenPages(revision?.content.pages ?? []).map((f) => [f.path, f]));
      })();
      this.spaces.set(spaceId, pending);
    }
    return pending;
  }
}

/** The hrefs a page holds: its markdown's links and images, or a link page's target. */
const hrefsOf = (f: FlatPage): string[] =>
  f.page.type === 'document'
    ? linksOf(f.page.markdown ?? '').map((l) => l.href)
    : f.page.type === 'link' && f.page.href !== undefined
      ? [f.page.href]
      : [];

/** Every target linked from `pages`, with the pages linking to it. */
async function collectLinks(
  s: Deps,
  source: ContentSource,
  content: RevisionContent,
  pages: FlatPage[],
): Promise<LinkRow[]> {
  const resolver = new LinkResolver(s, source, content);
  const rows = new Map<string, LinkRow>();
  for (const page of pages) {
    for (const href of hrefsOf(page)) {
      const target = await resolver.resolve(href, page);
      if (!target) continue;
      const row = rows.get(target.key) ?? { ...target, locations: new Map() };
      row.locations.set(page.page.id, { kind: 'page', page: page.page.id, url: pageAppUrl(source, page.path) });
      rows.set(target.key, row);
    }
  }
  return [...rows.values()];
}

/** Broken targets (by page) of the main revision a change request was last based on. */
async function brokenInBase(s: Deps, source: ContentSource, pageIds: Set<string>): Promise<Set<string>> {
  const base = source.changeRequest && (await readRevision(s.prisma, source.changeRequest.baseRevisionId));
  if (!base) return new Set();
  const pages = flattenPages(base.content.pages).filter((f) => pageIds.has(f.page.id));
  const rows = await collectLinks(s, { ...source, revisionId: base.id }, base.content, pages);
  return new Set(
    rows
      .filter((r) => r.status === 'broken')
      .flatMap((r) => [...r.locations.keys()].map((pageId) => `${pageId} ${r.key}`)),
  );
}

const BY_KEY: SortKey[] = [{ field: 'key', direction: 'asc' }];

/** One page of link items with the envelope's stats (computed over every link of the scope, whatever the filter). */
async function linkPage(
  s: Deps,
  source: ContentSource,
  content: RevisionContent,
  pages: FlatPage[],
  scope: string,
  query: PageQuery & { status?: LinkStatus },
) {
  const rows = await collectLinks(s, source, content, pages);
  const broken = rows.filter((r) => r.status === 'broken');
  // The broken links a change request brings: broken in it, not broken on the same page in its base.
  const before = await brokenInBase(s, source, new Set(pages.map((p) => p.page.id)));
  const introduced = source.changeRequest
    ? broken.filter((r) => [...r.locations.keys()].some((pageId) => !before.has(`${pageId} ${r.key}`))).length
    : 0;
  const listed = query.status === undefined ? rows : rows.filter((r) => r.status === query.status);
  const page = await s.paginator.paginateRows({
    list: `links:${source.key}:${scope}:${query.status ?? 'all'}`,
    query,
    sort: BY_KEY,
    rows: listed,
    present: (row): LinkItem => ({
      status: row.status,
      relation: 'reference',
      targetReference: row.reference,
      locationReferences: [...row.locations.values()],
    }),
  });
  return {
    ...page,
    stats: { total: rows.length, broken: { total: broken.length, changeRequest: introduced } },
  } satisfies LinkListResponse;
}

/** spec: listLinksInSpace — the links of every page of the space's main content. */
export async function listSpaceLinks(ctx: RequestContext, { params, query }: Input<'listLinksInSpace'>) {
  const { source, content } = await contentOf(ctx, params);
  return linkPage(ctx, source, content, flattenPages(content.pages), 'space', query);
}

/** spec: listPageLinksInSpace, listPageLinksInChangeRequest — the links of one page (404 for an unknown page). */
export async function listPageLinks(
  ctx: RequestContext,
  { params, query }: Input<'listPageLinksInSpace'> | Input<'listPageLinksInChangeRequest'>,
) {
  const { source, content } = await contentOf(ctx, params);
  const page = findPage(content, params.pageId);
  if (!page) throw notFound('Page');
  return linkPage(ctx, source, content, [page], `page:${params.pageId}`, query);
}

/** spec: listFileBacklinksInSpace, listFileBacklinksInChangeRequest — the pages linking to or embedding the file, by path. */
export async function listFileBacklinks(
  ctx: RequestContext,
  { params, query }: Input<'listFileBacklinksInSpace'> | Input<'listFileBacklinksInChangeRequest'>,
): Promise<ListPage<ContentReference>> {
  const { source, content } = await contentOf(ctx, params);
  fileOf(content, params.fileId);
  const flat = flattenPages(content.pages);
  const linked = (await collectLinks(ctx, source, content, flat)).find((r) => r.key === `file:${params.fileId}`);
  const pages = flat
    .filter((f) => linked?.locations.has(f.page.id))
    .map((f) => ({ path: f.path, id: f.page.id, url: pageAppUrl(source, f.path) }));
  return ctx.paginator.paginateRows({
    list: `backlinks:${source.key}:${params.fileId}`,
    query,
    sort: [
      { field: 'path', direction: 'asc' },
      { field: 'id', direction: 'asc' },
    ],
    rows: pages,
    present: (p): ContentReference => ({
      kind: 'page',
      page: p.id,
      url: p.url,
      versionContext: { type: 'revision', revision: source.revisionId },
    }),
  });
}
