/**
 * Arrange helpers of the content and links tests: revisions written through the revision store (the
 * contract has no page-editing operation), and change request rows pointing at a revision of their own.
 */
import { slugify, type RevisionContent, type StoredFile, type StoredPage } from '../src/domain/revision-content.js';
import { newId } from '../src/ids.js';
import { commitRevision, moveSpaceToRevision } from '../src/services/revisions.js';
import type { TestServer } from './helpers.js';

/** A document page (or a group when `markdown` is undefined) with nested pages. */
export function page(title: string, markdown: string | undefined, pages: StoredPage[] = []): StoredPage {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id: newId(),
    title,
    type: markdown === undefined ? 'group' : 'document',
    slug: slugify(title),
    ...(markdown !== undefined ? { markdown } : {}),
    createdAt: at,
    updatedAt: at,
    pages,
  };
}

/** Stores bytes as a blob and returns the file's metadata. */
export async function storeFile(
  server: TestServer,
  name: string,
  contentType: string,
  bytes: Buffer,
): Promise<StoredFile> {
  const blobId = newId();
  await server.app.services.prisma.fileBlob.create({
    data: {
      id: blobId,
      contentType,
      size: bytes.length,
      bytes: new Uint8Array(bytes),
      createdAt: server.app.services.clock.now(),
    },
  });
  return { id: newId(), name, contentType, size: bytes.length, blobId };
}

export const contentOf = (
  pages: StoredPage[],
  files: StoredFile[] = [],
  variables: Record<string, string> = {},
): RevisionContent => ({
  pages,
  files,
  reusableContents: [],
  variables,
});

/** Commits `content` as the space's new main revision (and re-indexes it); returns the revision id. */
export async function setSpaceContent(server: TestServer, spaceId: string, content: RevisionContent): Promise<string> {
  const s = server.app.services;
  return s.prisma.$transaction(async (tx) => {
    const space = await tx.space.findUniqueOrThrow({ where: { id: spaceId } });
    const now = s.clock.now();
    const id = await commitRevision(tx, {
      spaceId,
      type: 'edits',
      parents: [space.revisionId],
      content,
      createdAt: now,
    });
    await moveSpaceToRevision(tx, spaceId, id, content, now);
    return id;
  });
}

/** A change request row of the space whose own revision holds `content`, based on the space's current revision. */
export async function arrangeChangeRequest(
  server: TestServer,
  spaceId: string,
  createdById: string,
  content: RevisionContent,
) {
  const s = server.app.services;
  return s.prisma.$transaction(async (tx) => {
    const space = await tx.space.update({ where: { id: spaceId }, data: { changeRequestSeq: { increment: 1 } } });
    const now = s.clock.now();
    const id = newId();
    const revisionId = await commitRevision(tx, {
      spaceId,
      type: 'edits',
      parents: [space.revisionId],
      content,
      createdAt: now,
      changeRequestId: id,
    });
    return tx.changeRequest.create({
      data: {
        id,
        spaceId,
        number: space.changeRequestSeq,
        status: 'open',
        subject: 'Arranged change',
        createdById,
        createdAt: now,
        updatedAt: now,
        revisionId,
        revisionInitialId: space.revisionId,
      },
    });
  });
}
