/**
 * Reading content (spec tags Space content, Change request content): one implementation for a space's
 * main revision and for a change request's revision, and the bytes behind a file's downloadURL.
 */
import { changeRequestFor, spaceFor } from '../access/resources.js';
import type { File, Page, Revision } from '@docs-api/shared-types';
import { findPage, type RevisionContent, type StoredFile } from '../domain/revision-content.js';
import { notFound } from '../errors.js';
import type { Page as ListPage, SortKey } from '../http/pagination.js';
import { presentFile, presentPage, presentRevision, type ContentView } from '../presenters/content.js';
import { findFileBlobBytes } from '../repositories/files.js';
import type { Deps } from '../deps.js';
import type { Input, RequestContext } from '../http/handler.js';
import { readRevision, type RevisionRecord } from './revisions.js';
import type { Level } from '../domain/permissions.js';

/** The revision a content operation reads, and where its content lives. */
export interface ContentSource {
  organizationId: string;
  spaceId: string;
  revisionId: string;
  baseUrl: string;
  /** App URL of the content root (the space's, or the change request's). */
  appUrl: string;
  /** Set when the content is a change request's; `baseRevisionId` is the main revision it was last based on. */
  changeRequest?: { id: string; number: number; baseRevisionId: string };
  /** Stable name of the source in cursors. */
  key: string;
  /** The caller's organization role: links to other spaces resolve only within what the caller can read. */
  callerRole: Level;
}

/** The main content of a space the caller can read (404 otherwise). */
async function spaceSource(ctx: RequestContext, spaceId: string): Promise<ContentSource> {
  const { row, role } = await spaceFor(ctx, spaceId);
  return {
    organizationId: row.organizationId,
    spaceId,
    revisionId: row.revisionId,
    baseUrl: ctx.baseUrl,
    appUrl: `${ctx.baseUrl}/s/${spaceId}`,
    key: `space:${spaceId}`,
    callerRole: role,
  };
}

/** The content of a change request (its `revisionId`) of a space the caller can read (404 otherwise). */
async function changeRequestSource(
  ctx: RequestContext,
  spaceId: string,
  changeRequestId: string,
): Promise<ContentSource> {
  const { space, changeRequest: cr } = await changeRequestFor(ctx, { spaceId, changeRequestId });
  return {
    organizationId: space.row.organizationId,
    spaceId,
    revisionId: cr.revisionId,
    baseUrl: ctx.baseUrl,
    appUrl: `${ctx.baseUrl}/s/${spaceId}/~/changes/${cr.number}`,
    changeRequest: {
      id: cr.id,
      number: cr.number,
      baseRevisionId: cr.revisionMergedAncestorId ?? cr.revisionInitialId,
    },
    key: `change-request:${cr.id}`,
    callerRole: space.role,
  };
}

/** The content a path names: its change request's when it has a `changeRequestId`, else the space's main content. */
const sourceOf = (
  ctx: RequestContext,
  params: { spaceId: string; changeRequestId?: string },
): Promise<ContentSource> =>
  params.changeRequestId === undefined
    ? spaceSource(ctx, params.spaceId)
    : changeRequestSource(ctx, params.spaceId, params.changeRequestId);

/** The revision of a source with its content. */
async function loadRevision(s: Deps, source: ContentSource): Promise<RevisionRecord> {
  const revision = await readRevision(s.prisma, source.revisionId);
  if (!revision) throw notFound('Revision');
  return revision;
}

/** The content a path names (its source) and what its revision holds. */
export async function contentOf(
  ctx: RequestContext,
  params: { spaceId: string; changeRequestId?: string },
): Promise<{ source: ContentSource; content: RevisionContent }> {
  const source = await sourceOf(ctx, params);
  const { content } = await loadRevision(ctx, source);
  return { source, content };
}

export interface ContentQuery {
  metadata?: boolean;
  /** spec tags Space content, Change request content: `computed=false` leaves computed content unexpanded; no stored page is computed, so both read the same. */
  computed?: boolean;
  format?: 'markdown' | 'document';
  evaluated?: boolean;
}

