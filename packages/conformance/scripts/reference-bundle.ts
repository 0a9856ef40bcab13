/**
 * Regenerates the reference server's own certification bundle, `certification/reference/`: the built CLI runs the
 * whole suite against the reference (started in-process, as the tests do) with the seed of test/reference.test.ts,
 * which fails when the committed bundle is stale (another catalogue, or another verdict).
 *
 *   pnpm -F @docs-api/conformance build && pnpm -F @docs-api/conformance reference-bundle
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startReference } from '../test/support/reference.js';

/** The seed of the committed bundle: the one test/reference.test.ts runs with. */
const REFERENCE_SEED = 20_261_122;

const bin = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const out = fileURLToPath(new URL('../certification/reference', import.meta.url));
const server = JSON.parse(
  await readFile(fileURLToPath(new URL('../../server/package.json', import.meta.url)), 'utf8'),
) as { name: string; version: string };

const reference = await startReference();
const dir = await mkdtemp(join(tmpdir(), 'reference-bundle-'));
try {
  await writeFile(join(dir, 'fixtures.json'), JSON.stringify(reference.fixtures));
  await writeFile(
    join(dir, 'docs-api-conformance.config.json'),
    JSON.stringify({
      fixtures: 'fixtures.json',
      seed: REFERENCE_SEED,
      bundle: out,
      implementation: { name: server.name, version: server.version },
    }),
  );
  await rm(out, { recursive: true, force: true });
  const code = await new Promise<number>((resolve) => {
    const child = execFile(process.execPath, [bin, 'run'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
    child.on('exit', (status) => resolve(status ?? 1));
  });
  process.exitCode = code;
} finally {
  await reference.server.stop();
  await rm(dir, { recursive: true, force: true });
}
// Connections the child left open keep the loop alive; the work is done.
process.exit();
