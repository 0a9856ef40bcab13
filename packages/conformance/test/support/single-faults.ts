/**
 * Proof that the checks bite: the reference server behind a fault-injecting proxy, one careless fault at a time.
 * For each fault the suite must fail with exactly the requirement IDs that name it, and nothing else. The table is
 * dealt over several test files (faults-<n>.test.ts), each with its own reference server, so that vitest runs them
 * in parallel workers: every fault runs in exactly one of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, runSuite, type Category } from '../../src/index.js';
import { startProxy } from './fault-proxy.js';
import { faults, useTokens } from './faults.js';
import { failedIds, startReference, type Reference } from './reference.js';

/** Every fault runs on both seeds. */
const FAULT_SEEDS = [7, 20_261_202];

/** Faults `part`, `part + parts`, `part + 2 × parts`, … of the table (part 0 also checks the table's breadth). */
export function describeSingleFaults(part: number, parts: number): void {
  describe(`the suite against single faults (part ${part + 1} of ${parts})`, () => {
    const dealt = faults.filter((_, index) => index % parts === part);
    const catalogue = buildCatalogue();
    let reference: Reference;

    beforeAll(async () => {
      reference = await startReference();
      useTokens(reference.fixtures.tokens);
    }, 120_000);

    afterAll(async () => {
      await reference?.server.stop();
    });

    it.runIf(part === 0)('covers every requirement category with at least twelve faults', () => {
      const categories: Category[] = [
        'auth',
        'responses',
        'limits',
        'enums',
        'pagination',
        'delete',
        'state',
        'robustness',
        'concurrency',
        'instances',
        'performance',
      ];
      expect(faults.length).toBeGreaterThanOrEqual(12);
      expect(new Set(faults.map((f) => f.category))).toEqual(new Set(categories));
      for (const fault of faults)
        for (const id of fault.expected) expect(catalogue.requirements.map((r) => r.id)).toContain(id);
    });

    it.each(dealt.map((fault) => [fault.name, fault] as const))(
      'catches "%s" with exactly the expected requirements',
      async (_name, fault) => {
        const proxy = await startProxy(reference.server.url, fault.handle);
        try {
          const second = fault.secondInstance === true;
          const allowed = new Set(fault.mayAlsoFail ?? []);
          // The same verdicts on two seeds: boundary and combination examples that matter do not depend on the draw.
          for (const seed of FAULT_SEEDS) {
            const result = await runSuite(catalogue, {
              fixtures: { ...reference.fixtures, baseUrl: second ? reference.server.url : proxy.url },
              selection: { profiles: fault.profiles },
              seed,
              reach: { ...fault.reach, ...(second ? { otherBaseUrls: [proxy.url] } : {}) },
            });
            const failed = failedIds(result.results).filter((id) => !allowed.has(id));
            expect({ seed, failed }).toEqual({ seed, failed: [...fault.expected].sort() });
            const skipped = result.results.filter((r) => r.verdict.status === 'skip').map((r) => r.requirement.id);
            for (const id of fault.expectSkipped ?? [])
              expect({ seed, id, skipped: skipped.includes(id) }).toEqual({ seed, id, skipped: true });
          }
        } finally {
          await fault.cleanup?.();
          await proxy.stop();
        }
      },
      360_000,
    );
  });
}
