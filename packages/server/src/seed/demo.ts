/**
 * Demo data for running the reference server locally: two organizations, members of every role,
 * teams, collections and spaces. Seeded once per database; every start mints fresh API tokens for
 * the three fixture callers (only their hashes are stored) and returns them as conformance fixtures.
 */
import { hashToken, newId, newToken } from '../ids.js';
import { createToken, findSetting, insertDemoRows, type DemoRows } from '../repositories/demo.js';
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

interface Seeded {
  organizationId: string;
  otherOrganizationId: string;
  users: { admin: string; reader: string; outsider: string };
}

function demoRows(now: Date): { rows: DemoRows; seeded: Seeded } {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const person = (displayName: string, email: string) => ({
    id: newId(),
    displayName,
    email,
    photoURL: null,
    createdAt: at(30),
  });
  const ada = person('Ada Lovelace', 'ada@acme.test');
  const grace = person('Grace Hopper', 'grace@acme.test');
  const margaret = person('Margaret Hamilton', 'margaret@acme.test');
  const alan = person('Alan Turing', 'alan@acme.test');
  const barbara = person('Barbara Liskov', 'barbara@acme.test');
  const ken = person('Ken Thompson', 'ken@acme.test');
  const linus = person('Linus Torvalds', 'linus@other.test');
  const acme = {
    id: newId(),
    title: 'Acme Docs',
    createdAt: at(60),
    emailDomains: ['acme.test'],
    hostname: 'acme-docs',
    type: 'business',
    plan: 'free_2024',
    useCase: 'productDocs',
  };
  const other = {
    id: newId(),
    title: 'Other Org',
    createdAt: at(50),
    emailDomains: ['other.test'],
    type: 'community',
    plan: 'community_2024',
    communityType: 'openSource',
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
  const rows: DemoRows = {
    users: [ada, grace, margaret, alan, barbara, ken, linus],
    organizations: [acme, other],
    members: [
      member(acme.id, ada.id, 'admin', 58, 0),
      member(acme.id, grace.id, 'read', 40, 2),
      member(acme.id, margaret.id, 'edit', 30, 1),
      member(acme.id, alan.id, 'create', 25, null),
      member(acme.id, barbara.id, 'comment', 20, 5),
      member(acme.id, ken.id, 'review', 10, null),
      member(other.id, linus.id, 'admin', 49, 0),
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
async function addDemoContent(tx: Tx, rows: DemoRows): Promise<void> {
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

/** Seeds the demo data if this database has none, then mints tokens and returns the fixtures. */
export async function seedDemo(s: Deps, baseUrl: string): Promise<Fixtures> {
  let stored = await findSetting(s.prisma, MARKER);
  if (!stored) {
    const { rows, seeded } = demoRows(s.clock.now());
    try {
      await insertDemoRows(s.prisma, rows, { key: MARKER, value: JSON.stringify(seeded) }, (tx) =>
        addDemoContent(tx, rows),
      );
    } catch (error) {
      // Another instance seeded the same database at the same moment: use its data.
      if ((error as { code?: string }).code !== 'P2002') throw error;
    }
    stored = await findSetting(s.prisma, MARKER);
  }
  const seeded = JSON.parse(stored?.value ?? '{}') as Seeded;
  const mint = async (userId: string) => {
    const token = newToken();
    await createToken(s.prisma, { id: newId(), tokenHash: hashToken(token), userId, label: 'demo fixtures' });
    return token;
  };
  return {
    baseUrl,
    organizationId: seeded.organizationId,
    otherOrganizationId: seeded.otherOrganizationId,
    tokens: {
      admin: await mint(seeded.users.admin),
      reader: await mint(seeded.users.reader),
      outsider: await mint(seeded.users.outsider),
    },
  };
}
