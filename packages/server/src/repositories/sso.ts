/** SAML providers in Prisma (with their default team, as seen by the viewer). */
import type { Prisma, SamlProvider } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import type { Tx } from './organizations.js';
import { teamsById, type TeamWithViewer } from './teams.js';

/** A provider with its default team as the viewer sees it (what teamInclude() adds). */
type SamlProviderRow = SamlProvider & { defaultTeam: TeamWithViewer | null };

/**
 * The providers with their default teams as `viewerId` sees them, read for the providers that have one only. As an
 * include, Prisma read a team for every provider without one too (`id = NULL`), and for a list counted the members
 * of every team in the database (teams.ts › viewOfTeams).
 */
async function withDefaultTeams(db: Tx, providers: SamlProvider[], viewerId: string): Promise<SamlProviderRow[]> {
  const teamIds = [...new Set(providers.flatMap((p) => (p.defaultTeamId === null ? [] : [p.defaultTeamId])))];
  const teams = await teamsById(db, teamIds, viewerId);
  return providers.map((provider) => ({
    ...provider,
    defaultTeam: provider.defaultTeamId === null ? null : (teams.get(provider.defaultTeamId) ?? null),
  }));
}

async function withDefaultTeam(db: Tx, provider: SamlProvider, viewerId: string): Promise<SamlProviderRow> {
  const [row] = await withDefaultTeams(db, [provider], viewerId);
  return row as SamlProviderRow;
}

export async function findSamlProvider(db: Tx, organizationId: string, id: string, viewerId: string) {
  const provider = await db.samlProvider.findFirst({ where: { id, organizationId } });
  return provider === null ? null : withDefaultTeam(db, provider, viewerId);
}

/** SAML providers by filter, a page at a time, with their default team as `viewerId` sees it. */
export const samlProviderRows = (db: Tx, viewerId: string): Rows<Prisma.SamlProviderWhereInput, SamlProviderRow> => ({
  find: async (args) => withDefaultTeams(db, await db.samlProvider.findMany(args), viewerId),
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
  withDefaultTeam(db, await db.samlProvider.create({ data }), viewerId);

export const updateSamlProvider = async (
  db: Tx,
  id: string,
  data: Prisma.SamlProviderUncheckedUpdateInput,
  viewerId: string,
) => withDefaultTeam(db, await db.samlProvider.update({ where: { id }, data }), viewerId);

export const deleteSamlProvider = (db: Tx, organizationId: string, id: string) =>
  db.samlProvider.deleteMany({ where: { id, organizationId } });

export const teamExists = async (db: Tx, organizationId: string, teamId: string): Promise<boolean> =>
  (await db.team.count({ where: { id: teamId, organizationId } })) > 0;
