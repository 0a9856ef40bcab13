/**
 * Pages of a seed file written into a space's main content or a change request's, the way an import writes
 * them (spec: importContentInSpace, importContentInChangeRequest): the caller needs the edit level (admin on
 * a locked space), the new revision's parent is the current one, and a page whose path exists is changed in
 * place (same id) while the others are added.
 */
import { changeRequestFor, spaceFor } from '../access/resources.js';
import { emptyContent, flattenPages, slugify, type StoredPage } from '../domain/revision-content.js';
import { conflict, notFound } from '../errors.js';
import type { RequestContext } from '../http/handler.js';
import { newId } from '../ids.js';
import * as repo from '../repositories/change-requests.js';
import { commitRevision, moveSpaceToRevision, readRevision } from '../services/revisions.js';
import type { SeedPage } from './document.js';

const TX_OPTIONS = { maxWait: 10_000, timeout: 30_000 };

/** `pages` laid over `base`: matched by slug at each level, markdown and title replaced, children merged. */
export function overlayPages(base: StoredPage[], pages: SeedPage[], stamp: string): StoredPage[] {
  const result = base.slice();
  for (const page of pages) {
    const slug = page.slug ?? slugify(page.title);
    const at = result.findIndex((existing) => existing.slug === slug);
    const existing = at >= 0 ? result[at] : undefined;
    const next: StoredPage = {
      id: existing?.id ?? newId(),
      title: page.title,
      type: 'document',
      slug,
      markdown: page.markdown ?? existing?.markdown ?? '',
      createdAt: existing?.createdAt ?? stamp,
      updatedAt: stamp,
      pages: overlayPages(existing?.pages ?? [], page.pages ?? [], stamp),
    };
    if (existing === undefined) result.push(next);
    else result[at] = next;
  }
  return result;
}

/** The id of the page at `path` (slugs joined by `/`) of the revision, if there is one. */
export async function pageIdAt(ctx: RequestContext, revisionId: string, path: string): Promise<string | undefined> {
  const revision = await readRevision(ctx.prisma, revisionId);
  return flattenPages(revision?.content.pages ?? []).find((f) => f.path === path)?.page.id;
}

/** Writes `pages` into the space's main content as an 'edits' revision; returns the revision id. */
export async function writeSpacePages(ctx: RequestContext, spaceId: string, pages: SeedPage[]): Promise<string> {
  await spaceFor(ctx, spaceId, { need: (row) => (row.editMode === 'locked' ? 'admin' : 'edit') });
  const now = ctx.clock.now();
  return ctx.prisma.$transaction(async (tx) => {
    const currentId = await repo.lockSpaceRevision(tx, spaceId);
    if (currentId === undefined) throw notFound('Space');
    const current = (await readRevision(tx, currentId))?.content ?? emptyContent();
    const content = { ...current, pages: overlayPages(current.pages, pages, now.toISOString()) };
    const revision = await commitRevision(tx, {
      spaceId,
      type: 'edits',
      parents: [currentId],
      content,
      createdAt: now,
    });
    await moveSpaceToRevision(tx, spaceId, revision, content, now);
    return revision;
  }, TX_OPTIONS);
}

/** Writes `pages` into an open change request's content; the caller becomes a contributor. */
export async function writeChangeRequestPages(
  ctx: RequestContext,
  params: { spaceId: string; changeRequestId: string },
  pages: SeedPage[],
): Promise<string> {
  await changeRequestFor(ctx, params, { need: 'edit' });
  const now = ctx.clock.now();
  return ctx.prisma.$transaction(async (tx) => {
    const current = await repo.lockChangeRequest(tx, params.changeRequestId);
    if (current === null) throw notFound('Change request');
    if (current.status === 'merged' || current.status === 'archived')
      throw conflict(`The change request is ${current.status} and cannot be changed`);
    const base = (await readRevision(tx, current.revisionId))?.content ?? emptyContent();
    const content = { ...base, pages: overlayPages(base.pages, pages, now.toISOString()) };
    const revision = await commitRevision(tx, {
      spaceId: params.spaceId,
      type: 'edits',
      parents: [current.revisionId],
      content,
      createdAt: now,
      changeRequestId: current.id,
    });
    await repo.updateChangeRequest(tx, current.id, { revisionId: revision, updatedAt: now });
    await repo.addContributor(tx, current.id, ctx.caller.userId, now);
    return revision;
  }, TX_OPTIONS);
}
