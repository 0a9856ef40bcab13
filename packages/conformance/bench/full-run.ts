/**
 * How long a full run against the reference takes (in-process, in a tenant of its own as `run --target` without
 * --fixtures works) with the target near, far away, or throttling: per scenario the verdict, the requests sent, the
 * round trips on the run's longest chain of dependent requests and the checks on it, the median round trip, the
 * concurrency chosen, the tenants of checks apart, the slowest checks, the throttling, and what the run adds on top of
 * the checks (applying a baseline, writing a certification bundle). Prints; asserts nothing.
 *
 *   pnpm exec tsx bench/full-run.ts [scenario,…] [runs] [auto|always|never]
 *
 * A scenario: `0` (no delay), `100` (every /v1 request held 100 ms by the reference's fault rule: a target 100 ms
 * away), `429@0.2` (a fifth of the /v1 requests answered 429 with Retry-After: 1). Default: 0,100,429@0.2, one run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRunTenant } from '../src/engine/tenant.js';
import { applyBaseline, buildCatalogue, Masker, runSuite, writeBundle, type RunResult } from '../src/index.js';
import { startReference } from '../test/support/reference.js';

type Rule = {
  path: string;
  delayMs?: number;
  status?: number;
  retryAfter?: number;
  probability?: number;
  seed?: number;
};

/** The reference's fault rules of a scenario. */
function rulesOf(scenario: string): Rule[] {
  const throttle = /^429@(\d*\.?\d+)$/.exec(scenario);
  if (throttle !== null)
    return [{ path: '/v1/**', status: 429, retryAfter: 1, probability: Number(throttle[1]), seed: 7 }];
  const delay = Number(scenario);
  if (!Number.isFinite(delay) || delay < 0)
    throw new Error(`a scenario is 0, a delay in ms or 429@<share>, not ${scenario}`);
  return delay === 0 ? [] : [{ path: '/v1/**', delayMs: delay }];
}

const count = (n: number) => n.toLocaleString('en-US');

function describe(scenario: string, result: RunResult, seconds: number, extra: string): string {
  const must = result.results.filter((r) => r.requirement.level === 'MUST');
  const failed = must.filter((r) => r.verdict.status === 'fail' || r.verdict.status === 'error').length;
  const timing = result.timing;
  const lines = [
    `${scenario}: ${seconds.toFixed(1)} s, ${count(result.results.length)} requirements, MUST ${must.length - failed} not failed / ${failed} failed or errors; ${extra}`,
  ];
  if (timing !== undefined) {
    lines.push(
      `  ${count(timing.requests)} requests, ${count(timing.chain)} round trips on the longest chain, median round trip ${timing.medianRoundTripMs} ms, ${timing.concurrency} checks at once (probe ${timing.probeRoundTripMs} ms); ${result.tenantsApart ?? 0} tenants of checks apart; throttled ${count(timing.throttled.answers)} times, paused ${(timing.throttled.pausedMs / 1000).toFixed(1)} s`,
      `  on the chain: ${timing.path.map((step) => `${step.check} ${step.chain}`).join(' · ')}`,
      ...timing.slowest.map(
        (slow) =>
          `  ${(slow.durationMs / 1000).toFixed(1)} s  ${slow.check} (${count(slow.requests)} requests, ${count(slow.chain)} on its chain)`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

const scenarios = (process.argv[2] ?? '0,100,429@0.2').split(',').filter((s) => s !== '');
const runs = Number(process.argv[3] ?? 1);
const tenantPerCheck = (process.argv[4] ?? 'auto') as 'auto' | 'always' | 'never';
const catalogue = buildCatalogue();
const dir = await mkdtemp(join(tmpdir(), 'bench-full-run-'));
try {
  for (const scenario of scenarios) {
    const rules = rulesOf(scenario);
    const reference = await startReference({ testApi: true, ...(rules.length > 0 ? { faults: rules } : {}) });
    try {
      for (let n = 0; n < runs; n += 1) {
        const started = performance.now();
        const tenant = await createRunTenant(reference.server.url);
        const { publicPageUrl, openapiDocumentUrl } = reference.fixtures;
        const fixtures = { ...tenant.fixtures, publicPageUrl, openapiDocumentUrl };
        const id = fixtures.tenantId ?? '';
        const result = await runSuite(catalogue, {
          fixtures,
          seed: 20_261_122,
          tenant: { id, remove: () => tenant.remove(), more: {} },
          tenantPerCheck,
        });
        const ran = performance.now();
        result.baseline = applyBaseline(result, [{ id: 'LIM-*', reason: 'bench' }], {
          file: 'bench',
          strict: false,
          strictShould: false,
        });
        const baselined = performance.now();
        await writeBundle(
          join(dir, `bundle-${scenario}-${n}`),
          catalogue,
          result,
          { base: 'bench', mask: new Masker(fixtures) },
          { name: 'reference', version: 'bench', url: reference.fixtures.baseUrl, profiles: [] },
        );
        const bundled = performance.now();
        const coverage = result.coverage;
        process.stdout.write(
          describe(
            scenario,
            result,
            (ran - started) / 1000,
            `baseline ${(baselined - ran).toFixed(0)} ms; bundle ${(bundled - baselined).toFixed(0)} ms; ${coverage?.observed} of ${coverage?.documented} documented statuses observed`,
          ),
        );
      }
    } finally {
      await reference.server.stop();
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
