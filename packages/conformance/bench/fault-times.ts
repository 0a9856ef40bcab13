/**
 * How long a run takes against a clean reference and behind each systematic fault (the same selection), and the
 * requirement IDs each fault fails. Prints figures; asserts nothing.
 *
 *   pnpm exec tsx bench/fault-times.ts [profile,…]      (default: every profile)
 */
import { buildCatalogue, runSuite, type Profile } from '../src/index.js';
import { startProxy, type FaultHandler } from '../test/support/fault-proxy.js';
import { failedIds, startReference } from '../test/support/reference.js';
import { badRequestCrashes, htmlErrorBodies } from '../test/support/systematic-faults.js';

const profiles = (process.argv[2]?.split(',') ?? []) as Profile[];
const catalogue = buildCatalogue();
const reference = await startReference();
const seed = 7;
// The clean run goes through the same proxy, passing everything on, so the proxy's own cost is in every figure.
const only = process.env['ONLY_RUN'];
const runs: [string, FaultHandler][] = [
  ['clean', (request, forward) => forward(request)],
  ['every error body is HTML', htmlErrorBodies],
  ['every 400 becomes a 500', badRequestCrashes],
];
try {
  for (const [name, handle] of runs.filter(([name]) => only === undefined || name.includes(only))) {
    const proxy = await startProxy(reference.server.url, handle);
    const started = Date.now();
    const result = await runSuite(catalogue, {
      fixtures: { ...reference.fixtures, baseUrl: proxy.url },
      selection: { profiles },
      seed,
    });
    const seconds = (Date.now() - started) / 1000;
    await proxy.stop();
    const failed = failedIds(result.results);
    process.stdout.write(
      `${name}: ${seconds.toFixed(1)} s, ${result.results.length} requirements, ${failed.length} failed, ${result.leftovers.length} leftovers\n`,
    );
    if (process.env['PRINT_IDS'] !== undefined) process.stdout.write(`${JSON.stringify(failed)}\n`);
    // The slowest checks (a check's verdicts share its duration), where a broken target costs the time.
    const checks = new Map<string, number>();
    for (const { verdict } of result.results)
      if (verdict.check !== undefined)
        checks.set(verdict.check, Math.max(checks.get(verdict.check) ?? 0, verdict.durationMs ?? 0));
    const groups = result.results.flatMap(({ verdict }) => (verdict.group === undefined ? [] : [verdict.group]));
    process.stdout.write(
      `  failures in ${new Set(groups.map((g) => g.kind)).size} kinds, ${groups.filter((g) => g.shrunk).length} shrunk\n`,
    );
    if (process.env['PRINT_KINDS'] !== undefined) {
      const counts = new Map<string, number>();
      for (const { kind } of groups) counts.set(kind, (counts.get(kind) ?? 0) + 1);
      for (const [kind, n] of [...counts].sort((a, b) => b[1] - a[1])) process.stdout.write(`    ${n} × ${kind}\n`);
    }
    const slowest = [...checks].sort((a, b) => b[1] - a[1]).slice(0, 8);
    process.stdout.write(
      `  slowest checks: ${slowest.map(([check, ms]) => `${check} ${(ms / 1000).toFixed(1)} s`).join(' · ')}\n`,
    );
  }
} finally {
  await reference.server.stop();
}
