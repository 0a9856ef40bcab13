/**
 * Snapshots of one test API tenant (docs/stand-in.md › Reset and snapshots of one tenant): the tenant's rows of every
 * application table, kept as JSON in the table `_TenantSnapshot`, and put back in one transaction that touches
 * no other tenant's rows — so one test file restores its tenant while another file works in its own. The same
 * SQL runs on PostgreSQL and PGlite. Every application table must say which of its rows are a tenant's
 * (TENANT_ROWS); a table a later migration adds and this map does not name makes every tenant snapshot fail,
 * so a new table is never silently left out.
 */
import { CACHE_CHANNEL, type PrismaClient } from './client.js';

/** The table holding tenant snapshots; created by the test API on first use, part of a whole-server snapshot. */
export const TENANT_SNAPSHOT_TABLE = '_TenantSnapshot';

/** Tables that hold no tenant's rows. */
const NOT_A_TENANTS = new Set([
  '_prisma_migrations',
  '_docs_api_migrations',
  'RateLimitHit',
  'Setting',
  TENANT_SNAPSHOT_TABLE,
]);

const orgs = `(SELECT id FROM "Organization" WHERE "tenantId" = $1)`;
const users = `(SELECT id FROM "User" WHERE "tenantId" = $1)`;
const spaces = `(SELECT id FROM "Space" WHERE "organizationId" IN ${orgs})`;
const sites = `(SELECT id FROM "Site" WHERE "organizationId" IN ${orgs})`;
const byOrg = `"organizationId" IN ${orgs}`;
const bySpace = `"spaceId" IN ${spaces}`;
const bySite = `"siteId" IN ${sites}`;

/**
 * Which rows of each table belong to tenant `$1`, children before their parents: a restore deletes in this
 * order, so each condition still finds the parent rows it goes through.
 */
export const TENANT_ROWS: readonly (readonly [table: string, where: string])[] = [
  [
    'FileBlob',
    `id IN (SELECT f->>'blobId' FROM "Revision" r, jsonb_array_elements(r.content->'files') f WHERE r.${bySpace})`,
  ],
  ['ApiToken', `"userId" IN ${users}`],
  ['Reaction', `"userId" IN ${users}`],
  ['TeamMember', `"teamId" IN (SELECT id FROM "Team" WHERE ${byOrg})`],
  ['ChangeRequestContributor', `"changeRequestId" IN (SELECT id FROM "ChangeRequest" WHERE ${bySpace})`],
  ['CommentReply', `"commentId" IN (SELECT id FROM "Comment" WHERE ${bySpace})`],
  ['SiteSectionGroup', bySite],
  ['SiteSection', bySite],
  ['SiteSpace', bySite],
  ['ShareLink', bySite],
  ['OpenAPISpecVersion', `"specId" IN (SELECT id FROM "OpenAPISpec" WHERE ${byOrg})`],
  ['SearchPage', bySpace],
  ['Revision', bySpace],
  ['Comment', bySpace],
  ['ChangeRequest', bySpace],
  ['Member', byOrg],
  ['InviteLink', byOrg],
  ['Team', byOrg],
  ['SamlProvider', byOrg],
  ['Space', byOrg],
  ['Collection', byOrg],
  ['Site', byOrg],
  ['OpenAPISpec', byOrg],
  ['TranslationSettings', byOrg],
  ['Organization', `"tenantId" = $1`],
  ['User', `"tenantId" = $1`],
  ['Tenant', `id = $1`],
];

const quote = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;
const TABLE = quote(TENANT_SNAPSHOT_TABLE);

/** Whole-server snapshot operations hold this lock alone; tenant snapshot operations share it. */
const SERVER_LOCK_SHARED = 'SELECT pg_advisory_xact_lock_shared(72617)';
const SERVER_LOCK = 'SELECT pg_advisory_xact_lock(72617)';
/** One tenant's snapshot operations run one at a time. */
const TENANT_LOCK = 'SELECT pg_advisory_xact_lock(72618, hashtext($1))';
const TX = { maxWait: 60_000, timeout: 120_000 } as const;

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** Why a tenant snapshot operation was refused. */
export class TenantSnapshotError extends Error {
  constructor(
    readonly reason: 'no-tenant' | 'taken' | 'unknown',
    message: string,
  ) {
    super(message);
  }
}

const created = new WeakSet<PrismaClient>();

/** Creates the snapshot table once per database (under the whole-server lock, so two instances never race). */
export async function ensureTenantSnapshotTable(prisma: PrismaClient): Promise<void> {
  if (created.has(prisma)) return;
  await prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(SERVER_LOCK);
    await tx.$executeRawUnsafe(
      `CREATE TABLE IF NOT EXISTS ${TABLE} ("tenantId" text NOT NULL, name text NOT NULL,
        "createdAt" timestamptz NOT NULL, tables jsonb NOT NULL, PRIMARY KEY ("tenantId", name))`,
    );
  }, TX);
  created.add(prisma);
}

