/**
 * Arrange helpers of the comment tests: a test server with a commenter, an editor and a discussion (a space with
 * pages and a change request with its own content), comment paths of both scopes.
 */
import { expect } from 'vitest';
import type { RevisionContent, StoredPage } from '../src/domain/revision-content.js';
import { newId } from '../src/ids.js';
import { commitRevision, moveSpaceToRevision } from '../src/services/revisions.js';
import { createSpace } from './content-helpers.js';
import { arrangeUser, tokenOwner, useTestServer, type Client, type TestServer } from './helpers.js';

/** A document page of a revision. */
export function page(
  title: string,
  markdown = `# ${title}\n\nSome text.`,
  at = new Date('2026-01-01T00:00:00Z'),
): StoredPage {
  return {
    id: newId(),
    title,
    type: 'document',
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    markdown,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    pages: [],
  };
}

const contentOf = (pages: StoredPage[]): RevisionContent => ({ pages, files: [], reusableContents: [], variables: {} });

/** Makes a new main revision of the space holding `pages` (what an edit of the content does). */
export async function arrangeMainContent(server: TestServer, spaceId: string, pages: StoredPage[]): Promise<string> {
  const { prisma, clock } = server.app.services;
  const space = await prisma.space.findUniqueOrThrow({ where: { id: spaceId } });
  const content = contentOf(pages);
  return prisma.$transaction(async (tx) => {
    const id = await commitRevision(tx, {
      spaceId,
      type: 'edits',
      parents: [space.revisionId],
      content,
      createdAt: clock.now(),
    });
    await moveSpaceToRevision(tx, spaceId, id, content, clock.now());
    return id;
  });
}

/**
 * Inserts a change request of the space whose content is `pages` (the comments tests need change
 * requests with content of their own, which the API makes only through an import).
 */
export async function arrangeChangeRequest(
  server: TestServer,
  spaceId: string,
  createdById: string,
  pages: StoredPage[],
): Promise<{ id: string; number: number }> {
  const { prisma, clock } = server.app.services;
  return prisma.$transaction(async (tx) => {
    const space = await tx.space.update({ where: { id: spaceId }, data: { changeRequestSeq: { increment: 1 } } });
    const id = newId();
    const revisionId = await commitRevision(tx, {
      spaceId,
      type: 'edits',
      parents: [space.revisionId],
      content: contentOf(pages),
      createdAt: clock.now(),
      changeRequestId: id,
    });
    const now = clock.now();
    await tx.changeRequest.create({
      data: {
        id,
        spaceId,
        number: space.changeRequestSeq,
        status: 'open',
        subject: 'Proposal',
        createdById,
        createdAt: now,
        updatedAt: now,
        revisionId,
        revisionInitialId: space.revisionId,
      },
    });
    return { id, number: space.changeRequestSeq };
  });
}

/** A space of the organization with pages in its main content and an open change request with pages of its own. */
export async function arrangeDiscussion(server: TestServer, admin: Client, adminId: string) {
  const space = await createSpace(admin, server.fixtures.organizationId, { title: 'Discussed' });
  const mainPages = [page('Intro'), page('Setup')];
  const crOnly = page('Proposed page');
  await arrangeMainContent(server, space.id, mainPages);
  const changeRequest = await arrangeChangeRequest(server, space.id, adminId, [...mainPages, crOnly]);
  return { spaceId: space.id, mainPages, crOnly, changeRequest };
}

/**
 * A test server for the file (useTestServer) with what the comment tests arrange on it: the admin's user id, a
 * commenter and an editor of the organization, and a discussion (arrangeDiscussion).
 */
export function useDiscussion() {
  return useTestServer({}, async (t) => {
    const adminId = await tokenOwner(t.server, t.server.fixtures.tokens.admin);
    const commenter = await arrangeUser(t.server, { name: 'Carla Commenter', memberships: [[t.orgId, 'comment']] });
    const editor = await arrangeUser(t.server, { name: 'Eddie Editor', memberships: [[t.orgId, 'edit']] });
    const discussion = await arrangeDiscussion(t.server, t.admin, adminId);
    return { adminId, commenter, editor, discussion };
  });
}

/** The two places comments live, as test tables: `template` names the path as the spec does. */
export function scopesOf(discussion: () => { spaceId: string; changeRequest: { number: number } }) {
  return [
    { scope: 'space', template: '/v1/spaces/{spaceId}', path: () => `/v1/spaces/${discussion().spaceId}` },
    {
      scope: 'change request',
      template: '/v1/spaces/{spaceId}/change-requests/{changeRequestId}',
      path: () => `/v1/spaces/${discussion().spaceId}/change-requests/${discussion().changeRequest.number}`,
    },
  ];
}

/** POSTs a comment, expecting 200; returns it. */
export async function postComment(
  api: Client,
  scopePath: string,
  body: Record<string, unknown> = { body: { markdown: 'A remark' } },
): Promise<any> {
  const res = await api.post(`${scopePath}/comments`, body);
  expect(res.status, res.text).toBe(200);
  return res.body;
}
