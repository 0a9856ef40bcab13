/** Writes the demo organization's rows in one transaction (seed/demo.ts, and seed/tenant.ts for a tenant's). */
import type { PrismaClient } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { Tx } from './organizations.js';

export interface DemoRows {
  /** The test API tenant the rows belong to, inserted first (seed/tenant.ts). */
  tenants?: Prisma.TenantCreateManyInput[];
  users: Prisma.UserCreateManyInput[];
  organizations: Prisma.OrganizationCreateManyInput[];
  members: Prisma.MemberCreateManyInput[];
  teams: Prisma.TeamCreateManyInput[];
  teamMembers: Prisma.TeamMemberCreateManyInput[];
  inviteLinks: Prisma.InviteLinkCreateManyInput[];
  collections: Prisma.CollectionCreateManyInput[];
  spaces: Prisma.SpaceCreateManyInput[];
  revisions: Prisma.RevisionCreateManyInput[];
}

/** Inserts the rows, runs `more` (the demo content) in the same transaction, then stores the marker if given. */
export async function insertDemoRows(
  prisma: PrismaClient,
  rows: DemoRows,
  marker: { key: string; value: string } | undefined,
  more?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await prisma.$transaction(
    async (tx) => {
      if (rows.tenants !== undefined) await tx.tenant.createMany({ data: rows.tenants });
      await tx.user.createMany({ data: rows.users });
      await tx.organization.createMany({ data: rows.organizations });
      await tx.member.createMany({ data: rows.members });
      await tx.team.createMany({ data: rows.teams });
      await tx.teamMember.createMany({ data: rows.teamMembers });
      await tx.inviteLink.createMany({ data: rows.inviteLinks });
      await tx.collection.createMany({ data: rows.collections });
      await tx.space.createMany({ data: rows.spaces });
      await tx.revision.createMany({ data: rows.revisions });
      await more?.(tx);
      if (marker !== undefined) await tx.setting.create({ data: marker });
      // Tenants made at once (POST /__test/tenants) wait their turn: PGlite runs one transaction at a time.
    },
    { maxWait: 60_000, timeout: 60_000 },
  );
}

export const findSetting = (prisma: PrismaClient, key: string) => prisma.setting.findUnique({ where: { key } });

export const createToken = (prisma: PrismaClient, data: Prisma.ApiTokenUncheckedCreateInput) =>
  prisma.apiToken.create({ data });
