/**
 * Demo data for running the reference server locally: three organizations (the admin administers two), members of every role,
 * teams, collections and spaces. Seeded once per database; every start mints fresh API tokens for
 * the three fixture callers (only their hashes are stored) and returns them as conformance fixtures.
 * A test API tenant gets the same data of its own (seed/tenant.ts), with emails, email domains and
 * hostnames that no other tenant uses.
 */
import { newId } from '../ids.js';
import type { PrismaClient } from '../db/client.js';
import { bringTimesToNow, insertDemoRows, mintTokens, settingValue, type DemoRows } from '../repositories/demo.js';
import type { Tx } from '../repositories/organizations.js';
import { insertFileBlob } from '../repositories/revisions.js';
import type { Deps } from '../deps.js';
import { commitRevision, moveSpaceToRevision } from '../services/revisions.js';
import { demoContent } from './demo-content.js';

/** The conformance CLI's fixtures file (packages/conformance README). */
export interface Fixtures {
  baseUrl: string;
  organizationId: string;
  otherOrganizationId: string;
  tokens: { admin: string; reader: string; outsider: string };
}

const MARKER = 'demo-seed';
/** In the demo template only: when its demo data was made (bakeDemo), until a start brings it to its own time. */
const MADE_AT = 'demo-seed-made-at';

export interface Seeded {
  organizationId: string;
  otherOrganizationId: string;
  users: { admin: string; reader: string; outsider: string };
}

/**
 * Whose demo data: the server's own (tenantId null), or a tenant's, whose unique columns (User.email,
 * Organization.hostname) and email domains carry its lower-cased id. `empty` leaves out everything but the
 * organizations and their members (the fixtures' callers and the spare members).
 */
export interface DemoScope {
  tenantId: string | null;
  empty?: boolean;
}

/** What every row of one demo is made with: its tenant, its clock and its email domains. */
interface DemoMaker {
  tenantId: string | null;
  /** The time `daysAgo` days before the demo's now. */
  at: (daysAgo: number) => Date;
  /** An email domain of this demo's own (a tenant's carries its lower-cased id). */
  domain: (name: string) => string;
}

function demoMaker(now: Date, tenantId: string | null): DemoMaker {
  return {
    tenantId,
    at: (daysAgo) => new Date(now.getTime() - daysAgo * 86_400_000),
    domain: (name) => (tenantId === null ? `${name}.test` : `${tenantId.toLowerCase()}.${name}.test`),
  };
}

/** Six people of Acme and one of the other organization. */
function demoUsers({ tenantId, at, domain }: DemoMaker) {
  const person = (displayName: string, email: string) => ({
    id: newId(),
    displayName,
    email,
    photoURL: null,
    createdAt: at(30),
    tenantId,
  });
  const acmeDomain = domain('acme');
  return {
    ada: person('Ada Lovelace', `ada@${acmeDomain}`),
    grace: person('Grace Hopper', `grace@${acmeDomain}`),
    margaret: person('Margaret Hamilton', `margaret@${acmeDomain}`),
    alan: person('Alan Turing', `alan@${acmeDomain}`),
    barbara: person('Barbara Liskov', `barbara@${acmeDomain}`),
    ken: person('Ken Thompson', `ken@${acmeDomain}`),
    linus: person('Linus Torvalds', `linus@${domain('other')}`),
  };
}
type DemoUsers = ReturnType<typeof demoUsers>;

/**
 * Acme, the other organization, and Acme Labs: a second organization the admin administers (where a space or
 * collection can be transferred to).
 */
function demoOrganizations({ tenantId, at, domain }: DemoMaker) {
  const acme = {
    id: newId(),
    title: 'Acme Docs',
    createdAt: at(60),
    emailDomains: [domain('acme')],
    // spec schema Organization `hostname` 3 to 32: 'acme-docs-' and a tenant id of 20 characters.
    hostname: tenantId === null ? 'acme-docs' : `acme-docs-${tenantId.toLowerCase()}`,
    type: 'business',
    plan: 'free_2024',
    useCase: 'productDocs',
    tenantId,
  };
  const other = {
    id: newId(),
    title: 'Other Org',
    createdAt: at(50),
    emailDomains: [domain('other')],
    type: 'community',
    plan: 'community_2024',
    communityType: 'openSource',
    tenantId,
  };
  const labs = {
    id: newId(),
    title: 'Acme Labs',
    createdAt: at(45),
    emailDomains: [],
    type: 'business',
    plan: 'free_2024',
    tenantId,
  };
  return { acme, other, labs };
}
type DemoOrganizations = ReturnType<typeof demoOrganizations>;

