/**
 * Arrange helpers of the comment tests: a test server with a commenter, an editor and a discussion (a space with
 * pages and a change request with its own content), comment paths of both scopes.
 */
import { expect } from 'vitest';
import type { StoredPage } from '../src/domain/revision-content.js';
import { newId } from '../src/ids.js';
import { arrangeChangeRequest, contentOf, setSpaceContent } from './content-fixtures.js';
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

/** A space of the organization with pages in its main content and an open change request with pages of its own. */
export async function arrangeDiscussion(server: TestServer, admin: Client, adminId: string) {
  const space = await createSpace(admin, server.fixtures.organizationId, { title: 'Discussed' });
  const mainPages = [page('Intro'), page('Setup')];
  const crOnly = page('Proposed page');
  await setSpaceContent(server, space.id, contentOf(mainPages));
  const changeRequest = await arrangeChangeRequest(server, space.id, adminId, contentOf([...mainPages, crOnly]));
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
