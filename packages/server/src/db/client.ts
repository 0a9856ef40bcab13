/**
 * The one Prisma client factory. The database URL picks the driver adapter: PostgreSQL through
 * @prisma/adapter-pg, or PGlite (embedded PostgreSQL in WebAssembly) in a directory or in memory.
 */
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { isPostgresUrl } from '../config.js';
import { PrismaClient } from '../generated/prisma/client.js';

export type { PrismaClient } from '../generated/prisma/client.js';

/** Runs raw SQL scripts (migrations) on the same database as the Prisma client. */
export interface SqlRunner {
  /** Runs `sql` (several statements) in one transaction holding a database-wide advisory lock. */
  transaction(work: (exec: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<void>): Promise<void>;
}

export interface Database {
  prisma: PrismaClient;
  sql: SqlRunner;
  kind: 'postgresql' | 'pglite';
  close(): Promise<void>;
}

/** Opens the database at `url`: `postgresql://…`, `memory://`, or a directory path for PGlite. */
export async function openDatabase(url: string): Promise<Database> {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    const sql: SqlRunner = {
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('SELECT pg_advisory_xact_lock(72616)');
          await work(async (text, params) => (await client.query(text, params as unknown[])).rows as Record<string, unknown>[]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        } finally {
          client.release();
        }
      },
    };
    return {
      prisma,
      sql,
      kind: 'postgresql',
      async close() {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }

  const dataDir = url === 'memory://' || url === '' ? undefined : url.replace(/^file:\/\//, '');
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
  await pglite.waitReady;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  const sql: SqlRunner = {
    async transaction(work) {
      await pglite.transaction(async (tx) => {
        await work(async (text, params) => {
          if (params === undefined && text.includes(';')) {
            await tx.exec(text);
            return [];
          }
          return (await tx.query<Record<string, unknown>>(text, params as unknown[])).rows;
        });
      });
    },
  };
  return {
    prisma,
    sql,
    kind: 'pglite',
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
