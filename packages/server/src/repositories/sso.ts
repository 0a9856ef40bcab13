/** SAML providers in Prisma (with their default team, as seen by the viewer). */
import type { Prisma } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import type { Tx } from './organizations.js';
import { teamInclude } from './teams.js';

const samlInclude = (viewerId: string) =>
  ({ defaultTeam: { include: teamInclude(viewerId) } }) satisfies Prisma.SamlProviderInclude;

type SamlProviderRow = Prisma.SamlProviderGetPayload<{ include: ReturnType<typeof samlInclude> }>;

export const findSamlProvider = (db: Tx, organizationId: string, id: string, viewerId: string) =>
  db.samlProvider.findFirst({ where: { id, organizationId }, include: samlInclude(viewerId) });

/** SAML providers by filter, a page at a time, with their default team as `viewerId` sees it. */
export const samlProviderRows = (db: Tx, viewerId: string): Rows<Prisma.SamlProviderWhereInput, SamlProviderRow> => ({
  find: (args) => db.samlProvider.findMany({ ...args, include: samlInclude(viewerId) }),
  count: (where) => db.samlProvider.count({ where }),
});

/** Active providers of an organization, oldest first (the SSO login list). */
export const listActiveSamlProviders = (db: Tx, organizationId: string) =>
  db.samlProvider.findMany({
    where: { organizationId, status: 'active' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, label: true },
  });

export const createSamlProvider = (db: Tx, data: Prisma.SamlProviderUncheckedCreateInput, viewerId: string) =>
  db.samlProvider.create({ data, include: samlInclude(viewerId) });

export const updateSamlProvider = (
  db: Tx,
  id: string,
  data: Prisma.SamlProviderUncheckedUpdateInput,
  viewerId: string,
) => db.samlProvider.update({ where: { id }, data, include: samlInclude(viewerId) });

export const deleteSamlProvider = (db: Tx, organizationId: string, id: string) =>
  db.samlProvider.deleteMany({ where: { id, organizationId } });

export const teamExists = async (db: Tx, organizationId: string, teamId: string): Promise<boolean> =>
  (await db.team.count({ where: { id: teamId, organizationId } })) > 0;
