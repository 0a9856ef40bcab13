/**
 * The whole suite against the reference server: every MUST requirement holds (those the reference does not
 * implement yet are skipped with a reason, never passed), and every SHOULD the reference settles holds too.
 * The run leaves the demo database as it found it: a snapshot of everything the fixtures can read, taken
 * before and after, is equal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCatalogue,
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

  beforeAll(async () => {
    reference = await startReference();
    const catalogue = buildCatalogue();
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
});
