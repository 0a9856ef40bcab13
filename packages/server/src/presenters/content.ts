/** Stored revision content → the contract's Revision, Page and File (spec schemas Revision, Page). */
import type { File, Page, Revision } from '@docs-api/shared-types';
import { documentOf, evaluate, gitBlobId } from '../domain/markdown.js';
import type { StoredFile, StoredPage } from '../domain/revision-content.js';
import type { RevisionRecord } from '../services/revisions.js';
import { valued } from './fields.js';

/** How content is shown: where it lives in the app and what the query asked for. */
export interface ContentView {
  baseUrl: string;
  /** App URL of the content's root: the space's, or the change request's inside it. */
  appUrl: string;
  /** spec tags Space content, Change request content: `metadata=false` leaves out the mutable `git` metadata. */
  metadata: boolean;
  /** `markdown` (default) gives `markdown`; `document` gives the parsed blocks as `document` instead. */
  format?: 'markdown' | 'document';
  /** With `evaluated`, `{{ vars.NAME }}` is replaced by the revision's variables. */
  variables?: Record<string, string>;
}

/** The URL serving a file's bytes (outside /v1; the blob id is unguessable). */
export const fileDownloadUrl = (baseUrl: string, file: Pick<StoredFile, 'blobId' | 'name'>): string =>
  `${baseUrl}/files/${file.blobId}/${encodeURIComponent(file.name)}`;

/** A file with its download URL; `git` unless `metadata` is false. */
export function presentFile(file: StoredFile, view: Pick<ContentView, 'baseUrl' | 'metadata'>): File {
  return {
    object: 'file',
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    downloadURL: fileDownloadUrl(view.baseUrl, file),
    size: file.size,
    ...(file.dimensions ? { dimensions: file.dimensions } : {}),
    ...(view.metadata ? { git: { oid: file.blobId, path: `.gitbook/assets/${file.name}` } } : {}),
  };
}

/** The app URL of the page at `path` (the content root for the empty path). */
export const pageAppUrl = (view: Pick<ContentView, 'appUrl'>, path: string): string =>
  path === '' ? view.appUrl : `${view.appUrl}/${path}`;

/** Layout options of a document page (spec: Page `layout`): the defaults, since no operation changes them. */
const DOCUMENT_LAYOUT: NonNullable<Page['layout']> = {
  cover: true,
  title: true,
  description: true,
  tableOfContents: true,
  outline: true,
  pagination: true,
  width: 'default',
  coverSize: 'hero',
  coverMask: 'none',
};

/** A page and its nested pages; `parentPath` is the path of the page's parent ('' at the root). */
export function presentPage(page: StoredPage, parentPath: string, view: ContentView): Page {
  const path = parentPath === '' ? page.slug : `${parentPath}/${page.slug}`;
  const source = page.markdown ?? '';
  const markdown = view.variables ? evaluate(source, view.variables) : source;
  const isDocument = page.type === 'document';
  return {
    id: page.id,
    title: page.title,
    type: page.type,
    slug: page.slug,
    path,
    ...valued({ emoji: page.emoji, description: page.description, hidden: page.hidden }),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    urls: { app: pageAppUrl(view, path) },
    ...(isDocument ? { layout: { ...DOCUMENT_LAYOUT } } : {}),
    ...(isDocument && view.format === 'document' ? { document: documentOf(markdown) } : {}),
    ...(isDocument && view.format !== 'document' ? { markdown } : {}),
    // The document changes with the body: its id is the page id and the body's git blob id.
    ...(isDocument ? { documentId: `${page.id}-${gitBlobId(source).slice(0, 12)}` } : {}),
    ...(isDocument && view.metadata
      ? { git: { oid: gitBlobId(source), path: page.pages.length > 0 ? `${path}/README.md` : `${path}.md` } }
      : {}),
    pages: page.pages.map((child) => presentPage(child, path, view)),
  };
}

/** A revision with its page tree and files (spec schema Revision; the `edits` variant's fields for every type). */
export function presentRevision(record: RevisionRecord, view: ContentView): Revision {
  const { content } = record;
  return {
    object: 'revision',
    id: record.id,
    parents: record.parents,
    pages: content.pages.map((page) => presentPage(page, '', view)),
    files: content.files.map((file) => presentFile(file, view)),
    reusableContents: content.reusableContents.map((r) => ({ id: r.id, title: r.title, document: r.document })),
    variables: content.variables,
    createdAt: record.createdAt.toISOString(),
    type: record.type,
    urls: { app: `${view.baseUrl}/s/${record.spaceId}/~/revisions/${record.id}` },
  };
}