const viewOf = (source: ContentSource, query: ContentQuery, content?: RevisionContent): ContentView => ({
  baseUrl: source.baseUrl,
  appUrl: source.appUrl,
  metadata: query.metadata !== false,
  ...(query.format !== undefined ? { format: query.format } : {}),
  ...(query.evaluated === true && content ? { variables: content.variables } : {}),
});

/** spec: getCurrentRevision, getRevisionOfChangeRequestById — the revision with its page tree and files. */
export async function getRevision(
  ctx: RequestContext,
  { params, query }: Input<'getCurrentRevision'> | Input<'getRevisionOfChangeRequestById'>,
): Promise<Revision> {
  const source = await sourceOf(ctx, params);
  return presentRevision(await loadRevision(ctx, source), viewOf(source, query));
}

/** spec: listPages, listPagesInChangeRequest — `{pages}`, the page tree. */
export async function listPages(
  ctx: RequestContext,
  { params, query }: Input<'listPages'> | Input<'listPagesInChangeRequest'>,
): Promise<{ pages: Page[] }> {
  const { source, content } = await contentOf(ctx, params);
  const view = viewOf(source, query);
  return { pages: content.pages.map((page) => presentPage(page, '', view)) };
}

/** spec: getPageById, getPageInChangeRequestById — one page (404 when the revision has none with this id). */
export async function getPage(
  ctx: RequestContext,
  { params, query }: Input<'getPageById'> | Input<'getPageInChangeRequestById'>,
): Promise<Page> {
  const { source, content } = await contentOf(ctx, params);
  const found = findPage(content, params.pageId);
  if (!found) throw notFound('Page');
  const parentPath = found.path.slice(0, Math.max(0, found.path.length - found.page.slug.length - 1));
  const node = treeNode(content, params.pageId) ?? { ...found.page, pages: [] };
  return presentPage(node, parentPath, viewOf(source, query, content));
}

/** The stored page with its children. */
function treeNode(content: RevisionContent, pageId: string) {
  for (let level = content.pages; level.length > 0;) {
    const hit = level.find((p) => p.id === pageId);
    if (hit) return hit;
    level = level.flatMap((p) => p.pages);
  }
  return undefined;
}

const BY_NAME: SortKey[] = [
  { field: 'name', direction: 'asc' },
  { field: 'id', direction: 'asc' },
];

/** spec: listFiles, listFilesInChangeRequestById — the files, by name, paginated. */
export async function listFiles(
  ctx: RequestContext,
  { params, query }: Input<'listFiles'> | Input<'listFilesInChangeRequestById'>,
): Promise<ListPage<File>> {
  const { source, content } = await contentOf(ctx, params);
  const view = viewOf(source, query);
  return ctx.paginator.paginateRows({
    list: `files:${source.key}`,
    query,
    sort: BY_NAME,
    rows: content.files,
    present: (file) => presentFile(file, view),
  });
}

/** The stored file of a revision (404 when there is none with this id). */
export function fileOf(content: RevisionContent, fileId: string): StoredFile {
  const file = content.files.find((f) => f.id === fileId);
  if (!file) throw notFound('File');
  return file;
}

/** spec: getFileById, getFileInChangeRequestById. */
export async function getFile(
  ctx: RequestContext,
  { params, query }: Input<'getFileById'> | Input<'getFileInChangeRequestById'>,
): Promise<File> {
  const { source, content } = await contentOf(ctx, params);
  return presentFile(fileOf(content, params.fileId), viewOf(source, query));
}

/** The bytes and content type served at a file's downloadURL (404 for an unknown blob). */
export async function fileDownload(s: Deps, blobId: string): Promise<{ contentType: string; bytes: Buffer }> {
  const blob = await findFileBlobBytes(s.prisma, blobId);
  if (!blob) throw notFound('File');
  return { contentType: blob.contentType, bytes: Buffer.from(blob.bytes) };
}
