/**
 * Named snapshots of the whole server's data (docs/stand-in.md › Server-wide reset and named snapshots): every
 * application table is copied into a schema of its own (`snapshot_<hash of the name>`), and a restore empties the
 * tables and copies the rows back in one transaction. The same SQL runs on PostgreSQL and PGlite. Prisma's migrations
 * table (the schema's version, never rolled back) and the rate limiter's hits (not state of the API) are left alone.
 */
import { createHash } from 'node:crypto';
import { CACHE_CHANNEL, type PrismaClient } from './client.js';

/** Tables that are not part of a snapshot. */
const SKIPPED = new Set(['_prisma_migrations', 'RateLimitHit']);
const PREFIX = 'snapshot_';
/** The table of a snapshot schema that holds its name, time and what lives outside the database (the clock). */
const META = '_snapshot';

export interface SnapshotInfo {
  name: string;
  createdAt: Date;
  /** The global test clock's offset when the snapshot was taken. */
  clockOffsetMs: number;
}

/** Why a snapshot operation was refused: `taken` (the name exists) or `unknown` (it does not). */
export class SnapshotError extends Error {
  constructor(
    readonly reason: 'taken' | 'unknown',
    name: string,
  ) {
    super(reason === 'taken' ? `A snapshot named ${name} exists` : `No snapshot named ${name}`);
  }
}

const quote = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;
const schemaOf = (name: string): string => PREFIX + createHash('sha256').update(name).digest('hex').slice(0, 24);

type Db = Pick<PrismaClient, '$queryRawUnsafe'>;

/** The ordinary tables of a schema (the current one when `schema` is undefined), by name. */
async function tablesOf(db: Db, schema?: string): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = ${schema === undefined ? 'current_schema()' : '$1'} ORDER BY c.relname`,
    ...(schema === undefined ? [] : [schema]),
  );
  return rows.map((row) => row.name);
}

const applicationTables = async (db: Db): Promise<string[]> =>
  (await tablesOf(db)).filter((name) => !SKIPPED.has(name));

async function schemaExists(db: Db, schema: string): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<unknown[]>('SELECT 1 FROM pg_namespace WHERE nspname = $1', schema);
  return rows.length > 0;
}

/** Snapshot operations run one at a time across instances (a transaction-scoped advisory lock). */
const LOCK = 'SELECT pg_advisory_xact_lock(72617)';
const TX = { maxWait: 60_000, timeout: 300_000 } as const;

/** Copies every application table into the snapshot `name`; SnapshotError('taken') when the name exists. */
export async function takeSnapshot(prisma: PrismaClient, name: string, clockOffsetMs: number): Promise<void> {
  const schema = schemaOf(name);
  await prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(LOCK);
    if (await schemaExists(tx, schema)) throw new SnapshotError('taken', name);
    const source = quote((await tx.$queryRawUnsafe<{ s: string }[]>('SELECT current_schema() AS s'))[0]?.s ?? 'public');
    await tx.$executeRawUnsafe(`CREATE SCHEMA ${quote(schema)}`);
    for (const table of await applicationTables(tx)) {
      await tx.$executeRawUnsafe(`CREATE TABLE ${quote(schema)}.${quote(table)} AS TABLE ${source}.${quote(table)}`);
    }
    await tx.$executeRawUnsafe(
      `CREATE TABLE ${quote(schema)}.${META} (name text NOT NULL, "createdAt" timestamptz NOT NULL, "clockOffsetMs" bigint NOT NULL)`,
    );
    await tx.$executeRawUnsafe(
      `INSERT INTO ${quote(schema)}.${META} VALUES ($1, now(), $2)`,
      name,
      Math.round(clockOffsetMs),
    );
  }, TX);
}

/**
 * Puts back every application table as it was in snapshot `name` and returns the snapshot (its clock
 * offset). Triggers do not fire (session_replication_role = replica): the counters are copied as values
 * and no foreign key is checked while tables are half-filled.
 *
 * The tables are locked first, all at once, waiting at most TABLE_LOCK_WAIT for writes in flight. A restore
 * that took some tables and waited for another held by a write that then wanted one of the taken ones
 * (a tenant being seeded beside it) was a deadlock, which PostgreSQL broke by failing one side with a 500.
 * Now the restore gives way before the deadlock detector runs (deadlock_timeout, 1 s by default) and tries
 * again once that write is through.
 */
export async function restoreSnapshot(prisma: PrismaClient, name: string): Promise<SnapshotInfo> {
  const schema = schemaOf(name);
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(LOCK);
        const info = (await readInfo(tx, schema))[0];
        if (info === undefined) throw new SnapshotError('unknown', name);
        const tables = await applicationTables(tx);
        const kept = new Set(await tablesOf(tx, schema));
        if (tables.length > 0) {
          await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${TABLE_LOCK_WAIT}'`);
          await tx.$executeRawUnsafe(`LOCK TABLE ${tables.map(quote).join(', ')} IN ACCESS EXCLUSIVE MODE`);
          await tx.$executeRawUnsafe('SET LOCAL lock_timeout = 0');
        }
        await tx.$executeRawUnsafe('SET LOCAL session_replication_role = replica');
        if (tables.length > 0) await tx.$executeRawUnsafe(`TRUNCATE ${tables.map(quote).join(', ')}`);
        for (const table of tables) {
          // A table added by a later migration is absent from an older snapshot: it stays empty.
          if (!kept.has(table)) continue;
          await tx.$executeRawUnsafe(`INSERT INTO ${quote(table)} SELECT * FROM ${quote(schema)}.${quote(table)}`);
        }
        // Every instance drops all it caches when this commits (deps.ts hears `all:`).
        await tx.$executeRawUnsafe(`SELECT pg_notify('${CACHE_CHANNEL}', 'all:')`);
        return info;
      }, TX);
    } catch (error) {
      if (!GAVE_WAY.has(sqlStateOf(error) ?? '') || Date.now() - started > TX.maxWait) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(attempt, 10) * 10 * Math.random()));
    }
  }
}

