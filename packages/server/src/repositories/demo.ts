/** Writes the demo organization's rows in one transaction (used by seed/demo.ts only). */
import type { PrismaClient } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { Tx } from './organizations.js';

export interface DemoRows {
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

/** Inserts the rows, runs `more` (the demo content) in the same transaction, then stores the marker. */
export async function insertDemoRows(
  prisma: PrismaClient,
  rows: DemoRows,
  marker: { key: string; value: string },
  more?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await prisma.$transaction(
    async (tx) => {
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
      await tx.setting.create({ data: marker });
      // A busy machine can take longer than Prisma's default 5 s for the seed; it runs once, at start-up.
    },
    { timeout: 60_000 },
  );
}

export const findSetting = (prisma: PrismaClient, key: string) => prisma.setting.findUnique({ where: { key } });

export const createToken = (prisma: PrismaClient, data: Prisma.ApiTokenUncheckedCreateInput) =>
  prisma.apiToken.create({ data });
