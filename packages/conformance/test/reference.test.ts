/**
 * The whole suite against the reference server: every MUST requirement holds (those the reference does not
 * implement yet are skipped with a reason, never passed), and every SHOULD the reference settles holds too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, runSuite, type RunResult } from '../src/index.js';
import { failedIds, startReference, type Reference } from './support/reference.js';

describe('the whole suite against the reference server', () => {
  let reference: Reference;
  let result: RunResult;

  beforeAll(async () => {
    reference = await startReference();
    result = await runSuite(buildCatalogue(), { fixtures: reference.fixtures, seed: 20_261_122 });
  }, 300_000);

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

  it('decides the time-dependent requirements with the test clock', () => {
    const expiry = result.results.find(({ requirement }) => requirement.id === 'STATE-space.expiry');
    expect(result.capabilities).toContain('clock');
    expect(expiry?.verdict.status).toBe('pass');
  });
});
