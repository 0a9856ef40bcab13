/**
 * Seeds the world a seed file describes (docs/stand-in.md › Seed files): users, organizations and memberships through
 * repositories as the demo seed does, everything else through the API's services (seed/content.ts). On the
 * server's own data it runs once per database and file (a Setting marker keyed by the document's hash); for a
 * tenant it runs every time, with the tenant's tag on e-mails and hostnames so tenants seeded from one file
 * never collide. Tokens are minted fresh on every call.
 */
import { createHash } from 'node:crypto';
import type { Deps } from '../deps.js';
import type { RequestContext } from '../http/handler.js';
import { newId } from '../ids.js';
import { mintTokens, settingValue } from '../repositories/demo.js';
import { insertIdentities, putSetting, takenIdentities, type IdentityRows } from '../repositories/seed.js';
import { seedOrganization, type OrganizationIds } from './content.js';
import { parseSeed, SeedError, seedError, type LineOf, type SeedDocument } from './document.js';
import { checkReferences } from './references.js';

/** The fixtures of a seeded world: fixtures.json's shape, with a token for every user of the file. */
export interface SeedFixtures {
  baseUrl: string;
  organizationId?: string;
  otherOrganizationId?: string;
  /** `admin`/`reader`/`outsider` where the file's `fixtures` names them, and one per user by name. */
  tokens: Record<string, string>;
  /** Ids by name: organizations, users, and by organization its spaces, collections, change requests and pages. */
  organizations: Record<string, string>;
  users: Record<string, string>;
  spaces: Record<string, Record<string, string>>;
  collections: Record<string, OrganizationIds['collections']>;
  changeRequests: Record<string, OrganizationIds['changeRequests']>;
  pages: Record<string, OrganizationIds['pages']>;
}

export interface SeedOptions {
  baseUrl: string;
  /** Seeds into a new tenant (its row is created with the users): no marker, and unique columns get its tag. */
  tenant?: { id: string };
}

type Ids = Pick<SeedFixtures, 'organizations' | 'users' | 'spaces' | 'collections' | 'changeRequests' | 'pages'>;

const MARKER_PREFIX = 'seed-file:';
const HOSTNAME_MAX = 32;

/** The marker of a document: its hash (the same content seeds once, whatever its layout or comments). */
export const markerOf = (seed: SeedDocument): string =>
  MARKER_PREFIX + createHash('sha256').update(JSON.stringify(seed)).digest('hex');

/** A tenant's e-mails and hostnames carry a tag of its id, so tenants seeded from one file never collide. */
function tagged(options: SeedOptions) {
  const tenant = options.tenant;
  if (tenant === undefined) return { email: (email: string) => email, hostname: (hostname: string) => hostname };
  const tag = createHash('sha256').update(tenant.id).digest('hex').slice(0, 10);
  return {
    email: (email: string) => email.replace('@', `+${tenant.id.toLowerCase()}@`),
    hostname: (hostname: string) => `${hostname.slice(0, HOSTNAME_MAX - tag.length - 1)}-${tag}`,
  };
}

function identityRows(seed: SeedDocument, options: SeedOptions, now: Date): { rows: IdentityRows; ids: Ids } {
  const tag = tagged(options);
  const ids: Ids = { organizations: {}, users: {}, spaces: {}, collections: {}, changeRequests: {}, pages: {} };
  const users = Object.entries(seed.users).map(([name, user]) => {
    const id = newId();
    ids.users[name] = id;
    return {
      id,
      displayName: user.displayName,
      email: tag.email(user.email),
      photoURL: null,
      createdAt: now,
      tenantId: options.tenant?.id ?? null,
    };
  });
  const organizations = Object.entries(seed.organizations).map(([name, org]) => {
    const id = newId();
    ids.organizations[name] = id;
    const type = org.type ?? 'business';
    return {
      id,
      title: org.title,
      createdAt: now,
      emailDomains: org.emailDomains ?? [],
      hostname: org.hostname === undefined ? null : tag.hostname(org.hostname),
      type,
      plan: type === 'community' ? 'community_2024' : 'free_2024',
      tenantId: options.tenant?.id ?? null,
    };
  });
  const members = Object.entries(seed.organizations).flatMap(([org, { members = {} }]) =>
    Object.entries(members).map(([user, role]) => ({
      id: newId(),
      organizationId: ids.organizations[org] ?? '',
      userId: ids.users[user] ?? '',
      role,
      joinedAt: now,
      lastSeenAt: null,
    })),
  );
  const tenants = options.tenant ? [{ id: options.tenant.id, createdAt: now, seed: 'document' }] : [];
  return { rows: { tenants, users, organizations, members }, ids };
}

