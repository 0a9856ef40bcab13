/**
 * The whole suite against the reference server: every MUST requirement holds (those the reference does not
 * implement yet are skipped with a reason, never passed), and every SHOULD the reference settles holds too.
 * The run leaves the demo database as it found it: a snapshot of everything the fixtures can read, taken
 * before and after, is equal. The committed certification bundle of the reference (certification/reference,
 * written by scripts/reference-bundle.ts with the same seed) is current: same catalogue hash, same verdicts.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  catalogueIdentity,
  type Catalogue,
  runSuite,
  snapshotDifferences,
  snapshotTarget,
  type RunResult,
  type Snapshot,
} from '../src/index.js';
import { failedIds, startReference, type Reference } from './support/reference.js';

describe('the whole suite against the reference server', () => {
  let reference: Reference;
  let result: RunResult;
  let before: Snapshot;
  let after: Snapshot;
  let catalogue: Catalogue;

  beforeAll(async () => {
    reference = await startReference();
    catalogue = buildCatalogue();
    before = await snapshotTarget(catalogue.spec, reference.fixtures);
    result = await runSuite(catalogue, { fixtures: reference.fixtures, seed: 20_261_122 });
    after = await snapshotTarget(catalogue.spec, reference.fixtures);
  }, 1_200_000);

  afterAll(async () => {
    await reference?.server.stop();
  });

  it('passes every MUST requirement', () => {
    const must = result.results.filter(({ requirement }) => requirement.level === 'MUST');
    expect(failedIds(must)).toEqual([]);
    expect(must.filter(({ verdict }) => verdict.status === 'pass').length).toBeGreaterThan(250);
  });

  it('passes every SHOULD requirement it can decide', () => {
    expect(failedIds(result.results.filter(({ requirement }) => requirement.level === 'SHOULD'))).toEqual([]);
  });

  it('gives every skip a reason', () => {
    const skipped = result.results.filter(({ verdict }) => verdict.status === 'skip');
    expect(skipped.filter(({ verdict }) => (verdict.reason ?? '') === '')).toEqual([]);
  });

  it('leaves every list and object the fixtures can read as it found them, and reports no leftover', () => {
    expect(Object.keys(before).length).toBeGreaterThan(40);
    expect(Object.keys(before)).toContain(`/v1/orgs/${reference.fixtures.organizationId}/spaces`);
    expect(snapshotDifferences(before, after)).toEqual([]);
    expect(result.leftovers).toEqual([]);
    expect(result.created).toBeGreaterThan(200);
  });

  it('decides the time-dependent requirements with the test clock', () => {
    const expiry = result.results.find(({ requirement }) => requirement.id === 'STATE-space.expiry');
    expect(result.capabilities).toContain('clock');
    expect(expiry?.verdict.status).toBe('pass');
  });

  it('matches the committed certification bundle of the reference: same catalogue, same verdicts', async () => {
    // Timestamps, durations, ports and run IDs differ on every run; the catalogue and the verdicts do not.
    const bundle = new URL('../certification/reference/', import.meta.url);
    const implementation = JSON.parse(await readFile(new URL('implementation.json', bundle), 'utf8')) as {
      catalogue: { hash: string };
      seed: number;
    };
    const report = JSON.parse(await readFile(new URL('report.json', bundle), 'utf8')) as {
      results: { id: string; status: string }[];
    };
    const stale = 'certification/reference is stale: run pnpm -F @docs-api/conformance reference-bundle and commit it';
    expect(implementation.seed, stale).toBe(20_261_122);
    expect(implementation.catalogue.hash, stale).toBe(catalogueIdentity(catalogue).hash);
    expect(Object.fromEntries(report.results.map((r) => [r.id, r.status])), stale).toEqual(
      Object.fromEntries(result.results.map(({ requirement, verdict }) => [requirement.id, verdict.status])),
    );
  });
});
