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
const runs: [string, FaultHandler | undefined][] = [
  ['clean', undefined],
  ['every error body is HTML', htmlErrorBodies],
  ['every 400 becomes a 500', badRequestCrashes],
];
try {
  for (const [name, handle] of runs) {
    const proxy = handle === undefined ? undefined : await startProxy(reference.server.url, handle);
    const started = Date.now();
    const result = await runSuite(catalogue, {
      fixtures: { ...reference.fixtures, baseUrl: proxy?.url ?? reference.server.url },
      selection: { profiles },
      seed,
    });
    const seconds = (Date.now() - started) / 1000;
    await proxy?.stop();
    const failed = failedIds(result.results);
    process.stdout.write(
      `${name}: ${seconds.toFixed(1)} s, ${result.results.length} requirements, ${failed.length} failed, ${result.leftovers.length} leftovers\n`,
    );
    if (process.env['PRINT_IDS'] !== undefined) process.stdout.write(`${JSON.stringify(failed)}\n`);
  }
} finally {
  await reference.server.stop();
}
