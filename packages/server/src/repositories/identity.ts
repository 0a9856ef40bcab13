/** Users, API tokens and organization memberships as read on every request. */
import type { PrismaClient, SqlRunner } from '../db/client.js';

export type Db = Pick<PrismaClient, 'user' | 'apiToken' | 'member' | 'setting'>;

export const findUserByTokenHash = (db: Db, tokenHash: string) =>
  db.apiToken.findFirst({
    where: { tokenHash, revokedAt: null },
    include: { user: { include: { tenant: { select: { clockOffsetMs: true } } } } },
  });

export const listMembershipsOfUser = (db: Db, userId: string) =>
  db.member.findMany({ where: { userId }, select: { id: true, organizationId: true, role: true, disabled: true } });

/**
 * The settings `keys`, each made with `create()` where the database has none yet (the first instance to write one
 * wins; the others read it). Plain SQL in one transaction rather than Prisma: a start that seeds nothing then runs
 * no Prisma query, so Prisma's query compiler loads after the server is ready (server.ts) rather than before.
 */
export async function settingsOf(sql: SqlRunner, keys: string[], create: () => string): Promise<string[]> {
  const found = new Map<unknown, unknown>();
  await sql.transaction(async (exec) => {
    await exec(
      'INSERT INTO "Setting" ("key", "value") SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT ("key") DO NOTHING',
      [keys, keys.map(create)],
    );
    for (const row of await exec('SELECT "key", "value" FROM "Setting" WHERE "key" = ANY($1::text[])', [keys]))
      found.set(row['key'], row['value']);
  });
  return keys.map((key) => {
    const value = found.get(key);
    if (typeof value !== 'string') throw new Error(`setting ${key} was neither found nor made`);
    return value;
  });
}

/** Users by id (the shape presentUser needs). */
export const findUsers = (db: Pick<PrismaClient, 'user'>, ids: string[]) =>
  db.user.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, displayName: true, email: true, photoURL: true },
  });
