/**
 * The content of a seed file's organization created through the API's own services, each call made as the
 * user the file names (the organization's first admin where it names nobody), so every rule of the contract
 * holds: a space in a collection, a comment by a member without the comment level, a merge without the review
 * level are refused as the API would refuse them, and the refusal names the place in the file.
 */
import { ApiError } from '../errors.js';
import type { RequestContext } from '../http/handler.js';
import * as changeRequests from '../services/change-requests.js';
import * as collections from '../services/collections.js';
import * as comments from '../services/comments.js';
import * as shareLinks from '../services/share-links.js';
import * as sections from '../services/site-sections.js';
import * as sites from '../services/sites.js';
import * as spaces from '../services/spaces.js';
import * as teams from '../services/teams.js';
import {
  seedError,
  type LineOf,
  type SeedCollection,
  type SeedComment,
  type SeedDocument,
  type SeedOrganization,
  type SeedSite,
} from './document.js';
import { pageIdAt, pageIdsOf, writeChangeRequestPages, writeSpacePages } from './pages.js';
import { spacesOf, type PlacedSpace } from './references.js';

type Path = (string | number)[];

export interface OrganizationSeeding {
  seed: SeedDocument;
  lineOf: LineOf;
  /** The organization's name in the file and its id. */
  name: string;
  organizationId: string;
  /** The request context of a user of the file, by name. */
  as: (user: string) => RequestContext;
  userIds: Record<string, string>;
  /**
   * Called after each step, as the router does after a write request: the rows the step changed are read afresh
   * by the next one (on PostgreSQL the database's NOTIFY may come later than the next step's read).
   */
  afterWrite: () => void;
}

/** A change request of the file, as created (in the order of the file). */
export interface SeededChangeRequest {
  id: string;
  number: number;
  subject: string;
}

/** The ids of an organization's named objects (the fixtures' `spaces`, `collections`, `changeRequests`, `pages`). */
export interface OrganizationIds {
  /** Space name → id. */
  spaces: Record<string, string>;
  /** Collection name (a nested one's parents' names and its own joined by `/`) → id. */
  collections: Record<string, string>;
  /** Space name → its change requests. */
  changeRequests: Record<string, SeededChangeRequest[]>;
  /** Space name → page path (slugs joined by `/`) → page id, in the space's content once seeded. */
  pages: Record<string, Record<string, string>>;
}

interface SpaceIds {
  id: string;
  changeRequests: SeededChangeRequest[];
  pages: Record<string, string>;
}

type Step = <T>(path: Path, work: () => Promise<T>) => Promise<T>;

/** One organization of the file being seeded: what each of its parts is made with. */
interface OrganizationRun {
  o: OrganizationSeeding;
  organization: SeedOrganization;
  /** Where the organization stands in the file. */
  at: Path;
  /** The user who makes what the file makes as no one in particular: the organization's first admin. */
  admin: string;
  step: Step;
}

/** Runs one step of the file at `path`: an API refusal becomes an error naming the place in the file. */
const stepOf =
  (o: OrganizationSeeding): Step =>
  async (path, work) => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw seedError(o.lineOf, path, `the API refused it (${error.status}): ${error.message}`);
    } finally {
      o.afterWrite();
    }
  };

/** Creates the organization's teams, collections, spaces (pages, change requests, comments) and sites; returns their ids by name. */
export async function seedOrganization(o: OrganizationSeeding): Promise<OrganizationIds> {
  const ids: OrganizationIds = { spaces: {}, collections: {}, changeRequests: {}, pages: {} };
  const organization = o.seed.organizations[o.name];
  if (organization === undefined) return ids;
  const admin = Object.entries(organization.members ?? {}).find(([, role]) => role === 'admin')?.[0] ?? '';
  const run: OrganizationRun = { o, organization, at: ['organizations', o.name], admin, step: stepOf(o) };
  await seedTeams(run);
  const collectionIds = new Map<string, string>();
  await seedCollections(run, organization.collections, undefined, [], { byPath: collectionIds, ids });
  await seedSpaces(run, collectionIds, ids);
  for (const [name, site] of Object.entries(organization.sites ?? {}))
    await seedSite(run, [...run.at, 'sites', name], site, ids.spaces);
  return ids;
}

