/**
 * `verify` on the committed certification bundle of the reference server: it accepts it as committed, and refuses
 * it once a report is edited, once implementation.json claims another catalogue, and once a MUST is edited to fail
 * with the manifest rewritten to match (the bundle is intact but a claimed MUST did not pass).
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/bundle/catalogue-hash.js';

const bin = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const committed = fileURLToPath(new URL('../certification/reference', import.meta.url));

function verify(dir: string): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) =>
    execFile(process.execPath, [bin, 'verify', dir], { env: { ...process.env, NO_COLOR: '1' } }, (error, stdout) =>
      resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout }),
    ),
  );
}

/** A copy of the committed bundle with one file changed (and, if asked, the manifest updated to match). */
async function edited(file: string, change: (text: string) => string, rehash = false): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'conformance-bundle-'));
  await cp(committed, dir, { recursive: true });
  const text = change(await readFile(join(dir, file), 'utf8'));
  await writeFile(join(dir, file), text);
  if (rehash) {
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as {
      files: Record<string, string>;
    };
    manifest.files[file] = sha256(text);
    await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

describe('docs-api-conformance verify', () => {
  let mustId: string;

  beforeAll(async () => {
    const report = JSON.parse(await readFile(join(committed, 'report.json'), 'utf8')) as {
      results: { id: string; level: string; status: string }[];
    };
    mustId = report.results.find((r) => r.level === 'MUST' && r.status === 'pass')?.id ?? '';
  });

  it('accepts the committed bundle of the reference server', async () => {
    const { code, stdout } = await verify(committed);
    expect(stdout).toMatch(/^✓ @docs-api\/server .*the bundle is intact, made with the current catalogue/);
    expect(code).toBe(0);
  });

  it('refuses a bundle whose report was edited', async () => {
    const dir = await edited('summary.md', (text) => text.replace('✅ PASSED', '✅ PASSED with honours'));
    const { code, stdout } = await verify(dir);
    expect(code).toBe(1);
    expect(stdout).toContain('summary.md was changed after the bundle was written (hash mismatch)');
  });

  it('refuses a bundle made with another catalogue', async () => {
    const dir = await edited(
      'implementation.json',
      (text) => text.replace(/"hash": "sha256:[0-9a-f]+"/, '"hash": "sha256:0"'),
      true,
    );
    const { code, stdout } = await verify(dir);
    expect(code).toBe(1);
    expect(stdout).toContain('made with another catalogue');
  });

  it('refuses a bundle in which a claimed MUST did not pass, even with its manifest rewritten', async () => {
    const dir = await edited(
      'report.json',
      (text) => {
        const report = JSON.parse(text) as { results: { id: string; status: string }[] };
        for (const result of report.results) if (result.id === mustId) result.status = 'fail';
        return JSON.stringify(report);
      },
      true,
    );
    const { code, stdout } = await verify(dir);
    expect(code).toBe(1);
    expect(stdout).toContain(`MUST ${mustId} `);
    expect(stdout).toContain('did not pass: fail');
    expect(stdout).not.toContain('hash mismatch');
  });
});
