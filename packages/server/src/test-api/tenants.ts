/** Test API tag Tenants (testApiDocument createTenant, listTenants, getTenant, deleteTenant, getSeedSchema). */
import { seedSchema } from '../contract.js';
import { TenantSnapshotError } from '../db/tenant-snapshots.js';
import type { Deps } from '../deps.js';
import { ApiError, notFound } from '../errors.js';
import { BY_CREATION } from '../http/pagination.js';
import { newId } from '../ids.js';
import { deleteTenant, findTenant, findTenantRow, tenantRows, type TenantRow } from '../repositories/tenants.js';
import * as tenantSnapshots from '../services/tenant-snapshots.js';
import { createTenant, type TenantSeed } from '../seed/tenant.js';
import { createSeededTenant, tenantCutOff } from '../seed/tenant-world.js';
import type { TestApiContext, TestApiHandlers } from './handler.js';
import type { FaultsAndJournal } from './stand-in.js';

const present = ({ services }: TestApiContext, row: TenantRow) => ({
  object: 'tenant',
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  seed: row.seed,
  now: services.clock.ahead(Number(row.clockOffsetMs)).now().toISOString(),
  organizations: row.organizations.map((o) => o.id),
});

/**
 * Creates the tenant, then takes the snapshot its reset returns to. A server-wide reset or restore that removes the
 * tenant half-way answers 409 naming that, whatever step it broke (docs/stand-in.md › Reset and snapshots of one
 * tenant).
 */
async function created<T>(s: Deps, tenantId: string, create: () => Promise<T>): Promise<T> {
  const gone = async () => (await findTenant(s.prisma, tenantId)) === null;
  let fixtures: T;
  try {
    fixtures = await create();
  } catch (error) {
    // An ApiError already says what went wrong (a seed document's own failure removes its tenant and answers 400).
    if (!(error instanceof ApiError) && (await gone())) throw tenantCutOff();
    throw error;
  }
  try {
    await tenantSnapshots.takeSeeded(s, tenantId);
  } catch (error) {
    if (error instanceof TenantSnapshotError && error.reason === 'no-tenant') throw tenantCutOff();
    throw error;
  }
  return fixtures;
}

export const tenantHandlers = (stand: FaultsAndJournal): TestApiHandlers => ({
  createTenant: async (ctx) => {
    const { seed = 'demo', mutants = [] } = ctx.body as { seed?: TenantSeed | object; mutants?: string[] };
    stand.mutants.check(mutants);
    const tenantId = newId();
    // A seed document (schema CreateTenant `seed`): the world of a seed file (docs/stand-in.md › Seed files).
    const body = await created<object>(ctx.services, tenantId, () =>
      typeof seed === 'object'
        ? createSeededTenant(ctx.services, seed, ctx.baseUrl, tenantId)
        : createTenant(ctx.services, seed, ctx.baseUrl, tenantId),
    );
    // Switched on once the tenant is complete: its seeding is never mutated.
    stand.mutants.set(tenantId, mutants);
    return { status: 201, body };
  },

  listTenants: async (ctx) => ({
    status: 200,
    body: await ctx.services.paginator.paginateWhere({
      list: 'tenants',
      query: ctx.query,
      sort: BY_CREATION,
      where: {},
      rows: tenantRows(ctx.services.prisma),
      present: (row) => present(ctx, row),
    }),
  }),

  getTenant: async (ctx) => {
    const row = await findTenantRow(ctx.services.prisma, ctx.params['tenantId'] ?? '');
    if (row === null) throw notFound('Tenant');
    return { status: 200, body: present(ctx, row) };
  },

  deleteTenant: async ({ services, params }) => {
    const tenantId = params['tenantId'] ?? '';
    if (!(await deleteTenant(services.prisma, tenantId))) throw notFound('Tenant');
    await tenantSnapshots.dropAll(services, tenantId);
    // What this instance keeps of it in memory: the rules naming it and its journal entries.
    stand.rules.removeTenant(tenantId);
    stand.mutants.remove(tenantId);
    stand.journal.clear({ tenantId });
    // Its tokens, memberships and spaces leave this instance's caches now; the others hear the database's NOTIFY.
    services.access.invalidateAll();
    services.rows.invalidateAll();
    return { status: 204 };
  },

  getSeedSchema: async () => ({ status: 200, body: seedSchema }),
});
