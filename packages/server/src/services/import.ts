/**
 * Website import (spec: importContentInSpace, source `website`): fetches the
 * start URL through the outbound guard, follows same-site links breadth-first, turns each HTML page into
 * a markdown page (turndown) and lays the pages out following the URL path hierarchy on top of `base`.
 */
import { spaceFor } from '../access/resources.js';
import { buildTree, flattenPages, slugify, type FlatPage, type RevisionContent } from '../domain/revision-content.js';
import { badRequest } from '../errors.js';
import { newId } from '../ids.js';
import { guardedFetch, OutboundError, type GuardOptions } from '../outbound/guard.js';
import type { Deps } from '../deps.js';
import type { Input, RequestContext } from '../http/handler.js';
import { asJob } from '../ops/jobs.js';
import { convertPage, PLACEHOLDER } from './import-conversion.js';
import { editSpaceContent } from './revisions.js';

/** Links are followed this many hops from the start page (the start page is depth 0). */
export const MAX_DEPTH = 2;
/** At most this many pages are discovered (fetched) per import, the start page included. */
export const MAX_PAGES = 25;
/** Pages fetched at the same time. */
const PARALLEL_FETCHES = 4;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export interface ParsedPage {
  /** The URL that answered (after redirects): relative links resolve against it. */
  url: URL;
  title: string;
  /** Every link of the page (navigation included), absolute. */
  links: URL[];
  /** The main content as markdown, its http(s) links as placeholders into `anchors` (services/import-conversion.ts). */
  markdown: string;
  anchors: string[];
}

/** Where a crawl may go: same scheme, host and port, under the start URL's directory. */
interface Scope {
  origin: string;
  directory: string;
}

/** One page per URL: the origin and the path without `index.html` and trailing slash (no query, no hash). */
const keyPath = (url: URL): string => url.pathname.replace(/\/index\.html?$/i, '/').replace(/\/+$/, '');
const keyOf = (url: URL): string => `${url.origin}${keyPath(url)}`;
const urlOf = (href: string, base: URL): URL | undefined => {
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
};
const inScope = (url: URL, scope: Scope): boolean =>
  url.origin === scope.origin && `${keyPath(url)}/`.startsWith(scope.directory);

function decode(body: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Fetches one page and converts it (off the main thread); throws OutboundError, or a plain Error for a page that is not HTML or cannot be converted. */
async function fetchPage(url: string, guard: GuardOptions): Promise<ParsedPage> {
  const response = await guardedFetch(url, guard);
  if (!HTML_TYPES.has(response.contentType))
    throw new Error(`${url} is not an HTML page (content type ${response.contentType || 'none'})`);
  const answered = new URL(response.url);
  const converted = await convertPage(decode(response.body, response.charset), answered.toString());
  if (!converted.ok) throw new Error(`${url} could not be converted: ${converted.reason}`);
  const links = converted.links.flatMap((href) => urlOf(href, answered) ?? []);
  return { url: answered, title: converted.title, links, markdown: converted.markdown, anchors: converted.anchors };
}

/** Breadth-first crawl; every discovered URL maps to its parsed page, or undefined when it failed. */
async function crawl(
  start: ParsedPage,
  scope: Scope,
  guard: GuardOptions,
): Promise<Map<string, ParsedPage | undefined>> {
  const results = new Map<string, ParsedPage | undefined>([[keyOf(start.url), start]]);
  let level: ParsedPage[] = [start];
  for (let depth = 1; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: { key: string; url: string }[] = [];
    for (const link of level.flatMap((page) => page.links)) {
      const key = keyOf(link);
      if (results.size >= MAX_PAGES) break;
      if (!inScope(link, scope) || results.has(key)) continue;
      results.set(key, undefined);
      next.push({ key, url: `${link.origin}${link.pathname}` });
    }
    for (let i = 0; i < next.length; i += PARALLEL_FETCHES) {
      await Promise.all(
        next.slice(i, i + PARALLEL_FETCHES).map(async ({ key, url }) => {
          // A page that fails (HTTP error, not HTML, refused) counts as discovered but not imported.
          const page = await fetchPage(url, guard).catch(() => undefined);
          if (page && inScope(page.url, scope)) results.set(key, page);
        }),
      );
    }
    level = next.map(({ key }) => results.get(key)).filter((page): page is ParsedPage => page !== undefined);
  }
  return results;
}

/**
 * The relative link from page `from` to page `to`, resolved the way page links are (services/links.ts):
 * from the page's git-style file — `<path>/README.md` for a page with children, else `<path>.md`.
 */
export function relativePagePath(from: string, fromHasChildren: boolean, to: string): string {
  const dir = fromHasChildren ? from.split('/') : from.split('/').slice(0, -1);
  const target = to.split('/');
  let common = 0;
  while (common < dir.length && common < target.length - 1 && dir[common] === target[common]) common++;
  return `${'../'.repeat(dir.length - common)}${target.slice(common).join('/')}`;
}

/** The slug of a page: the last segment of its URL path (without .html), or its title for a site root. */
function slugOf(url: URL, title: string): string {
  const raw = keyPath(url).split('/').pop() ?? '';
  let segment = raw;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    // A malformed escape is kept as written (slugify drops the %).
  }
  segment = segment.replace(/\.html?$/i, '');
  return slugify(segment === '' ? title : segment);
}

