/** Revisions (immutable content snapshots), file blobs and the search index rows in Prisma. */
import type { Prisma } from '../generated/prisma/client.js';
import type { Tx } from './organizations.js';

export const findRevisionRow = (db: Tx, id: string) => db.revision.findUnique({ where: { id } });

export const insertRevision = (db: Tx, data: Prisma.RevisionUncheckedCreateInput) => db.revision.create({ data });

export const setSpaceRevision = (db: Tx, spaceId: string, revisionId: string, updatedAt: Date) =>
  db.space.update({ where: { id: spaceId }, data: { revisionId, updatedAt } });

export const insertFileBlob = (db: Tx, data: Prisma.FileBlobUncheckedCreateInput) => db.fileBlob.create({ data });

export const findFileBlob = (db: Tx, id: string) => db.fileBlob.findUnique({ where: { id } });

export interface SearchRow {
  pageId: string;
  title: string;
  path: string;
  sections: { id: string; title: string; body: string }[];
  body: string;
}

/** Replaces the search rows of a space with those of its new current revision (one statement per page). */
export async function replaceSearchRows(db: Tx, spaceId: string, revisionId: string, rows: SearchRow[]): Promise<void> {
  await db.searchPage.deleteMany({ where: { spaceId } });
  for (const row of rows) {
    // Title weighs most, then headings, then the body (PostgreSQL full-text search; the same SQL on PGlite).
    await db.$executeRaw`
      INSERT INTO "SearchPage" ("spaceId", "pageId", "revisionId", "title", "path", "sections", "body", "document")
      VALUES (${spaceId}, ${row.pageId}, ${revisionId}, ${row.title}, ${row.path}, ${JSON.stringify(row.sections)}::jsonb, ${row.body},
        setweight(to_tsvector('english', ${row.title}), 'A') ||
        setweight(to_tsvector('english', ${row.sections.map((s) => s.title).join(' ')}), 'B') ||
        setweight(to_tsvector('english', ${row.body}), 'C'))`;
  }
}