/** Each team, with its members, then its owners made owners. */
async function seedTeams({ o, organization, at, admin, step }: OrganizationRun): Promise<void> {
  const organizationId = o.organizationId;
  for (const [name, team] of Object.entries(organization.teams ?? {})) {
    const path = [...at, 'teams', name];
    const members = Object.entries(team.members ?? {});
    await step(path, async () => {
      const { id: teamId } = await teams.create(o.as(admin), {
        params: { organizationId },
        query: {},
        body: { title: team.title, members: members.map(([user]) => o.userIds[user] ?? user) },
      });
      const owners = members.filter(([, role]) => role === 'owner');
      if (owners.length === 0) return;
      await teams.updateMembers(o.as(admin), {
        params: { organizationId, teamId },
        query: {},
        body: { memberships: Object.fromEntries(owners.map(([user]) => [o.userIds[user] ?? user, { role: 'owner' }])) },
      });
    });
  }
}

/** Where the collections made are kept: by their path in the file (joined by NUL), and by name in the ids. */
interface CollectionsMade {
  byPath: Map<string, string>;
  ids: OrganizationIds;
}

/** The collections of `list` (under the collection at `parent`, if any), each before those nested in it. */
async function seedCollections(
  run: OrganizationRun,
  list: Record<string, SeedCollection> | undefined,
  parent: Path | undefined,
  parentNames: string[],
  made: CollectionsMade,
): Promise<void> {
  const { o, admin, step } = run;
  for (const [name, collection] of Object.entries(list ?? {})) {
    const path = [...(parent ?? run.at), 'collections', name];
    const parentId = parent === undefined ? undefined : made.byPath.get(parent.join('\0'));
    const { id } = await step(path, () =>
      collections.create(o.as(admin), {
        params: { organizationId: o.organizationId },
        query: {},
        body: { title: collection.title, ...(parentId !== undefined ? { parent: parentId } : {}) },
      }),
    );
    made.byPath.set(path.join('\0'), id);
    made.ids.collections[[...parentNames, name].join('/')] = id;
    if (collection.description !== undefined || collection.defaultLevel !== undefined) {
      await step(path, () =>
        collections.update(o.as(admin), {
          params: { collectionId: id },
          query: {},
          body: {
            ...(collection.description !== undefined ? { description: collection.description } : {}),
            ...(collection.defaultLevel !== undefined ? { defaultLevel: collection.defaultLevel } : {}),
          },
        }),
      );
    }
    await seedCollections(run, collection.collections, path, [...parentNames, name], made);
  }
}

/** Every space of the organization, in or outside its collections. */
async function seedSpaces(
  { o, admin, step }: OrganizationRun,
  collectionIds: Map<string, string>,
  ids: OrganizationIds,
): Promise<void> {
  for (const placed of spacesOf(o.seed, o.name)) {
    const space = await seedSpace(o, placed, admin, step, collectionIds);
    ids.spaces[placed.name] = space.id;
    ids.changeRequests[placed.name] = space.changeRequests;
    ids.pages[placed.name] = space.pages;
  }
}

/** One site: created, its sections (spaces by name), its share links, then published if the file says so. */
async function seedSite(
  { o, admin, step }: OrganizationRun,
  path: Path,
  site: SeedSite,
  spaceIds: Record<string, string>,
): Promise<void> {
  const organizationId = o.organizationId;
  const { id: siteId } = await step(path, () =>
    sites.create(o.as(admin), {
      params: { organizationId },
      query: {},
      body: {
        title: site.title,
        ...(site.type !== undefined ? { type: site.type } : {}),
        ...(site.visibility !== undefined ? { visibility: site.visibility } : {}),
      },
    }),
  );
  for (const [i, section] of (site.sections ?? []).entries()) {
    await step([...path, 'sections', i], () =>
      sections.create(o.as(admin), {
        params: { organizationId, siteId },
        query: {},
        body: {
          spaceId: spaceIds[section.space] ?? '',
          ...(section.title !== undefined ? { title: section.title } : {}),
        },
      }),
    );
  }
  for (const [i, link] of (site.shareLinks ?? []).entries()) {
    await step([...path, 'shareLinks', i], () =>
      shareLinks.create(o.as(admin), { params: { organizationId, siteId }, query: {}, body: { name: link.name } }),
    );
  }
  if (site.published === true)
    await step([...path, 'published'], () =>
      sites.publish(o.as(admin), { params: { organizationId, siteId }, query: {}, body: undefined }),
    );
}