/** A member of every role in Acme, the other organization's admin, and Ada as the admin of Acme Labs too. */
function demoMembers({ at }: DemoMaker, { acme, other, labs }: DemoOrganizations, users: DemoUsers) {
  const member = (orgId: string, userId: string, role: string | null, daysAgo: number, seenDaysAgo: number | null) => ({
    id: newId(),
    organizationId: orgId,
    userId,
    role,
    joinedAt: at(daysAgo),
    lastSeenAt: seenDaysAgo === null ? null : at(seenDaysAgo),
  });
  return [
    member(acme.id, users.ada.id, 'admin', 58, 0),
    member(acme.id, users.grace.id, 'read', 40, 2),
    member(acme.id, users.margaret.id, 'edit', 30, 1),
    member(acme.id, users.alan.id, 'create', 25, null),
    member(acme.id, users.barbara.id, 'comment', 20, 5),
    member(acme.id, users.ken.id, 'review', 10, null),
    member(other.id, users.linus.id, 'admin', 49, 0),
    member(labs.id, users.ada.id, 'admin', 44, 0),
  ];
}

/** Acme's two teams, Writers (Ada owns it, Margaret is in it) and Reviewers (Ken owns it). */
function demoTeams(
  { at }: DemoMaker,
  organizationId: string,
  users: DemoUsers,
): Pick<DemoRows, 'teams' | 'teamMembers'> {
  const writers = { id: newId(), organizationId, title: 'Writers', createdAt: at(20) };
  const reviewers = { id: newId(), organizationId, title: 'Reviewers', createdAt: at(19) };
  return {
    teams: [writers, reviewers],
    teamMembers: [
      { teamId: writers.id, userId: users.ada.id, role: 'owner', addedAt: at(20) },
      { teamId: writers.id, userId: users.margaret.id, role: 'member', addedAt: at(19) },
      { teamId: reviewers.id, userId: users.ken.id, role: 'owner', addedAt: at(18) },
    ],
  };
}

/** Acme's collection Product and, in it, Guides. */
function demoCollections({ at }: DemoMaker, organizationId: string) {
  const product = {
    id: newId(),
    organizationId,
    parentId: null,
    title: 'Product',
    description: 'Everything about the product',
    defaultLevel: null,
    position: 1,
    createdAt: at(40),
  };
  const guides = {
    id: newId(),
    organizationId,
    parentId: product.id,
    title: 'Guides',
    defaultLevel: 'comment',
    position: 1,
    createdAt: at(39),
  };
  return { product, guides };
}
type DemoCollections = ReturnType<typeof demoCollections>;

/** A space in each of Acme's collections, one of Acme's outside them, and one of the other organization. */
function demoSpaces({ at }: DemoMaker, { acme, other }: DemoOrganizations, { product, guides }: DemoCollections) {
  const space = (
    orgId: string,
    collectionId: string | null,
    title: string,
    emoji: string,
    position: number,
    daysAgo: number,
  ) => ({
    id: newId(),
    organizationId: orgId,
    collectionId,
    title,
    emoji,
    visibility: collectionId === null ? 'private' : 'in-collection',
    editMode: 'live',
    defaultLevel: null,
    position,
    createdAt: at(daysAgo),
    updatedAt: at(daysAgo),
    revisionId: newId(),
  });
  return [
    space(acme.id, guides.id, 'Getting Started', '🚀', 1, 35),
    space(acme.id, product.id, 'API Reference', '📘', 1, 34),
    space(acme.id, null, 'Handbook', '📒', 1, 33),
    space(other.id, null, 'Other Handbook', '📗', 1, 32),
  ];
}

/** Each space's first revision: an empty one, as old as the space. */
const firstRevisions = (spaces: ReturnType<typeof demoSpaces>): DemoRows['revisions'] =>
  spaces.map((s) => ({ id: s.revisionId, spaceId: s.id, type: 'edits', parents: [], createdAt: s.createdAt }));

