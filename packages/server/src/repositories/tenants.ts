/** Tenants of the test API (docs/stand-in.md): their rows and their clocks. */
import type { PrismaClient } from '../db/client.js';
import type { Prisma, Tenant } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import type { Tx } from './organizations.js';

export type TenantRow = Tenant & { organizations: { id: string }[] };

export const tenantRows = (db: Tx): Rows<Prisma.TenantWhereInput, TenantRow> => ({
  find: (args) => db.tenant.findMany({ ...args, include: { organizations: { select: { id: true } } } }),
  count: (where) => db.tenant.count({ where }),
});

export const findTenant = (db: Tx, id: string) => db.tenant.findUnique({ where: { id } });

/** A tenant with the ids of its organizations, or null. */
export const findTenantRow = (db: Tx, id: string): Promise<TenantRow | null> =>
  db.tenant.findUnique({ where: { id }, include: { organizations: { select: { id: true } } } });

/** How far a tenant's clock runs ahead of the server's, in ms (0 for the server's own data or an unknown tenant). */
export async function tenantClockOffset(db: Tx, id: string | null): Promise<number> {
  if (id === null) return 0;
  const row = await db.tenant.findUnique({ where: { id }, select: { clockOffsetMs: true } });
  return Number(row?.clockOffsetMs ?? 0);
}

/** Moves a tenant's clock to `offsetMs` ahead of the server's unless it is already further (clocks only move forward). */
export async function advanceTenantOffset(db: Tx, id: string, offsetMs: number): Promise<number | undefined> {
  const rows = await db.$queryRaw<{ clockOffsetMs: bigint }[]>`
    UPDATE "Tenant" SET "clockOffsetMs" = GREATEST("clockOffsetMs", ${BigInt(Math.round(offsetMs))})
    WHERE id = ${id} RETURNING "clockOffsetMs"`;
  return rows[0] === undefined ? undefined : Number(rows[0].clockOffsetMs);
}

/** Adds `deltaMs` to a tenant's clock offset; undefined when there is no such tenant. */
export async function addTenantOffset(db: Tx, id: string, deltaMs: number): Promise<number | undefined> {
  const rows = await db.$queryRaw<{ clockOffsetMs: bigint }[]>`
    UPDATE "Tenant" SET "clockOffsetMs" = "clockOffsetMs" + ${BigInt(Math.round(deltaMs))}
    WHERE id = ${id} RETURNING "clockOffsetMs"`;
  return rows[0] === undefined ? undefined : Number(rows[0].clockOffsetMs);
}

/**
 * Removes a tenant and everything of it in one transaction: the rows that name its organizations or users
 * without a foreign key (sites, OpenAPI specifications, translation settings, reactions, file blobs of its
 * revisions), then the tenant, whose organizations and users go by cascade (their tokens with them).
 */
export async function deleteTenant(prisma: PrismaClient, id: string): Promise<boolean> {
  return prisma.$transaction(
    async (tx) => {
      const organizationIds = (await tx.organization.findMany({ where: { tenantId: id }, select: { id: true } })).map(
        (o) => o.id,
      );
      await tx.$executeRaw`
      DELETE FROM "FileBlob" WHERE id IN (
        SELECT f->>'blobId' FROM "Revision" r JOIN "Space" s ON s.id = r."spaceId",
          jsonb_array_elements(r.content->'files') f
        WHERE s."organizationId" = ANY(${organizationIds}))`;
      await tx.site.deleteMany({ where: { organizationId: { in: organizationIds } } });
      await tx.openAPISpec.deleteMany({ where: { organizationId: { in: organizationIds } } });
      await tx.translationSettings.deleteMany({ where: { organizationId: { in: organizationIds } } });
      await tx.reaction.deleteMany({
        where: {
          userId: { in: (await tx.user.findMany({ where: { tenantId: id }, select: { id: true } })).map((u) => u.id) },
        },
      });
      return (await tx.tenant.deleteMany({ where: { id } })).count > 0;
    },
    { maxWait: 60_000, timeout: 60_000 },
  );
}
