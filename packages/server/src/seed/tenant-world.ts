/**
 * A test API tenant seeded from a seed document (testApiDocument createTenant with `seed: {…}`): the document is
 * checked like a seed file, its world created in a new tenant (seed/world.ts), and the answer is its fixtures with
 * the tenant's id. A document that cannot be used is a 400 naming the path under `body.seed`; what was created
 * before the API refused a step is removed with the tenant.
 */
import type { Deps } from '../deps.js';
import { badRequest, conflict, type ApiError } from '../errors.js';
import { newId } from '../ids.js';
import { deleteTenant, findTenant } from '../repositories/tenants.js';
import { checkSeed, SeedError } from './document.js';
import { seedWorld, type SeedFixtures } from './world.js';

export async function createSeededTenant(
  s: Deps,
  document: unknown,
  baseUrl: string,
  tenantId: string = newId(),
): Promise<SeedFixtures & { tenantId: string }> {
  let seeding = false;
  try {
    const { seed, lineOf } = checkSeed(document);
    seeding = true;
    return { tenantId, ...(await seedWorld(s, seed, lineOf, { baseUrl, tenant: { id: tenantId } })) };
  } catch (error) {
    // A server-wide reset or restore removed the tenant half-way: the step that failed is not the document's fault.
    if (seeding && (await findTenant(s.prisma, tenantId)) === null) throw tenantCutOff();
    await deleteTenant(s.prisma, tenantId);
    s.access.invalidateAll();
    s.rows.invalidateAll();
    if (!(error instanceof SeedError)) throw error;
    throw badRequest(`body.seed${error.path === '' ? '' : `.${error.path}`}: ${error.reason}`);
  }
}

/** The answer to a tenant creation that a server-wide reset or snapshot restore cut off (409, never the seed's fault). */
export const tenantCutOff = (): ApiError =>
  conflict(
    'The tenant was removed while it was being created, by a server-wide reset or snapshot restore ' +
      '(POST /__test/reset or /__test/snapshots/{name}/restore, which change every tenant); create it again. ' +
      'Beside other processes, use the per-tenant /__test/tenants/{tenantId}/reset and snapshots instead.',
  );
