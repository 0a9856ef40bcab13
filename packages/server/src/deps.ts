/** The dependencies every operation gets (database, clock, access control, pagination, secrets), built once per app. */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from './clock.js';
import type { ServerConfig } from './config.js';
import { CACHE_CHANNEL, type Database, type PrismaClient } from './db/client.js';
import { Paginator } from './http/pagination.js';
import { settingsOf } from './repositories/identity.js';
import { Access } from './access/callers.js';
import { RowCache } from './access/rows.js';

export interface Deps {
  prisma: PrismaClient;
  db: Database;
  clock: Clock;
  config: ServerConfig;
  access: Access;
  /** Space rows and collection trees, cached and invalidated like `access`. */
  rows: RowCache;
  paginator: Paginator;
  /** Secret for signing visitor-claims JWTs (shared by every instance on the database). */
  jwtSecret: Uint8Array;
  /** For work that outlives its request (background processing). */
  logger: Logger;
}

export async function createDeps(db: Database, clock: Clock, config: ServerConfig, logger: Logger): Promise<Deps> {
  const secret = () => randomBytes(32).toString('base64url');
  const [cursorSecret = '', jwtSecret = ''] = await settingsOf(db.sql, ['cursor-secret', 'jwt-secret'], secret);
  const access = new Access(db.prisma, config.cacheTtlMs);
  const rows = new RowCache(db.prisma, config.cacheTtlMs, db.kind === 'pglite');
  await db.listen(
    CACHE_CHANNEL,
    // Each payload is `<kind>:<key>` (the triggers of the counters and row-cache migrations).
    (payload) => {
      const [kind = '', key = ''] = payload.split(/:(.*)/s);
      access.heard(kind, key);
      rows.heard(kind, key);
    },
    () => {
      access.invalidateAll();
      rows.invalidateAll();
    },
  );
  return {
    prisma: db.prisma,
    db,
    clock,
    config,
    access,
    rows,
    paginator: new Paginator(cursorSecret, config.defaultPageSize),
    jwtSecret: new TextEncoder().encode(jwtSecret),
    logger,
  };
}
