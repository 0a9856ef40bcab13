/** Organizations and invite links in Prisma. */
import type { Organization, Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import { modelRows } from './model-rows.js';

export type Tx = Prisma.TransactionClient | PrismaClient;

export const findOrganization = (db: Tx, id: string) => db.organization.findUnique({ where: { id } });

export const organizationsOfUserWhere = (userId: string): Prisma.OrganizationWhereInput => ({
  members: { some: { userId, disabled: false } },
});

/** Organizations by filter, a page at a time. */
export const organizationRows = (db: Tx): Rows<Prisma.OrganizationWhereInput, Organization> =>
  modelRows(db.organization);

/** Organizations of one tenant (null = the server's own data) that use an email domain. */
export const findOrganizationsWithEmailDomain = (db: Tx, domain: string, tenantId: string | null) =>
  db.organization.findMany({
    where: { emailDomains: { has: domain }, tenantId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });

/** The organization of one tenant (null = the server's own data) with a hostname: unique within a tenant. */
export const findOrganizationByHostname = (db: Tx, hostname: string, tenantId: string | null) =>
  db.organization.findFirst({ where: { hostname, tenantId } });

export const updateOrganization = (db: Tx, id: string, data: Prisma.OrganizationUpdateInput) =>
  db.organization.update({ where: { id }, data });

export const findInviteLink = (db: Tx, organizationId: string, id: string) =>
  db.inviteLink.findFirst({ where: { id, organizationId } });

export const deleteInviteLink = (db: Tx, id: string) => db.inviteLink.delete({ where: { id } });
