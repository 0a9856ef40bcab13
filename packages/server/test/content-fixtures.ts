/**
 * Arrange helpers of the content, links, comment and change request tests: revisions written through the revision
 * store (the contract has no page-editing operation), and change request rows pointing at a revision of their own.
 */
import {
  emptyContent,
  slugify,
  type RevisionContent,
  type StoredFile,
  type StoredPage,
} from '../src/domain/revision-content.js';
import { newId } from '../src/ids.js';
import type { Tx } from '../src/repositories/organizations.js';
import { commitRevision, moveSpaceToRevision, readRevision } from '../src/services/revisions.js';
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

/** A change of a revision's content: given a copy of the current content, returns the new content. */
export type ContentEdit = (content: RevisionContent) => RevisionContent;

/** A copy of a revision's content (empty content when the revision is missing). */
const copyOf = async (tx: Tx, revisionId: string): Promise<RevisionContent> =>
  structuredClone((await readRevision(tx, revisionId))?.content ?? emptyContent());

/** Commits `content` as an edits revision after `parent`, of the change request when one is given; returns its id. */
const commitEdits = (
  tx: Tx,
  spaceId: string,
  parent: string,
  content: RevisionContent,
  createdAt: Date,
  changeRequestId?: string,
): Promise<string> =>
  commitRevision(tx, { spaceId, type: 'edits', parents: [parent], content, createdAt, changeRequestId });

/**
 * Runs `change` in a transaction of the server's database, then has the server read afresh what it changed, as the
 * router does after a write request: on PostgreSQL the database's NOTIFY may reach the server's caches after the
 * test's next request.
 */
async function write<T>(server: TestServer, change: (tx: Tx) => Promise<T>): Promise<T> {
  const s = server.app.services;
  try {
    return await s.prisma.$transaction(change);
  } finally {
    s.rows.afterWriteRequest();
  }
}

/** Commits `edit` of the space's main content as its new main revision (and re-indexes it); returns the revision id. */
export async function editSpaceContent(server: TestServer, spaceId: string, edit: ContentEdit): Promise<string> {
  const s = server.app.services;
  return write(server, async (tx) => {
    const space = await tx.space.findUniqueOrThrow({ where: { id: spaceId } });
    const now = s.clock.now();
    const content = edit(await copyOf(tx, space.revisionId));
    const id = await commitEdits(tx, spaceId, space.revisionId, content, now);
    await moveSpaceToRevision(tx, spaceId, id, content, now);
    return id;
  });
}

/** Commits `content` as the space's new main revision (and re-indexes it); returns the revision id. */
export const setSpaceContent = (server: TestServer, spaceId: string, content: RevisionContent): Promise<string> =>
  editSpaceContent(server, spaceId, () => content);

/** Commits `edit` of a change request's content as the change request's new revision; returns the revision id. */
export async function editChangeRequestContent(
  server: TestServer,
  spaceId: string,
  changeRequestId: string,
  edit: ContentEdit,
): Promise<string> {
  const s = server.app.services;
  return write(server, async (tx) => {
    const changeRequest = await tx.changeRequest.findUniqueOrThrow({ where: { id: changeRequestId } });
    const content = edit(await copyOf(tx, changeRequest.revisionId));
    const id = await commitEdits(tx, spaceId, changeRequest.revisionId, content, s.clock.now(), changeRequestId);
    await tx.changeRequest.update({ where: { id: changeRequestId }, data: { revisionId: id } });
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
  return write(server, async (tx) => {
    const space = await tx.space.update({ where: { id: spaceId }, data: { changeRequestSeq: { increment: 1 } } });
    const now = s.clock.now();
    const id = newId();
    const revisionId = await commitEdits(tx, spaceId, space.revisionId, content, now, id);
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
