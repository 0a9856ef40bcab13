import { describe, expect, it } from 'vitest';
import { FaultRules, type FaultTarget } from '../src/test-api/fault-rules.js';

const known = (id: string) => ['getSpaceById', 'listOrganizationsForAuthenticatedUser'].includes(id);

const target = (over: Partial<FaultTarget> = {}): FaultTarget => ({
  method: 'GET',
  path: '/v1/spaces/sp1',
  operationId: 'getSpaceById',
  tenantId: () => Promise.resolve('t1'),
  ...over,
});

/** Which of `n` identical requests a rule set answers with a fault (rule id per request, '-' for none). */
async function sequence(rules: FaultRules, n: number, over: Partial<FaultTarget> = {}): Promise<string> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push((await rules.decide(target(over)))?.ruleId ?? '-');
  return out.join(' ');
}

describe('FaultRules', () => {
  it('matches by operationId, and by method and path pattern', async () => {
    const rules = new FaultRules();
    const byOperation = rules.add({ operationId: 'getSpaceById', status: 503 }, known);
    expect((await rules.decide(target()))?.ruleId).toBe(byOperation.id);
    expect(
      await rules.decide(target({ operationId: 'listOrganizationsForAuthenticatedUser', path: '/v1/orgs' })),
    ).toBeUndefined();

    rules.clear();
    const byPath = rules.add({ method: 'post', path: '/v1/spaces/{spaceId}/**', status: 500 }, known);
    const post = { method: 'POST', operationId: undefined };
    expect((await rules.decide(target({ ...post, path: '/v1/spaces/x/content/pages' })))?.ruleId).toBe(byPath.id);
    expect((await rules.decide(target({ ...post, path: '/V1/SPACES/x/' })))?.ruleId).toBe(byPath.id);
    expect(await rules.decide(target({ ...post, path: '/v1/spaces' }))).toBeUndefined();
    expect(await rules.decide(target({ path: '/v1/spaces/x' }))).toBeUndefined();

    rules.clear();
    rules.add({ path: '/v1/spaces/*', status: 500 }, known);
    expect(await rules.decide(target({ path: '/v1/spaces/x/content' }))).toBeUndefined();
  });

  it('refuses an unknown operationId and a delay range upside down', () => {
    const rules = new FaultRules();
    expect(() => rules.add({ operationId: 'noSuchOperation', status: 503 }, known)).toThrow(/noSuchOperation/);
    expect(() => rules.add({ path: '/v1/orgs', delayMs: { min: 5, max: 1 } }, known)).toThrow(/delayMs\.min/);
    expect(rules.size).toBe(0);
  });

  it('replays the same fault sequence for the same seed, and again when the rule is added again', async () => {
    const rules = new FaultRules();
    const rule = { operationId: 'getSpaceById', status: 503, probability: 0.5, seed: 42 };
    rules.add(rule, known);
    const first = await sequence(rules, 40);
    rules.clear();
    rules.add(rule, known);
    const second = await sequence(rules, 40);
    expect(second.replaceAll(/fault_\d+/g, 'F')).toBe(first.replaceAll(/fault_\d+/g, 'F'));
    // A probability of one half faults some requests of forty and lets others through.
    expect(first).toContain('-');
    expect(first).toMatch(/fault_/);

    rules.clear();
    rules.add({ ...rule, seed: 7 }, known);
    expect((await sequence(rules, 40)).replaceAll(/fault_\d+/g, 'F')).not.toBe(first.replaceAll(/fault_\d+/g, 'F'));
  });

  it('draws a delay within its range, the same durations for the same seed', async () => {
    const rules = new FaultRules();
    const rule = { path: '/v1/**', delayMs: { min: 10, max: 20 }, seed: 3 };
    rules.add(rule, known);
    const delays = async () => {
      const out: number[] = [];
      for (let i = 0; i < 10; i++) out.push((await rules.decide(target()))?.delayMs ?? -1);
      return out;
    };
    const first = await delays();
    rules.clear();
    rules.add(rule, known);
    expect(await delays()).toEqual(first);
    expect(Math.min(...first)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...first)).toBeLessThanOrEqual(20);
  });

  it('stops a rule after it fired `times` times, counting what it matched and fired', async () => {
    const rules = new FaultRules();
    const { id } = rules.add({ operationId: 'getSpaceById', status: 429, times: 2 }, known);
    expect(await sequence(rules, 4)).toBe(`${id} ${id} - -`);
    expect(rules.list()).toEqual([expect.objectContaining({ id, matched: 2, fired: 2, times: 2 })]);
  });

  it('lets the first rule that fires answer, and matches a tenant only when asked', async () => {
    const rules = new FaultRules();
    let asked = 0;
    const tenantId = () => ((asked += 1), Promise.resolve('t2'));
    const other = rules.add({ operationId: 'getSpaceById', tenantId: 't1', status: 503 }, known);
    const mine = rules.add({ operationId: 'getSpaceById', tenantId: 't2', status: 500 }, known);
    const any = rules.add({ operationId: 'getSpaceById', status: 502 }, known);
    expect((await rules.decide(target({ tenantId })))?.ruleId).toBe(mine.id);
    expect(asked).toBe(1);
    const counts = Object.fromEntries(rules.list().map((r) => [r.id, [r.matched, r.fired]]));
    expect(counts).toEqual({ [other.id]: [0, 0], [mine.id]: [1, 1], [any.id]: [0, 0] });
    expect(rules.remove(mine.id)).toBe(true);
    expect(rules.remove(mine.id)).toBe(false);
    expect((await rules.decide(target({ tenantId })))?.ruleId).toBe(any.id);
  });
});
