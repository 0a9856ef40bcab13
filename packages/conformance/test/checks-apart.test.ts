/**
 * Checks apart (engine/apart.ts): in a run in a tenant of its own, checks that would run alone or wait for a lock
 * each work in a tenant made like the run's, beside the others. They decide what they decide in the run's tenant,
 * bite the same behaviour mutants (made in every tenant of the run), and leave no tenant behind.
 */
import { start, type RunningServer } from '@docs-api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChecksApart } from '../src/engine/apart.js';
import { createRunTenant } from '../src/engine/tenant.js';
import { buildCatalogue, runSuite, type RunResult } from '../src/index.js';
import { failedIds } from './support/reference.js';

describe('when checks work apart', () => {
  it('auto: a distant target (more than 4 checks at once) or one that has throttled the run', () => {
    expect(ChecksApart.wanted('auto', 4, false)).toBe(false);
    expect(ChecksApart.wanted('auto', 5, false)).toBe(true);
    expect(ChecksApart.wanted('auto', 4, true)).toBe(true);
    expect(ChecksApart.wanted('never', 48, true)).toBe(false);
    expect(ChecksApart.wanted('always', 4, false)).toBe(true);
  });
});

describe('a run whose checks work in tenants of their own', () => {
  const catalogue = buildCatalogue();
  // The soft-delete machine runs alone (it moves the clock); the organization's checks take turns on its lock.
  const selection = {
    only: [
      'STATE-space.*',
      'PAG-*.listSpacesInOrganizationById',
      'LIM-organization.*',
      'RYW.updateOrganizationById',
      'RYW.updateMemberInOrganizationById',
      'RO-FIELD-updateOrganizationById',
      'RYW.restoreSpace',
      'ATOMIC-updateOrganizationById',
      'RSP-STATUS.restoreSpace',
    ],
  };
  let server: RunningServer;
  beforeAll(async () => {
    server = await start({ databaseUrl: 'memory://', port: 0, testApi: true, logLevel: 'silent' });
  });
  afterAll(async () => {
    await server.stop();
  });

  const tenants = async (): Promise<number> =>
    ((await (await fetch(`${server.url}/__test/tenants`)).json()) as { count: number }).count;

  /** A run in a tenant of its own made with `mutants`, its checks apart or not. */
  async function runIn(apart: 'always' | 'never', mutants: string[]): Promise<RunResult> {
    const made = await createRunTenant(server.url, {}, undefined, { mutants });
    return runSuite(catalogue, {
      fixtures: made.fixtures,
      seed: 3,
      selection,
      tenant: { id: made.fixtures.tenantId ?? '', remove: () => made.remove(), more: { mutants } },
      tenantPerCheck: apart,
    });
  }

  const verdicts = (result: RunResult): string[] =>
    result.results.map(({ requirement, verdict }) => `${requirement.id} ${verdict.status}`);

  it('decides what it decides with the checks in its own tenant, and removes every tenant it made', async () => {
    const before = await tenants();
    const together = await runIn('never', []);
    const apart = await runIn('always', []);
    expect(failedIds(apart.results)).toEqual([]);
    expect(verdicts(apart)).toEqual(verdicts(together));
    expect(together.tenantsApart).toBeUndefined();
    // The soft-delete machine, the walk of the spaces, the member's role changed and back and the organization's
    // checks: each in one of its own.
    expect(apart.tenantsApart).toBeGreaterThanOrEqual(4);
    expect(apart.leftovers).toEqual([]);
    expect(await tenants()).toBe(before);
    // Nothing waited: the checks' chains overlap instead of adding up.
    expect(apart.timing?.chain).toBeLessThan(together.timing?.chain ?? 0);
  }, 120_000);

  it('bites the same mutants, made in its tenants too: an organization or a member not written, a restore answered 201', async () => {
    const mutants = [
      'write-not-kept:updateOrganizationById',
      'write-not-kept:updateMemberInOrganizationById',
      'status-swapped:restoreSpace:200',
    ];
    const together = await runIn('never', mutants);
    const apart = await runIn('always', mutants);
    expect(failedIds(together.results)).toEqual(
      expect.arrayContaining([
        'RO-FIELD-updateOrganizationById',
        'RYW.updateOrganizationById',
        'RYW.updateMemberInOrganizationById',
        'RSP-STATUS.restoreSpace',
      ]),
    );
    expect(failedIds(apart.results)).toEqual(failedIds(together.results));
  }, 120_000);
});
