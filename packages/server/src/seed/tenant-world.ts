/**
 * A test API tenant seeded from a seed document (testApiDocument createTenant with `seed: {…}`): the document is
 * checked like a seed file, its world created in a new tenant (seed/world.ts), and the answer is its fixtures with
 * the tenant's id. A document that cannot be used is a 400 naming the path under `body.seed`; what was created
 * before the API refused a step is removed with the tenant.
 */
import type { Deps } from '../deps.js';
import { badRequest } from '../errors.js';
import { newId } from '../ids.js';
import { deleteTenant } from '../repositories/tenants.js';
import { checkSeed, SeedError } from './document.js';
import { seedWorld, type SeedFixtures } from './world.js';

export async function createSeededTenant(
  s: Deps,
  document: unknown,
  baseUrl: string,
): Promise<SeedFixtures & { tenantId: string }> {
  const tenantId = newId();
  try {
    const { seed, lineOf } = checkSeed(document);
    return { tenantId, ...(await seedWorld(s, seed, lineOf, { baseUrl, tenant: { id: tenantId } })) };
  } catch (error) {
    await deleteTenant(s.prisma, tenantId);
    s.access.invalidateAll();
    s.rows.afterWrite();
    if (!(error instanceof SeedError)) throw error;
    throw badRequest(`body.seed${error.path === '' ? '' : `.${error.path}`}: ${error.reason}`);
  }
}
