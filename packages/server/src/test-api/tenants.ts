/** Test API tag Tenants (testApiDocument createTenant, listTenants, deleteTenant). */
import { notFound } from '../errors.js';
import { BY_CREATION } from '../http/pagination.js';
import { deleteTenant, tenantRows, type TenantRow } from '../repositories/tenants.js';
import { createTenant, type TenantSeed } from '../seed/tenant.js';
import { createSeededTenant } from '../seed/tenant-world.js';
import type { TestApiContext, TestApiHandlers } from './handler.js';

const present = ({ services }: TestApiContext, row: TenantRow) => ({
  object: 'tenant',
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  seed: row.seed,
  now: services.clock.ahead(Number(row.clockOffsetMs)).now().toISOString(),
  organizations: row.organizations.map((o) => o.id),
});

export const tenantHandlers: TestApiHandlers = {
  createTenant: async (ctx) => {
    const seed = (ctx.body as { seed?: TenantSeed | object }).seed ?? 'demo';
    // A seed document (schema CreateTenant `seed`): the world of a seed file (README › Seed files).
    if (typeof seed === 'object')
      return { status: 201, body: await createSeededTenant(ctx.services, seed, ctx.baseUrl) };
    return { status: 201, body: await createTenant(ctx.services, seed, ctx.baseUrl) };
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

  deleteTenant: async ({ services, params }) => {
    if (!(await deleteTenant(services.prisma, params['tenantId'] ?? ''))) throw notFound('Tenant');
    // Its tokens, memberships and spaces leave this instance's caches now; the others hear the database's NOTIFY.
    services.access.invalidateAll();
    services.rows.afterWrite();
    return { status: 204 };
  },
};
