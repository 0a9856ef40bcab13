/**
 * `run --seeds`: results of several seeds merge into one, each requirement with its worst verdict (a failure on any
 * seed fails it, shown with that seed's example), and every requirement whose verdict varied is named per seed.
 */
import { describe, expect, it } from 'vitest';
import { mergeSeeds, seedsFrom } from '../src/engine/seeds.js';
import type { RunResult } from '../src/engine/runner.js';
import type { Requirement, VerdictStatus } from '../src/engine/types.js';

const requirement = (id: string): Requirement => ({
  id,
  level: 'MUST',
  source: { kind: 'contract', section: 'Endpoints › Spaces', quote: 'POST | `@SPACE/duplicate`' },
  section: 'Spaces',
  profile: 'spaces',
  operations: ['createSpace'],
  category: 'state',
  statement: id,
});

function result(seed: number, statuses: Record<string, VerdictStatus>): RunResult {
  return {
    tool: { name: 'docs-api-conformance', version: '0' },
    specVersion: '1',
    runId: `run${seed}`,
    target: 'http://127.0.0.1:1',
    seed,
    capabilities: [],
    startedAt: new Date(0).toISOString(),
    durationMs: 10,
    interrupted: false,
    cleanedUp: true,
    created: 2,
    leftovers: [],
    throttled: 0,
    results: Object.entries(statuses).map(([id, status]) => ({
      requirement: requirement(id),
      verdict: {
        id,
        status,
        ...(status === 'fail' ? { failure: { message: `failed on ${seed}`, exchanges: [], seed } } : {}),
      },
    })),
  };
}

describe('runs on several seeds', () => {
  it('keeps the worst verdict of each requirement and names those that varied', () => {
    const merged = mergeSeeds([
      result(7, { A: 'pass', B: 'pass', C: 'skip', D: 'error' }),
      result(8, { A: 'pass', B: 'fail', C: 'pass', D: 'fail' }),
    ]);
    const status = Object.fromEntries(merged.results.map((r) => [r.requirement.id, r.verdict.status]));
    expect(status).toEqual({ A: 'pass', B: 'fail', C: 'pass', D: 'fail' });
    expect(merged.results.find((r) => r.requirement.id === 'B')?.verdict.failure?.seed).toBe(8);
    expect(merged.seeds).toEqual({
      seeds: [7, 8],
      varied: [
        {
          id: 'B',
          verdicts: [
            { seed: 7, status: 'pass' },
            { seed: 8, status: 'fail' },
          ],
        },
        {
          id: 'C',
          verdicts: [
            { seed: 7, status: 'skip' },
            { seed: 8, status: 'pass' },
          ],
        },
        {
          id: 'D',
          verdicts: [
            { seed: 7, status: 'error' },
            { seed: 8, status: 'fail' },
          ],
        },
      ],
    });
    expect(merged.created).toBe(4);
    expect(merged.durationMs).toBe(20);
  });

  it('reports nothing as varied when every seed agrees', () => {
    expect(mergeSeeds([result(1, { A: 'fail' }), result(2, { A: 'fail' })]).seeds.varied).toEqual([]);
  });

  it('derives the seeds from the first one', () => {
    expect(seedsFrom(5, 3)).toEqual([5, 6, 7]);
    expect(seedsFrom(2 ** 31 - 1, 2)).toEqual([2 ** 31 - 1, 0]);
  });
});