/** Places each imported page in the tree: existing pages at the same path are updated in place (same id). */
function place(
  pages: ParsedPage[],
  base: RevisionContent,
  now: string,
): { flat: FlatPage[]; pathOf: Map<string, { id: string; path: string }> } {
  const flat = flattenPages(base.pages);
  const byPath = new Map(flat.map((f) => [f.path, f] as const));
  const pathOf = new Map<string, { id: string; path: string }>();
  const keys = new Set(pages.map((p) => keyOf(p.url)));
  // Ancestors before descendants, then in discovery order.
  const ordered = [...pages].sort((a, b) => keyPath(a.url).split('/').length - keyPath(b.url).split('/').length);
  for (const page of ordered) {
    const key = keyOf(page.url);
    let parentKey = key;
    do parentKey = parentKey.slice(0, Math.max(parentKey.lastIndexOf('/'), page.url.origin.length));
    while (parentKey.length > page.url.origin.length && !keys.has(parentKey));
    const parent = parentKey !== key ? pathOf.get(parentKey) : undefined;
    const slug = slugOf(page.url, page.title);
    const taken = new Set([...pathOf.values()].map((p) => p.path));
    let path = parent ? `${parent.path}/${slug}` : slug;
    for (let n = 2; taken.has(path); n++) path = parent ? `${parent.path}/${slug}-${n}` : `${slug}-${n}`;
    const existing = byPath.get(path);
    if (existing) {
      pathOf.set(key, { id: existing.page.id, path });
      continue;
    }
    const parentId = parent?.id ?? null;
    const index = Math.max(-1, ...flat.filter((f) => f.parentId === parentId).map((f) => f.index)) + 1;
    const created: FlatPage = {
      page: {
        id: newId(),
        title: page.title,
        type: 'document',
        slug: path.split('/').pop() ?? slug,
        createdAt: now,
        updatedAt: now,
      },
      parentId,
      index,
      path,
    };
    flat.push(created);
    byPath.set(path, created);
    pathOf.set(key, { id: created.page.id, path });
  }
  return { flat, pathOf };
}

/** The page's main content as markdown; links to imported pages become relative page paths, other links absolute URLs. */
function toMarkdown(
  page: ParsedPage,
  own: FlatPage,
  hasChildren: boolean,
  pathOf: (key: string) => { path: string } | undefined,
): string {
  return page.markdown.replace(PLACEHOLDER, (_match, index: string) => {
    const href = urlOf(page.anchors[Number(index)] ?? '', page.url);
    if (!href) return '';
    const target = pathOf(keyOf(href));
    return target ? `${relativePagePath(own.path, hasChildren, target.path)}${href.hash}` : href.toString();
  });
}

/** Why the start URL could not be imported, as a 400 (never a 5xx: the URL is the client's input). */
function startFailure(error: unknown) {
  if (error instanceof OutboundError)
    return badRequest(`body.url could not be imported (${error.reason}): ${error.message}`);
  return badRequest(`body.url could not be imported: ${(error as Error).message}`);
}

