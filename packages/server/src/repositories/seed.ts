/** Writes the tenant, users, organizations and memberships of a seed file in one transaction (used by seed/world.ts only). */
import type { PrismaClient } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';

export interface IdentityRows {
  tenants: Prisma.TenantCreateManyInput[];
  users: Prisma.UserCreateManyInput[];
  organizations: Prisma.OrganizationCreateManyInput[];
  members: Prisma.MemberCreateManyInput[];
}

/** Inserts the rows; a unique column already taken (User.email, Organization.hostname) rejects them all (P2002). */
export async function insertIdentities(prisma: PrismaClient, rows: IdentityRows): Promise<void> {
  await prisma.$transaction(async (tx) => {
    if (rows.tenants.length > 0) await tx.tenant.createMany({ data: rows.tenants });
    await tx.user.createMany({ data: rows.users });
    await tx.organization.createMany({ data: rows.organizations });
    await tx.member.createMany({ data: rows.members });
  });
}

/** Which of `emails` (the server's) and `hostnames` (the tenant's: null, the server's own data) another row holds. */
export async function takenIdentities(
  prisma: PrismaClient,
  emails: string[],
  hostnames: string[],
  tenantId: string | null,
): Promise<{ emails: string[]; hostnames: string[] }> {
  const [users, organizations] = await Promise.all([
    prisma.user.findMany({ where: { email: { in: emails } }, select: { email: true } }),
    prisma.organization.findMany({ where: { hostname: { in: hostnames }, tenantId }, select: { hostname: true } }),
  ]);
  return { emails: users.map((u) => u.email), hostnames: organizations.flatMap((o) => o.hostname ?? []) };
}

export const putSetting = (prisma: PrismaClient, key: string, value: string) =>
  prisma.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