/** Names the first user or organization whose unique column is already taken. */
async function refuseTaken(
  s: Deps,
  seed: SeedDocument,
  lineOf: LineOf,
  rows: IdentityRows,
  tenantId: string | null,
): Promise<void> {
  const taken = await takenIdentities(
    s.prisma,
    rows.users.map((u) => u.email),
    rows.organizations.flatMap((o) => o.hostname ?? []),
    tenantId,
  );
  const names = Object.keys(seed.users);
  const user = rows.users.findIndex((u) => taken.emails.includes(u.email));
  if (user >= 0) throw seedError(lineOf, ['users', names[user] ?? '', 'email'], 'a user with this e-mail exists');
  const orgNames = Object.keys(seed.organizations);
  const org = rows.organizations.findIndex((o) => o.hostname !== null && taken.hostnames.includes(o.hostname ?? ''));
  if (org >= 0)
    throw seedError(lineOf, ['organizations', orgNames[org] ?? '', 'hostname'], 'an organization has this hostname');
}

/** Creates the world; returns its ids and the tokens its users acted with (those of the fixtures). */
async function create(
  s: Deps,
  seed: SeedDocument,
  lineOf: LineOf,
  options: SeedOptions,
): Promise<{ ids: Ids; tokens: Record<string, string> }> {
  const { rows, ids } = identityRows(seed, options, s.clock.now());
  await refuseTaken(s, seed, lineOf, rows, options.tenant?.id ?? null);
  await insertIdentities(s.prisma, rows);
  const tokens = await mintTokens(s.db.sql, ids.users, 'seed fixtures');
  const contexts = new Map<string, RequestContext>();
  for (const [name, token] of Object.entries(tokens)) {
    const caller = await s.access.authenticate(`Bearer ${token}`);
    contexts.set(name, { ...s, caller, baseUrl: options.baseUrl });
  }
  const as = (user: string): RequestContext => {
    const ctx = contexts.get(user);
    if (ctx === undefined) throw new Error(`no user ${user} in the seed file`);
    return ctx;
  };
  for (const [name, organizationId] of Object.entries(ids.organizations)) {
    const afterWrite = () => s.rows.afterWriteRequest();
    const seeded = await seedOrganization({ seed, lineOf, name, organizationId, as, userIds: ids.users, afterWrite });
    ids.spaces[name] = seeded.spaces;
    ids.collections[name] = seeded.collections;
    ids.changeRequests[name] = seeded.changeRequests;
    ids.pages[name] = seeded.pages;
  }
  return { ids, tokens };
}

/** Seeds a parsed and checked document (once per database unless for a tenant) and returns its fixtures. */
export async function seedWorld(
  s: Deps,
  seed: SeedDocument,
  lineOf: LineOf,
  options: SeedOptions,
): Promise<SeedFixtures> {
  checkReferences(seed, lineOf);
  const marker = markerOf(seed);
  const stored = options.tenant === undefined ? await settingValue(s.db.sql, marker) : undefined;
  let world: { ids: Ids; tokens: Record<string, string> };
  if (stored !== undefined) {
    // A marker written before collections, change requests and pages were kept has none of them.
    const ids = {
      collections: {},
      changeRequests: {},
      pages: {},
      ...(JSON.parse(stored) as Partial<Ids>),
    } as Ids;
    world = { ids, tokens: await mintTokens(s.db.sql, ids.users, 'seed fixtures') };
  } else {
    world = await create(s, seed, lineOf, options);
    if (options.tenant === undefined) await putSetting(s.prisma, marker, JSON.stringify(world.ids));
  }
  const { ids, tokens } = world;
  const { fixtures = {} } = seed;
  const role = (key: 'admin' | 'reader' | 'outsider') => {
    const user = fixtures[key];
    const token = user === undefined ? undefined : tokens[user];
    return token === undefined ? {} : { [key]: token };
  };
  const org = (name: string | undefined) => (name === undefined ? undefined : ids.organizations[name]);
  const organizationId = org(fixtures.organization);
  const otherOrganizationId = org(fixtures.otherOrganization);
  return {
    baseUrl: options.baseUrl,
    ...(organizationId !== undefined ? { organizationId } : {}),
    ...(otherOrganizationId !== undefined ? { otherOrganizationId } : {}),
    tokens: { ...tokens, ...role('admin'), ...role('reader'), ...role('outsider') },
    ...ids,
  };
}

/** Parses, checks and seeds a seed file's text; a SeedError names the path and line of what is wrong. */
export async function seedWorldFromText(s: Deps, text: string, options: SeedOptions): Promise<SeedFixtures> {
  const { seed, lineOf } = parseSeed(text);
  return seedWorld(s, seed, lineOf, options);
}

export { SeedError };