/** One space: created, its pages, change requests and comments, then its edit mode and default level (a locked space takes no more edits). */
async function seedSpace(
  o: OrganizationSeeding,
  { space, path, collection }: PlacedSpace,
  admin: string,
  step: Step,
  collectionIds: Map<string, string>,
): Promise<SpaceIds> {
  const parent = collection === undefined ? undefined : collectionIds.get(collection.join('\0'));
  const { id: spaceId } = await step(path, () =>
    spaces.create(o.as(admin), {
      params: { organizationId: o.organizationId },
      query: {},
      body: {
        title: space.title,
        ...(space.emoji !== undefined ? { emoji: space.emoji } : {}),
        ...(parent !== undefined ? { parent } : {}),
        ...(space.visibility !== undefined ? { visibility: space.visibility } : {}),
      },
    }),
  );
  if (space.pages !== undefined)
    await step([...path, 'pages'], () => writeSpacePages(o.as(admin), spaceId, space.pages ?? []));
  const seededChangeRequests: SeededChangeRequest[] = [];
  for (const [i, cr] of (space.changeRequests ?? []).entries()) {
    const crPath = [...path, 'changeRequests', i];
    const { id: changeRequestId, number } = await step(crPath, () =>
      changeRequests.create(o.as(cr.author), { params: { spaceId }, query: {}, body: { subject: cr.subject } }),
    );
    seededChangeRequests.push({ id: changeRequestId, number, subject: cr.subject });
    const revision = await step([...crPath, 'pages'], () =>
      writeChangeRequestPages(o.as(cr.author), { spaceId, changeRequestId }, cr.pages ?? []),
    );
    await postComments(o, step, [...crPath, 'comments'], cr.comments, { spaceId, changeRequestId }, revision);
    if (cr.status === 'merged')
      await step([...crPath, 'status'], () =>
        changeRequests.merge(o.as(cr.mergedBy ?? cr.author), {
          params: { spaceId, changeRequestId },
          query: {},
          body: undefined,
        }),
      );
  }
  const current = (await spaces.get(o.as(admin), { params: { spaceId }, query: {}, body: undefined })).revision;
  await postComments(o, step, [...path, 'comments'], space.comments, { spaceId }, current);
  if (space.editMode !== undefined || space.defaultLevel !== undefined) {
    await step(path, () =>
      spaces.update(o.as(admin), {
        params: { spaceId },
        query: {},
        body: {
          ...(space.editMode !== undefined ? { editMode: space.editMode } : {}),
          ...(space.defaultLevel !== undefined ? { defaultLevel: space.defaultLevel } : {}),
        },
      }),
    );
  }
  const pages = current === undefined ? {} : await pageIdsOf(o.as(admin), current);
  return { id: spaceId, changeRequests: seededChangeRequests, pages };
}

async function postComments(
  o: OrganizationSeeding,
  step: Step,
  path: Path,
  list: SeedComment[] | undefined,
  params: { spaceId: string; changeRequestId?: string },
  revisionId: string | undefined,
): Promise<void> {
  for (const [i, comment] of (list ?? []).entries()) {
    const at = [...path, i];
    let page: string | undefined;
    if (comment.page !== undefined) {
      page = revisionId === undefined ? undefined : await pageIdAt(o.as(comment.author), revisionId, comment.page);
      if (page === undefined) throw seedError(o.lineOf, [...at, 'page'], `no page has the path ${comment.page}`);
    }
    const body = { body: { markdown: comment.markdown }, ...(page !== undefined ? { page } : {}) };
    const { id: commentId } = await step(at, () =>
      comments.post(o.as(comment.author), { params: params as never, query: {}, body }),
    );
    for (const [j, reply] of (comment.replies ?? []).entries()) {
      await step([...at, 'replies', j], () =>
        comments.postReply(o.as(reply.author), {
          params: { ...params, commentId } as never,
          query: {},
          body: { body: { markdown: reply.markdown } },
        }),
      );
    }
    if (comment.resolved === true)
      await step([...at, 'resolved'], () =>
        comments.update(o.as(comment.author), {
          params: { ...params, commentId } as never,
          query: {},
          body: { resolved: true },
        }),
      );
  }
}