/** How long a restore waits for the writes in flight on the tables before it lets them go on and tries again. */
const TABLE_LOCK_WAIT = '100ms';
/** lock_not_available (lock_timeout) and deadlock_detected: the restore gave way to a write; it is tried again. */
const GAVE_WAY = new Set(['55P03', '40P01']);

/** The SQLSTATE of a failed statement, as the driver adapter reports it through Prisma. */
const sqlStateOf = (error: unknown): string | undefined =>
  (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } } | null)?.meta?.driverAdapterError
    ?.cause?.originalCode;

async function readInfo(db: Db, schema: string): Promise<SnapshotInfo[]> {
  if (!(await schemaExists(db, schema))) return [];
  const rows = await db.$queryRawUnsafe<{ name: string; createdAt: Date; clockOffsetMs: bigint | number }[]>(
    `SELECT name, "createdAt", "clockOffsetMs" FROM ${quote(schema)}.${META}`,
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), clockOffsetMs: Number(row.clockOffsetMs) }));
}

/** Every snapshot, oldest first. */
export async function listSnapshots(prisma: PrismaClient): Promise<SnapshotInfo[]> {
  const schemas = await prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE '${PREFIX}%'`,
  );
  const infos = (await Promise.all(schemas.map((row) => readInfo(prisma, row.name)))).flat();
  return infos.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.name.localeCompare(b.name));
}

/** Drops the snapshot `name`; SnapshotError('unknown') when there is none. */
export async function dropSnapshot(prisma: PrismaClient, name: string): Promise<void> {
  const schema = schemaOf(name);
  await prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(LOCK);
    if (!(await schemaExists(tx, schema))) throw new SnapshotError('unknown', name);
    await tx.$executeRawUnsafe(`DROP SCHEMA ${quote(schema)} CASCADE`);
  }, TX);
}
