/**
 * Pages of a seed file written into a space's main content or a change request's, the way an import writes
 * them (spec: importContentInSpace, importContentInChangeRequest): the caller needs the edit level (admin on
 * a locked space), the new revision's parent is the current one, and a page whose path exists is changed in
 * place (same id) while the others are added.
 */
import { changeRequestFor, spaceFor } from '../access/resources.js';
import { flattenPages, slugify, type RevisionContent, type StoredPage } from '../domain/revision-content.js';
import type { RequestContext } from '../http/handler.js';
import { newId } from '../ids.js';
import { editChangeRequestContent } from '../services/change-requests.js';
import { editSpaceContent, readRevision } from '../services/revisions.js';
import type { SeedPage } from './document.js';

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

/** Every page of the revision by its path (slugs joined by `/`) → id. */
export async function pageIdsOf(ctx: RequestContext, revisionId: string): Promise<Record<string, string>> {
  const revision = await readRevision(ctx.prisma, revisionId);
  return Object.fromEntries(flattenPages(revision?.content.pages ?? []).map((f) => [f.path, f.page.id]));
}

/** Writes `pages` into the space's main content as an 'edits' revision; returns the revision id. */
export async function writeSpacePages(ctx: RequestContext, spaceId: string, pages: SeedPage[]): Promise<string> {
  await spaceFor(ctx, spaceId, { need: (row) => (row.editMode === 'locked' ? 'admin' : 'edit') });
  const now = ctx.clock.now();
  const overlay = (current: RevisionContent) => ({
    content: { ...current, pages: overlayPages(current.pages, pages, now.toISOString()) },
  });
  return (await editSpaceContent(ctx.prisma, spaceId, now, overlay)).revision;
}

/** Writes `pages` into an open change request's content; the caller becomes a contributor. */
export async function writeChangeRequestPages(
  ctx: RequestContext,
  params: { spaceId: string; changeRequestId: string },
  pages: SeedPage[],
): Promise<string> {
  const { changeRequest } = await changeRequestFor(ctx, params, { need: 'edit' });
  const now = ctx.clock.now();
  const overlay = (current: RevisionContent) => ({
    content: { ...current, pages: overlayPages(current.pages, pages, now.toISOString()) },
  });
  const target = { spaceId: params.spaceId, changeRequestId: changeRequest.id };
  return (await editChangeRequestContent(ctx, target, now, overlay)).revision;
}
