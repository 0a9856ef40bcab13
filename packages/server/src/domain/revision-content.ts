/**
 * What a revision holds (spec schemas Revision, Page, File): a tree of pages, files, reusable contents and
 * variables. Revisions are immutable: every change builds a new RevisionContent. Pure functions only.
 */

/** A page as stored in a revision; `path` is derived from the slugs of its ancestors. */
export interface StoredPage {
  id: string;
  title: string;
  type: 'document' | 'group' | 'link';
  slug: string;
  /** Markdown body of a document page. */
  markdown?: string;
  /** Target of a link page. */
  href?: string;
  emoji?: string;
  description?: string;
  hidden?: boolean;
  createdAt: string;
  updatedAt: string;
  pages: StoredPage[];
}

/** A file's metadata; its bytes live in a blob addressed by `blobId`. */
export interface StoredFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  blobId: string;
  dimensions?: { width: number; height: number };
}

export interface RevisionContent {
  pages: StoredPage[];
  files: StoredFile[];
  reusableContents: { id: string; title: string; document: string }[];
  variables: Record<string, string>;
}

export const emptyContent = (): RevisionContent => ({ pages: [], files: [], reusableContents: [], variables: {} });

/** A title's letters and digits, lower-case, accents dropped, runs of anything else as one dash ("Getting Started!" → "getting-started"). */
export const dashedWords = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A URL-safe slug of a page title ("Getting Started!" → "getting-started"). */
export function slugify(title: string): string {
  const slug = dashedWords(title);
  return slug === '' ? 'page' : slug.slice(0, 100);
}

/** The pages with their times moved by `ms` milliseconds (seed/demo.ts: a template's demo content brought to now). */
export const pagesMovedBy = (pages: StoredPage[], ms: number): StoredPage[] =>
  pages.map((page) => ({
    ...page,
    createdAt: new Date(Date.parse(page.createdAt) + ms).toISOString(),
    updatedAt: new Date(Date.parse(page.updatedAt) + ms).toISOString(),
    pages: pagesMovedBy(page.pages, ms),
  }));

/** One page without its children, with where it sits in the tree. */
export interface FlatPage {
  page: Omit<StoredPage, 'pages'>;
  parentId: string | null;
  index: number;
  path: string;
}

/** Every page of the tree in depth-first order, with parent, position and path. */
export function flattenPages(pages: StoredPage[], parentId: string | null = null, parentPath = ''): FlatPage[] {
  return pages.flatMap((node, index) => {
    const { pages: children, ...page } = node;
    const path = parentPath === '' ? page.slug : `${parentPath}/${page.slug}`;
    return [{ page, parentId, index, path }, ...flattenPages(children, page.id, path)];
  });
}

/** Rebuilds the tree from flat pages (children ordered by index, then id); orphans go to the root. */
export function buildTree(flat: FlatPage[]): StoredPage[] {
  const ids = new Set(flat.map((f) => f.page.id));
  const byParent = new Map<string | null, FlatPage[]>();
  for (const f of flat) {
    const parent = f.parentId !== null && ids.has(f.parentId) ? f.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), f]);
  }
  const build = (parent: string | null, seen: Set<string>): StoredPage[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.index - b.index || a.page.id.localeCompare(b.page.id))
      .filter((f) => !seen.has(f.page.id))
      .map((f) => {
        seen.add(f.page.id);
        return { ...f.page, pages: build(f.page.id, seen) };
      });
  return build(null, new Set());
}

/** Finds a page by id anywhere in the tree. */
export function findPage(content: RevisionContent, pageId: string): FlatPage | undefined {
  return flattenPages(content.pages).find((f) => f.page.id === pageId);
}

export interface MergeConflict {
  pageId: string;
  title: string;
}

const sameRecord = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What merging decides per record: the changed side, or a conflict when both sides changed it differently. */
function pick<T>(
  base: T | undefined,
  ours: T | undefined,
  theirs: T | undefined,
): { value: T | undefined } | 'conflict' {
  if (sameRecord(ours, theirs)) return { value: ours };
  if (sameRecord(base, ours)) return { value: theirs };
  if (sameRecord(base, theirs)) return { value: ours };
  return 'conflict';
}

/**
 * Three-way merge of page trees and files (change request update and merge): each page (its fields and
 * its place in the tree) and each file is one record; a record changed on one side takes that side; a
 * record changed differently on both sides — including edited on one side and deleted on the other —
 * is a conflict naming the page.
 */
export function mergeContent(
  base: RevisionContent,
  ours: RevisionContent,
  theirs: RevisionContent,
): { content: RevisionContent } | { conflict: MergeConflict } {
  const index = (content: RevisionContent) => new Map(flattenPages(content.pages).map((f) => [f.page.id, f] as const));
  const [b, o, t] = [index(base), index(ours), index(theirs)];
  const merged: FlatPage[] = [];
  // A page's fields and parent are what both sides may conflict on; its index among siblings shifts
  // whenever a sibling is added or removed, so it only follows the side that moved the page.
  const keyed = (f: FlatPage | undefined) => f && { page: f.page, parentId: f.parentId };
  for (const id of new Set([...o.keys(), ...t.keys(), ...b.keys()])) {
    const choice = pick(keyed(b.get(id)), keyed(o.get(id)), keyed(t.get(id)));
    if (choice === 'conflict') {
      const title = (o.get(id) ?? t.get(id) ?? b.get(id))?.page.title ?? id;
      return { conflict: { pageId: id, title } };
    }
    if (choice.value === undefined) continue;
    const [bp, op, tp] = [b.get(id), o.get(id), t.get(id)];
    const oursMovedIt = op !== undefined && (bp === undefined || bp.parentId !== op.parentId || bp.index !== op.index);
    const index = (oursMovedIt || tp === undefined ? op?.index : tp.index) ?? 0;
    merged.push({ ...choice.value, index, path: '' });
  }

  const files = (content: RevisionContent) => new Map(content.files.map((f) => [f.id, f] as const));
  const [bf, of, tf] = [files(base), files(ours), files(theirs)];
  const mergedFiles: StoredFile[] = [];
  for (const id of new Set([...of.keys(), ...tf.keys(), ...bf.keys()])) {
    const choice = pick(bf.get(id), of.get(id), tf.get(id));
    if (choice === 'conflict') return { conflict: { pageId: id, title: (of.get(id) ?? tf.get(id))?.name ?? id } };
    if (choice.value !== undefined) mergedFiles.push(choice.value);
  }

  // Both sides adding a page at the same place (same parent and slug) would leave two pages at one path.
  const pages = buildTree(merged);
  const seen = new Map<string, FlatPage>();
  for (const f of flattenPages(pages)) {
    const twin = seen.get(f.path);
    if (twin !== undefined) return { conflict: { pageId: f.page.id, title: f.page.title } };
    seen.set(f.path, f);
  }

  return {
    content: {
      pages,
      files: mergedFiles,
      reusableContents: sameRecord(base.reusableContents, ours.reusableContents)
        ? theirs.reusableContents
        : ours.reusableContents,
      variables: { ...theirs.variables, ...ours.variables },
    },
  };
}
