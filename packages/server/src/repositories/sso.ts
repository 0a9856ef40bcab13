/** SAML providers in Prisma (with their default team, as seen by the viewer). */
import type { Prisma } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import type { Tx } from './organizations.js';
import { teamInclude, viewerMembership, viewerTeamRoles } from './teams.js';

/** The default team with its number of members; the viewer's membership of it is read apart (withViewer). */
const samlInclude = { defaultTeam: { include: { _count: { select: { members: true } } } } } as const;

type SamlProviderRow = Prisma.SamlProviderGetPayload<{
  include: { defaultTeam: { include: ReturnType<typeof teamInclude> } };
}>;
type StoredProvider = Prisma.SamlProviderGetPayload<{ include: typeof samlInclude }>;

/**
 * The providers with their default teams as `viewerId` sees them (what teamInclude() adds). Read here, for the
 * providers that have a default team only: nested in the include, Prisma reads the viewer's memberships of no team
 * too (`teamId IN (NULL)`) for every provider without one.
 */
async function withViewer(db: Tx, providers: StoredProvider[], viewerId: string): Promise<SamlProviderRow[]> {
  const teamIds = [...new Set(providers.flatMap((p) => (p.defaultTeam === null ? [] : [p.defaultTeam.id])))];
  const roles = await viewerTeamRoles(db, teamIds, viewerId);
  return providers.map(({ defaultTeam, ...provider }) => ({
    ...provider,
    defaultTeam: defaultTeam === null ? null : { ...defaultTeam, members: viewerMembership(roles.get(defaultTeam.id)) },
  }));
}

async function oneWithViewer(db: Tx, provider: StoredProvider, viewerId: string): Promise<SamlProviderRow> {
  const [row] = await withViewer(db, [provider], viewerId);
  return row as SamlProviderRow;
}

export async function findSamlProvider(db: Tx, organizationId: string, id: string, viewerId: string) {
  const provider = await db.samlProvider.findFirst({ where: { id, organizationId }, include: samlInclude });
  return provider === null ? null : oneWithViewer(db, provider, viewerId);
}

/** SAML providers by filter, a page at a time, with their default team as `viewerId` sees it. */
export const samlProviderRows = (db: Tx, viewerId: string): Rows<Prisma.SamlProviderWhereInput, SamlProviderRow> => ({
  find: async (args) => withViewer(db, await db.samlProvider.findMany({ ...args, include: samlInclude }), viewerId),
  count: (where) => db.samlProvider.count({ where }),
});

/** Active providers of an organization, oldest first (the SSO login list). */
export const listActiveSamlProviders = (db: Tx, organizationId: string) =>
  db.samlProvider.findMany({
    where: { organizationId, status: 'active' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, label: true },
  });

export const createSamlProvider = async (db: Tx, data: Prisma.SamlProviderUncheckedCreateInput, viewerId: string) =>
  oneWithViewer(db, await db.samlProvider.create({ data, include: samlInclude }), viewerId);

export const updateSamlProvider = async (
  db: Tx,
  id: string,
  data: Prisma.SamlProviderUncheckedUpdateInput,
  viewerId: string,
) => oneWithViewer(db, await db.samlProvider.update({ where: { id }, data, include: samlInclude }), viewerId);

export const deleteSamlProvider = (db: Tx, organizationId: string, id: string) =>
  db.samlProvider.deleteMany({ where: { id, organizationId } });

export const teamExists = async (db: Tx, organizationId: string, teamId: string): Promise<boolean> =>
  (await db.team.count({ where: { id: teamId, organizationId } })) > 0;
