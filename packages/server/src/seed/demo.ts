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

export function demoRows(now: Date, scope: DemoScope = { tenantId: null }): { rows: DemoRows; seeded: Seeded } {
  const { tenantId } = scope;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const domain = (name: string) => (tenantId === null ? `${name}.test` : `${tenantId.toLowerCase()}.${name}.test`);
  const person = (displayName: string, email: string) => ({
    id: newId(),
    displayName,
    email,
    photoURL: null,
    createdAt: at(30),
    tenantId,
  });
  const acmeDomain = domain('acme');
  const ada = person('Ada Lovelace', `ada@${acmeDomain}`);
  const grace = person('Grace Hopper', `grace@${acmeDomain}`);
  const margaret = person('Margaret Hamilton', `margaret@${acmeDomain}`);
  const alan = person('Alan Turing', `alan@${acmeDomain}`);
  const barbara = person('Barbara Liskov', `barbara@${acmeDomain}`);
  const ken = person('Ken Thompson', `ken@${acmeDomain}`);
  const linus = person('Linus Torvalds', `linus@${domain('other')}`);
  const acme = {
    id: newId(),
    title: 'Acme Docs',
    createdAt: at(60),
    emailDomains: [acmeDomain],
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

  // A second organization the admin administers: where a space or collection can be transferred to.
  const labs = {
    id: newId(),
    title: 'Acme Labs',
    createdAt: at(45),
    emailDomains: [],
    type: 'business',
    plan: 'free_2024',
    tenantId,
  };

  const member = (orgId: string, userId: string, role: string | null, daysAgo: number, seenDaysAgo: number | null) => ({
    id: newId(),
    organizationId: orgId,
    userId,
    role,
    joinedAt: at(daysAgo),
    lastSeenAt: seenDaysAgo === null ? null : at(seenDaysAgo),
  });
  const writers = { id: newId(), organizationId: acme.id, title: 'Writers', createdAt: at(20) };
  const reviewers = { id: newId(), organizationId: acme.id, title: 'Reviewers', createdAt: at(19) };
  const product = {
    id: newId(),
    organizationId: acme.id,
    parentId: null,
    title: 'Product',
    description: 'Everything about the product',
    defaultLevel: null,
    position: 1,
    createdAt: at(40),
  };
  const guides = {
    id: newId(),
    organizationId: acme.id,
    parentId: product.id,
    title: 'Guides',
    defaultLevel: 'comment',
    position: 1,
    createdAt: at(39),
  };
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
  const spaces = [
    space(acme.id, guides.id, 'Getting Started', '🚀', 1, 35),
    space(acme.id, product.id, 'API Reference', '📘', 1, 34),
    space(acme.id, null, 'Handbook', '📒', 1, 33),
    space(other.id, null, 'Other Handbook', '📗', 1, 32),
  ];
  const everything: DemoRows = {
    users: [ada, grace, margaret, alan, barbara, ken, linus],
    organizations: [acme, other, labs],
    members: [
      member(acme.id, ada.id, 'admin', 58, 0),
      member(acme.id, grace.id, 'read', 40, 2),
      member(acme.id, margaret.id, 'edit', 30, 1),
      member(acme.id, alan.id, 'create', 25, null),
      member(acme.id, barbara.id, 'comment', 20, 5),
      member(acme.id, ken.id, 'review', 10, null),
      member(other.id, linus.id, 'admin', 49, 0),
      member(labs.id, ada.id, 'admin', 44, 0),
    ],
    teams: [writers, reviewers],
    teamMembers: [
      { teamId: writers.id, userId: ada.id, role: 'owner', addedAt: at(20) },
      { teamId: writers.id, userId: margaret.id, role: 'member', addedAt: at(19) },
      { teamId: reviewers.id, userId: ken.id, role: 'owner', addedAt: at(18) },
    ],
    inviteLinks: [{ id: newId(), organizationId: acme.id, role: 'read', createdAt: at(10) }],
    collections: [product, guides],
    spaces,
    revisions: spaces.map((s) => ({
      id: s.revisionId,
      spaceId: s.id,
      type: 'edits',
      parents: [],
      createdAt: s.createdAt,
    })),
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
      users: { admin: ada.id, reader: grace.id, outsider: linus.id },
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
