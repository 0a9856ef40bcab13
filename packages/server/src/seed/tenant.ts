/**
 * A test API tenant (docs/stand-in.md): the demo data of seed/demo.ts, or only
 * its organizations and members (`empty`), made its own and inserted in one transaction, then a token for each
 * fixture caller. Cheap: a handful of bulk inserts (bench --tenants measures it).
 */
import type { Deps } from '../deps.js';
import { newId } from '../ids.js';
import { insertDemoRows } from '../repositories/demo.js';
import { addDemoContent, demoRows, fixturesOf, type Fixtures } from './demo.js';

/** The fixtures of a tenant: those of fixtures.json, and the tenant's id. */
export interface TenantFixtures extends Fixtures {
  tenantId: string;
}

export type TenantSeed = 'demo' | 'empty';

export async function createTenant(
  s: Deps,
  seed: TenantSeed,
  baseUrl: string,
  tenantId: string = newId(),
): Promise<TenantFixtures> {
  const now = s.clock.now();
  const { rows, seeded } = demoRows(now, { tenantId, empty: seed === 'empty' });
  rows.tenants = [{ id: tenantId, createdAt: now, seed }];
  await insertDemoRows(s.prisma, rows, undefined, seed === 'demo' ? (tx) => addDemoContent(tx, rows) : undefined);
  return { tenantId, ...(await fixturesOf(s, seeded, baseUrl)) };
}
