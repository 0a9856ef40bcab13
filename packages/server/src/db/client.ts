/**
 * The one Prisma client factory. The database URL picks the module that opens it: PostgreSQL through
 * @prisma/adapter-pg (postgres.ts), or PGlite (embedded PostgreSQL in WebAssembly) in a directory or in memory
 * (pglite.ts). Each driver is loaded only when its kind of database is opened (start-up time).
 */
import { isPostgresUrl } from '../config.js';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export type { PrismaClient } from '../generated/prisma/client.js';
export type { SqlRunner } from './sql-runner.js';
export { CACHE_CHANNEL, type Database } from './database.js';
export { pgliteSqlRunner } from './pglite.js';
export { LISTENER_NAME } from './postgres.js';

/**
 * Opens the database at `url`: `postgresql://…`, `memory://`, or a directory path for PGlite.
 * `onIdleError` hears about pooled PostgreSQL connections that fail while idle (the server restarted or
 * terminated them); without a listener such an error would end the process. `demo`: the start seeds the demo
 * (a new PGlite database then starts from the demo template when there is one).
 */
export async function openDatabase(
  url: string,
  onIdleError: (error: Error) => void = () => undefined,
  { demo = false }: { demo?: boolean } = {},
): Promise<Database> {
  return isPostgresUrl(url) ? openPostgres(url, onIdleError) : openPglite(url, { demo });
}