/** What a crawl found: the pages converted (in discovery order, one per answering URL) and how many URLs were discovered. */
export interface CrawledSite {
  pages: ParsedPage[];
  /** Requested URL key → key of the URL that answered (they differ after a redirect). */
  aliases: Map<string, string>;
  totalResources: number;
}

/** Fetches the start URL (a failure is a 400 naming the reason) and crawls the site from it; one import job (metrics). */
export function crawlWebsite(s: Deps, url: string): Promise<CrawledSite> {
  return asJob(s.db, 'import', () => crawlFrom(s, url));
}

async function crawlFrom(s: Deps, url: string): Promise<CrawledSite> {
  const guard: GuardOptions = { allowPrivateNetwork: s.config.allowPrivateNetwork };
  const start = await fetchPage(url, guard).catch((error: unknown) => {
    throw startFailure(error);
  });
  const scope = {
    origin: start.url.origin,
    directory: start.url.pathname.slice(0, start.url.pathname.lastIndexOf('/') + 1),
  };
  const results = await crawl(start, scope, guard);
  const pages = new Map<string, ParsedPage>();
  const aliases = new Map<string, string>();
  for (const [key, page] of results) {
    if (!page) continue;
    const answered = keyOf(page.url);
    if (!pages.has(answered)) pages.set(answered, page);
    aliases.set(key, answered);
    page.title ||= slugOf(page.url, page.url.host);
  }
  return { pages: [...pages.values()], aliases, totalResources: results.size };
}

/** Lays the crawled pages out on top of `base` (pure apart from new ids; can be applied again to a newer base). */
export function applyImport(
  site: CrawledSite,
  base: RevisionContent,
  now: Date,
): { content: RevisionContent; importedResources: number; totalResources: number } {
  const stamp = now.toISOString();
  const { flat, pathOf } = place(site.pages, base, stamp);
  const imported = new Map(site.pages.map((p) => [pathOf.get(keyOf(p.url))?.id, p] as const));
  const parents = new Set(flat.map((f) => f.parentId));
  const updated = flat.map((f): FlatPage => {
    const page = imported.get(f.page.id);
    if (!page) return f;
    const { href: _href, ...rest } = f.page;
    return {
      ...f,
      page: {
        ...rest,
        type: 'document',
        title: page.title,
        markdown: toMarkdown(page, f, parents.has(f.page.id), (key) => pathOf.get(site.aliases.get(key) ?? key)),
        updatedAt: stamp,
      },
    };
  });
  return {
    content: { ...base, pages: buildTree(updated) },
    importedResources: site.pages.length,
    totalResources: site.totalResources,
  };
}

/**
 * Imports the website at `url` on top of `base`: totalResources counts the pages discovered (at most
 * MAX_PAGES, at most MAX_DEPTH links away), importedResources those converted into pages. A page whose
 * path exists in `base` is updated in place (same id); the others are added.
 */
export async function importWebsite(
  s: Deps,
  url: string,
  base: RevisionContent,
  now: Date,
): Promise<{ content: RevisionContent; importedResources: number; totalResources: number }> {
  return applyImport(await crawlWebsite(s, url), base, now);
}

/**
 * spec: importContentInSpace — needs the edit level (admin on a locked space).
 * The site is fetched outside any transaction; the pages are then laid out on the space's current
 * content under the space's row lock, committed as an 'edits' revision and made the space's content.
 */
export async function importIntoSpace(
  ctx: RequestContext,
  { params: { spaceId }, body: { url } }: Input<'importContentInSpace'>,
) {
  await spaceFor(ctx, spaceId, { need: (row) => (row.editMode === 'locked' ? 'admin' : 'edit') });
  const site = await crawlWebsite(ctx, url);
  const now = ctx.clock.now();
  const { revision, importedResources, totalResources } = await editSpaceContent(ctx.prisma, spaceId, now, (current) =>
    applyImport(site, current, now),
  );
  return { revision, importedResources, totalResources };
}
