/**
 * How long a full run against the reference takes (in-process, like test/reference.test.ts), and what the run
 * adds on top of the checks: status coverage (collected on every response), applying a baseline, and writing a
 * certification bundle (every report, hashed). Prints figures; asserts nothing.
 *
 *   pnpm exec tsx bench/full-run.ts [profile,…] [runs]     (default: every profile, 1 run)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyBaseline, buildCatalogue, Masker, runSuite, writeBundle, type Profile } from '../src/index.js';
import { startReference } from '../test/support/reference.js';

const profiles = (process.argv[2]?.split(',').filter((p) => p !== '') ?? []) as Profile[];
const runs = Number(process.argv[3] ?? 1);
const catalogue = buildCatalogue();
const reference = await startReference();
const dir = await mkdtemp(join(tmpdir(), 'bench-full-run-'));
try {
  for (let n = 0; n < runs; n += 1) {
    const started = performance.now();
    const result = await runSuite(catalogue, {
      fixtures: reference.fixtures,
      selection: { profiles },
      seed: 20_261_122,
    });
    const ran = performance.now();
    result.baseline = applyBaseline(result, [{ id: 'LIM-*', reason: 'bench' }], {
      file: 'bench',
      strict: false,
      strictShould: false,
    });
    const baselined = performance.now();
    await writeBundle(
      join(dir, `bundle-${n}`),
      catalogue,
      result,
      { base: 'bench', mask: new Masker(reference.fixtures) },
      {
        name: 'reference',
        version: 'bench',
        url: reference.fixtures.baseUrl,
        profiles,
      },
    );
    const bundled = performance.now();
    const coverage = result.coverage;
    process.stdout.write(
      `full run${profiles.length > 0 ? ` (${profiles.join(',')})` : ''}: ${((ran - started) / 1000).toFixed(1)} s, ${result.results.length} requirements; baseline ${(baselined - ran).toFixed(0)} ms; bundle ${(bundled - baselined).toFixed(0)} ms; coverage ${coverage?.observed} of ${coverage?.documented} documented statuses observed\n`,
    );
  }
} finally {
  await reference.server.stop();
  await rm(dir, { recursive: true, force: true });
}