/** The demo's rows as of `now`, made for the server or a tenant (`scope`), and the fixtures' callers among them. */
export function demoRows(now: Date, scope: DemoScope = { tenantId: null }): { rows: DemoRows; seeded: Seeded } {
  const maker = demoMaker(now, scope.tenantId);
  const users = demoUsers(maker);
  const organizations = demoOrganizations(maker);
  const { acme, other } = organizations;
  const teams = demoTeams(maker, acme.id, users);
  const collections = demoCollections(maker, acme.id);
  const spaces = demoSpaces(maker, organizations, collections);
  const everything: DemoRows = {
    users: Object.values(users),
    organizations: Object.values(organizations),
    members: demoMembers(maker, organizations, users),
    ...teams,
    inviteLinks: [{ id: newId(), organizationId: acme.id, role: 'read', createdAt: maker.at(10) }],
    collections: Object.values(collections),
    spaces,
    revisions: firstRevisions(spaces),
  };
  const rows: DemoRows =
    scope.empty === true
      ? { ...everything, teams: [], teamMembers: [], inviteLinks: [], collections: [], spaces: [], revisions: [] }
      : everything;
  return {
    rows,
    seeded: {
      organizationId: acme.id,
      otherOrganizationId: other.id,
      users: { admin: users.ada.id, reader: users.grace.id, outsider: users.linus.id },
    },
  };
}

/** Gives every demo space pages and an image: a second revision on top of its first, empty one, as old as the space. */
export async function addDemoContent(tx: Tx, rows: DemoRows): Promise<void> {
  for (const space of rows.spaces) {
    const at = new Date(space.createdAt);
    const { content, blob } = demoContent(space.title, at);
    await insertFileBlob(tx, { ...blob, createdAt: at });
    const revisionId = await commitRevision(tx, {
      spaceId: space.id,
      type: 'edits',
      parents: [space.revisionId],
      content,
      createdAt: at,
    });
    await moveSpaceToRevision(tx, space.id, revisionId, content, new Date(space.updatedAt));
  }
}

/** Inserts the demo data as of `now` in one transaction, with the marker that says it is in. */
async function insertDemo(prisma: PrismaClient, now: Date): Promise<void> {
  const { rows, seeded } = demoRows(now);
  await insertDemoRows(prisma, rows, { key: MARKER, value: JSON.stringify(seeded) }, (tx) => addDemoContent(tx, rows));
}

/**
 * Build step (db/build-template.ts): the demo data as of `now` for the demo template, which a new PGlite database
 * asked to seed the demo starts from. The time it was made goes with it (MADE_AT): seedDemo moves every time by as
 * much as the start is later, so that a template's demo is as old as one seeded at the start (invites, last seen).
 */
export async function bakeDemo(prisma: PrismaClient, now: Date): Promise<void> {
  await insertDemo(prisma, now);
  await prisma.setting.create({ data: { key: MADE_AT, value: now.toISOString() } });
}

/** Seeds the demo data if this database has none (or brings a template's to now), then mints tokens and returns the fixtures. */
export async function seedDemo(s: Deps, baseUrl: string): Promise<Fixtures> {
  let stored = await settingValue(s.db.sql, MARKER);
  if (stored === undefined) {
    try {
      await insertDemo(s.prisma, s.clock.now());
    } catch (error) {
      // Another instance seeded the same database at the same moment: use its data.
      if ((error as { code?: string }).code !== 'P2002') throw error;
    }
    stored = await settingValue(s.db.sql, MARKER);
  } else await bringTimesToNow(s.db.sql, MADE_AT, s.clock.now());
  return fixturesOf(s, JSON.parse(stored ?? '{}') as Seeded, baseUrl);
}

/** Mints a token for each of the fixture callers and returns the fixtures. */
export async function fixturesOf(s: Deps, seeded: Seeded, baseUrl: string): Promise<Fixtures> {
  const { admin = '', reader = '', outsider = '' } = await mintTokens(s.db.sql, seeded.users, 'demo fixtures');
  return {
    baseUrl,
    organizationId: seeded.organizationId,
    otherOrganizationId: seeded.otherOrganizationId,
    tokens: { admin, reader, outsider },
  };
}
