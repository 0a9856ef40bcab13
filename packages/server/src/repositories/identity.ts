/** Users, API tokens and organization memberships as read on every request. */
import type { PrismaClient } from '../db/client.js';

export type Db = Pick<PrismaClient, 'user' | 'apiToken' | 'member' | 'setting'>;

export const findUserByTokenHash = (db: Db, tokenHash: string) =>
  db.apiToken.findFirst({
    where: { tokenHash, revokedAt: null },
    include: { user: { include: { tenant: { select: { clockOffsetMs: true } } } } },
  });

export const listMembershipsOfUser = (db: Db, userId: string) =>
  db.member.findMany({ where: { userId }, select: { id: true, organizationId: true, role: true, disabled: true } });

/** Returns the setting, creating it with `create()` if absent (first writer wins across instances). */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  const existing = await db.setting.findUnique({ where: { key } });
  if (existing) return existing.value;
  await db.setting.createMany({ data: [{ key, value: create() }], skipDuplicates: true });
  const stored = await db.setting.findUniqueOrThrow({ where: { key } });
  return stored.value;
}

/** Users by id (the shape presentUser needs). */
export const findUsers = (db: Pick<PrismaClient, 'user'>, ids: string[]) =>
  db.user.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, displayName: true, email: true, photoURL: true },
  });
