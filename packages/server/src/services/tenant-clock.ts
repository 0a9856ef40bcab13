/**
 * A tenant's clock (docs/stand-in.md): the server's global clock plus the
 * tenant's offset, stored in the database so that every instance agrees. A request's context carries its
 * caller's (http/handler.ts contextOf); work without a caller asks here.
 */
import type { Clock } from '../clock.js';
import type { Deps } from '../deps.js';
import { tenantClockOffset } from '../repositories/tenants.js';

/** The clock of a tenant (the global clock for null, the server's own data). */
export async function clockOfTenant(s: Deps, tenantId: string | null): Promise<Clock> {
  return s.clock.ahead(await tenantClockOffset(s.prisma, tenantId));
}
