/**
 * Test API tag Clock (testApiDocument getClock, advanceClock, getTenantClock, advanceTenantClock): the
 * server's global clock, and each tenant's, whose offset lives in the database (every instance agrees).
 */
import { conflict, notFound } from '../errors.js';
import { addTenantOffset, advanceTenantOffset, findTenant } from '../repositories/tenants.js';
import type { TestApiContext, TestApiHandlers } from './handler.js';

/** The tenant's clock offset; 404 when there is no such tenant. */
async function offsetOf({ services, params }: TestApiContext): Promise<number> {
  const tenant = await findTenant(services.prisma, params['tenantId'] ?? '');
  if (tenant === null) throw notFound('Tenant');
  return Number(tenant.clockOffsetMs);
}

const nowAt = (ctx: TestApiContext, offsetMs: number) => ({
  status: 200 as const,
  body: { now: ctx.services.clock.ahead(offsetMs).now().toISOString() },
});

export const clockHandlers: TestApiHandlers = {
  getClock: async ({ services }) => ({ status: 200, body: { now: services.clock.now().toISOString() } }),
  advanceClock: async ({ services, body }) => {
    const { advanceSeconds } = body as { advanceSeconds: number };
    return { status: 200, body: { now: services.clock.advance(advanceSeconds * 1000).toISOString() } };
  },

  getTenantClock: async (ctx) => nowAt(ctx, await offsetOf(ctx)),
  advanceTenantClock: async (ctx) => {
    const { services, params } = ctx;
    const tenantId = params['tenantId'] ?? '';
    const body = ctx.body as { advanceSeconds: number } | { now: string };
    let offset: number | undefined;
    if ('now' in body) {
      const current = await offsetOf(ctx);
      const target = Date.parse(body.now) - services.clock.now().getTime();
      if (target < current)
        throw conflict(`The tenant's clock only moves forward; it is already at ${nowAt(ctx, current).body.now}`);
      offset = await advanceTenantOffset(services.prisma, tenantId, target);
    } else {
      offset = await addTenantOffset(services.prisma, tenantId, body.advanceSeconds * 1000);
    }
    if (offset === undefined) throw notFound('Tenant');
    // The callers cached with the old offset go now on this instance; the others hear the database's NOTIFY.
    services.access.heard('tenant', tenantId);
    return nowAt(ctx, offset);
  },
};
