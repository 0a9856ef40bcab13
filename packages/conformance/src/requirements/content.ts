/**
 * Profile content (fixtures; its requirements come from the spec-derived families and the change request
 * models): what to import, and a space that holds pages and a file for the page, file and link operations.
 */
import { NotApplicable } from '../engine/errors.js';
import { moduleFile, type SuiteModule } from '../engine/module.js';
import { idOf, type Session } from '../engine/session.js';
import type { Params } from '../engine/session-registry.js';
import { itemsOf } from './entries-and-answers.js';

// spec: importContentInSpace import — `url` (URI) of a website and `source` `website`. The target fetches
// the page, so it has to be one it can reach: the fixtures name it (a private address may be refused).
export function importBody(s: Session): { url: string; source: string } {
  const url = s.fixtures.publicPageUrl;
  if (url === undefined)
    throw new NotApplicable(
      'a content import needs a web page the target can fetch: set publicPageUrl in the fixtures',
    );
  return { url, source: 'website' };
}

/** A space of the organization with pages and files, one of its pages and one of its files. */
interface ContentSpace {
  spaceId: string;
  pageId: string;
  fileId: string;
}

/** Spaces a probe for content looks at: the suite's own (titled `conformance-…`, always empty) left out, at most this many. */
const MAX_CANDIDATES = 30;

/** The organization's spaces, oldest first where the target orders them so (its own, not the suite's). */
async function candidateSpaces(s: Session): Promise<string[]> {
  const organizationId = s.fixtures.organizationId;
  const listed = s.spec.has('listSpacesInOrganizationById')
    ? await s.call('listSpacesInOrganizationById', {
        params: { organizationId },
        query: { limit: 1000 },
        allowNotImplemented: true,
      })
    : undefined;
  let spaces = listed?.status === 200 ? itemsOf(listed) : [];
  if (spaces.length === 0) {
    // Without the organization-wide list (beyond the contract), the spaces of its collections.
    const collections = await s.call('listCollectionsInOrganizationById', {
      params: { organizationId },
      query: { limit: 1000 },
    });
    for (const collection of itemsOf(collections).slice(0, MAX_CANDIDATES)) {
      const id = (collection as { id?: unknown }).id;
      if (typeof id === 'string')
        spaces = [
          ...spaces,
          ...itemsOf(
            await s.call('listSpacesInCollectionById', { params: { collectionId: id }, query: { limit: 1000 } }),
          ),
        ];
    }
  }
  return spaces
    .filter((space) => !String((space as { title?: unknown }).title).startsWith('conformance-'))
    .flatMap((space) => ((space as { id?: unknown }).id === undefined ? [] : [String((space as { id: unknown }).id)]))
    .slice(0, MAX_CANDIDATES);
}

/** The first page of a `{pages: Page[]}` body, if any. */
const firstPageId = (body: unknown): string | undefined => {
  const id = (body as { pages?: { id?: unknown }[] } | undefined)?.pages?.[0]?.id;
  return typeof id === 'string' ? id : undefined;
};

/** A page and a file of a space, when it has both. */
async function pageAndFile(s: Session, spaceId: string): Promise<ContentSpace | undefined> {
  const pageId = firstPageId((await s.call('listPages', { params: { spaceId } })).json);
  if (pageId === undefined) return undefined;
  const fileId = (
    itemsOf(await s.call('listFiles', { params: { spaceId }, query: { limit: 1 } }))[0] as { id?: unknown } | undefined
  )?.id;
  return typeof fileId === 'string' ? { spaceId, pageId, fileId } : undefined;
}

/**
 * Found once per run; the API has no way to upload a file, so the suite reads one the organization already has —
 * through a duplicate of it where the target can duplicate a space, so that the change requests the checks
 * create (which no operation deletes) go into a space of the run, deleted at its end.
 */
function contentSpace(s: Session): Promise<ContentSpace | undefined> {
  return s.memo('content:space', async () => {
    for (const spaceId of await candidateSpaces(s)) {
      const original = await pageAndFile(s, spaceId);
      if (original === undefined) continue;
      const copy = s.spec.has('duplicateSpace')
        ? await s.call('duplicateSpace', { params: { spaceId }, allowNotImplemented: true })
        : undefined;
      const copyId = (copy?.json as { id?: unknown } | undefined)?.id;
      if (copy?.status === 201 && typeof copyId === 'string') return (await pageAndFile(s, copyId)) ?? original;
      return original;
    }
    return undefined;
  });
}

async function requireContentSpace(s: Session): Promise<ContentSpace> {
  const found = await contentSpace(s);
  if (found === undefined)
    throw new NotApplicable(
      "no space of the fixtures' organization has both pages and a file (the API cannot upload one)",
    );
  return found;
}

/** A new change request of the content space: it starts with that space's pages and file. */
async function contentChangeRequest(s: Session): Promise<Params> {
  const { spaceId } = await requireContentSpace(s);
  const created = await s.must('createChangeRequest', {
    params: { spaceId },
    body: { subject: 'conformance content' },
  });
  return { spaceId, changeRequestId: idOf(created) };
}

export const contentModule: SuiteModule = {
  name: 'content',
  file: moduleFile(import.meta.url),
  providers: [
    {
      param: 'spaceId',
      under: '/v1/spaces/{spaceId}/content',
      shared: async (s) => ({ spaceId: (await requireContentSpace(s)).spaceId }),
    },
    {
      param: 'changeRequestId',
      under: '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content',
      fresh: contentChangeRequest,
    },
    {
      param: 'pageId',
      shared: async (s) => {
        const { spaceId, pageId } = await requireContentSpace(s);
        return { spaceId, pageId };
      },
    },
    {
      param: 'fileId',
      shared: async (s) => {
        const { spaceId, fileId } = await requireContentSpace(s);
        return { spaceId, fileId };
      },
    },
  ],
  setups: [
    { operationId: 'importContentInSpace', body: importBody },
    { operationId: 'importContentInChangeRequest', body: importBody },
  ],
};