/** The application tables no entry of TENANT_ROWS names (there must be none). */
export async function tablesWithoutTenantRows(db: Pick<PrismaClient, '$queryRawUnsafe'>): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = current_schema() ORDER BY c.relname`,
  );
  const named = new Set(TENANT_ROWS.map(([table]) => table));
  return rows.map((r) => r.name).filter((name) => !NOT_A_TENANTS.has(name) && !named.has(name));
}

async function lockTenant(tx: Tx, tenantId: string): Promise<void> {
  await tx.$executeRawUnsafe(SERVER_LOCK_SHARED);
  await tx.$executeRawUnsafe(TENANT_LOCK, tenantId);
  const found = await tx.$queryRawUnsafe<unknown[]>('SELECT 1 FROM "Tenant" WHERE id = $1', tenantId);
  if (found.length === 0) throw new TenantSnapshotError('no-tenant', 'Tenant not found');
}

export interface TenantSnapshotInfo {
  name: string;
  createdAt: Date;
}

/**
 * Copies the tenant's rows into the snapshot `name`; `replace` overwrites a snapshot of that name (the one
 * taken at creation), otherwise a taken name is a TenantSnapshotError('taken').
 */
export async function takeTenantSnapshot(
  prisma: PrismaClient,
  tenantId: string,
  name: string,
  options: { replace?: boolean } = {},
): Promise<TenantSnapshotInfo> {
  await ensureTenantSnapshotTable(prisma);
  const missing = await tablesWithoutTenantRows(prisma);
  if (missing.length > 0) throw new Error(`tenant snapshots do not know the rows of ${missing.join(', ')}`);
  return prisma.$transaction(async (tx) => {
    await lockTenant(tx, tenantId);
    const tables = TENANT_ROWS.map(
      ([table, where]) =>
        `'${table}', (SELECT coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) FROM ${quote(table)} t WHERE ${where})`,
    ).join(', ');
    const conflict =
      options.replace === true ? 'DO UPDATE SET tables = EXCLUDED.tables, "createdAt" = now()' : 'DO NOTHING';
    const rows = await tx.$queryRawUnsafe<{ createdAt: Date }[]>(
      `INSERT INTO ${TABLE} ("tenantId", name, "createdAt", tables) VALUES ($1, $2, now(), jsonb_build_object(${tables}))
        ON CONFLICT ("tenantId", name) ${conflict} RETURNING "createdAt"`,
      tenantId,
      name,
    );
    const row = rows[0];
    if (row === undefined) throw new TenantSnapshotError('taken', `The tenant has a snapshot named ${name}`);
    return { name, createdAt: new Date(row.createdAt) };
  }, TX);
}

/**
 * Puts the tenant's rows back as they were in its snapshot `name`, in one transaction: its rows of every table
 * are deleted and the snapshot's inserted, triggers off (session_replication_role = replica: counters are
 * copied as values, no foreign key is checked half-way). No other tenant's row is read or written.
 */
export async function restoreTenantSnapshot(prisma: PrismaClient, tenantId: string, name: string): Promise<void> {
  await ensureTenantSnapshotTable(prisma);
  await prisma.$transaction(async (tx) => {
    await lockTenant(tx, tenantId);
    const found = await tx.$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM ${TABLE} WHERE "tenantId" = $1 AND name = $2`,
      tenantId,
      name,
    );
    if (found.length === 0) throw new TenantSnapshotError('unknown', `The tenant has no snapshot named ${name}`);
    await tx.$executeRawUnsafe('SET LOCAL session_replication_role = replica');
    for (const [table, where] of TENANT_ROWS) {
      await tx.$executeRawUnsafe(`DELETE FROM ${quote(table)} WHERE ${where}`, tenantId);
    }
    for (const [table] of TENANT_ROWS) {
      await tx.$executeRawUnsafe(
        `INSERT INTO ${quote(table)} SELECT * FROM jsonb_populate_recordset(NULL::${quote(table)},
          (SELECT tables->$3 FROM ${TABLE} WHERE "tenantId" = $1 AND name = $2))`,
        tenantId,
        name,
        table,
      );
    }
    // Every instance drops the caches that may hold the tenant's old rows when this commits (deps.ts hears `all:`).
    await tx.$executeRawUnsafe(`SELECT pg_notify('${CACHE_CHANNEL}', 'all:')`);
  }, TX);
}

/** The tenant's snapshots, oldest first. */
export async function listTenantSnapshots(prisma: PrismaClient, tenantId: string): Promise<TenantSnapshotInfo[]> {
  await ensureTenantSnapshotTable(prisma);
  const rows = await prisma.$queryRawUnsafe<{ name: string; createdAt: Date }[]>(
    `SELECT name, "createdAt" FROM ${TABLE} WHERE "tenantId" = $1 ORDER BY "createdAt", name`,
    tenantId,
  );
  return rows.map((row) => ({ name: row.name, createdAt: new Date(row.createdAt) }));
}

/** Drops one snapshot of the tenant (TenantSnapshotError('unknown') when there is none), or all of them without `name`. */
export async function dropTenantSnapshots(prisma: PrismaClient, tenantId: string, name?: string): Promise<void> {
  await ensureTenantSnapshotTable(prisma);
  const dropped =
    name === undefined
      ? await prisma.$executeRawUnsafe(`DELETE FROM ${TABLE} WHERE "tenantId" = $1`, tenantId)
      : await prisma.$executeRawUnsafe(`DELETE FROM ${TABLE} WHERE "tenantId" = $1 AND name = $2`, tenantId, name);
  if (name !== undefined && dropped === 0)
    throw new TenantSnapshotError('unknown', `The tenant has no snapshot named ${name}`);
}
