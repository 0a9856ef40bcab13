/**
 * The revision store: read a revision's content, commit a new immutable revision, and move a space's
 * main content to a revision (which also re-indexes the space for search).
 */
import { plainText } from '../domain/markdown.js';
import { emptyContent, flattenPages, type RevisionContent } from '../domain/revision-content.js';
import type { Prisma } from '../generated/prisma/client.js';
import { notFound } from '../errors.js';
import { newId } from '../ids.js';
import type { PrismaClient } from '../db/client.js';
import { lockSpaceRevision } from '../repositories/change-requests.js';
import type { Tx } from '../repositories/organizations.js';
import * as repo from '../repositories/revisions.js';

export type RevisionType = 'edits' | 'merge' | 'rollback' | 'update' | 'computed';

export interface RevisionRecord {
  id: string;
  spaceId: string;
  type: RevisionType;
  parents: string[];
  createdAt: Date;
  changeRequestId: string | null;
  content: RevisionContent;
}

/** The revision with its content, or undefined. */
export async function readRevision(db: Tx, revisionId: string): Promise<RevisionRecord | undefined> {
  const row = await repo.findRevisionRow(db, revisionId);
  if (!row) return undefined;
  return {
    ...row,
    type: row.type as RevisionType,
    content: { ...emptyContent(), ...(row.content as Partial<RevisionContent>) },
  };
}

/** Stores a new immutable revision and returns its id. */
export async function commitRevision(
  tx: Tx,
  revision: {
    spaceId: string;
    type: RevisionType;
    parents: string[];
    content: RevisionContent;
    createdAt: Date;
    changeRequestId?: string;
  },
): Promise<string> {
  const id = newId();
  await repo.insertRevision(tx, {
    id,
    spaceId: revision.spaceId,
    type: revision.type,
    parents: revision.parents,
    createdAt: revision.createdAt,
    changeRequestId: revision.changeRequestId ?? null,
    content: revision.content as unknown as Prisma.InputJsonValue,
  });
  return id;
}

/** Splits markdown into the text before the first heading and one section per heading. */
export function sectionsOf(markdown: string): {
  intro: string;
  sections: { id: string; title: string; body: string }[];
} {
  const sections: { id: string; title: string; body: string }[] = [];
  let intro = '';
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1] !== undefined) {
      const title = heading[1];
      sections.push({
        id: title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        title,
        body: '',
      });
    } else {
      const last = sections.at(-1);
      if (last) last.body += `${line}\n`;
      else intro += `${line}\n`;
    }
  }
  return { intro: intro.trim(), sections: sections.map((s) => ({ ...s, body: s.body.trim() })) };
}

/** Makes `revisionId` the space's main content and re-indexes the space's pages for search (as plain text). */
export async function moveSpaceToRevision(
  tx: Tx,
  spaceId: string,
  revisionId: string,
  content: RevisionContent,
  now: Date,
): Promise<void> {
  await repo.setSpaceRevision(tx, spaceId, revisionId, now);
  const rows = flattenPages(content.pages)
    .filter((f) => f.page.type === 'document')
    .map((f) => {
      const { intro, sections: parts } = sectionsOf(f.page.markdown ?? '');
      const sections = parts.map((section) => ({ ...section, body: plainText(section.body) }));
      // The body keeps one `#` line per heading so that the text before the first heading stays findable.
      const body = [plainText(intro), ...sections.map((section) => `# ${section.title}\n${section.body}`)]
        .join('\n')
        .trim();
      return { pageId: f.page.id, title: f.page.title, path: f.path, sections, body };
    });
  await repo.replaceSearchRows(tx, spaceId, revisionId, rows);
}

/** A space's or a change request's content edit waits for PGlite's one transaction and may lay out many pages. */
export const CONTENT_EDIT_TX = { maxWait: 10_000, timeout: 30_000 };

/**
 * Edits a space's main content: under the space's row lock, `edit` lays out the new content on the current one,
 * which is committed as an 'edits' revision and made the space's content; answers what `edit` gave and the revision.
 */
export async function editSpaceContent<T extends { content: RevisionContent }>(
  db: PrismaClient,
  spaceId: string,
  now: Date,
  edit: (current: RevisionContent) => T,
): Promise<T & { revision: string }> {
  return db.$transaction(async (tx) => {
    const currentId = await lockSpaceRevision(tx, spaceId);
    if (currentId === undefined) throw notFound('Space');
    const edited = edit((await readRevision(tx, currentId))?.content ?? emptyContent());
    const revision = await commitRevision(tx, {
      spaceId,
      type: 'edits',
      parents: [currentId],
      content: edited.content,
      createdAt: now,
    });
    await moveSpaceToRevision(tx, spaceId, revision, edited.content, now);
    return { ...edited, revision };
  }, CONTENT_EDIT_TX);
}
