/**
 * The examples' clients (examples/typed-client, examples/vitest-client) run their own test suites through the
 * judging proxy (DOCS_API_JUDGE_REPORT, honoured by their test setup): every request they send and every answer the
 * reference gives them meets the contract.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrafficReportFile } from '../src/index.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'proxy-examples-'));
});
afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

/** Runs an example's vitest suite with the proxy in front of its server; its exit code and the proxy's report. */
async function throughProxy(example: string): Promise<{ code: number; output: string; report: TrafficReportFile }> {
  const cwd = fileURLToPath(new URL(`../../../examples/${example}/`, import.meta.url));
  const reportFile = join(dir, `${example}.json`);
  const { code, output } = await new Promise<{ code: number; output: string }>((resolve) =>
    execFile(
      process.execPath,
      [join(cwd, 'node_modules/vitest/vitest.mjs'), 'run'],
      {
        cwd,
        env: { ...process.env, DOCS_API_JUDGE_REPORT: reportFile, VITEST_REPORT_NAME: `${example}-through-proxy` },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), output: `${stdout}\n${stderr}` }),
    ),
  );
  const report = JSON.parse(await readFile(reportFile, 'utf8')) as TrafficReportFile;
  return { code, output, report };
}

describe.each(['typed-client', 'vitest-client'])('examples/%s through the judging proxy', (example) => {
  it('passes its own tests with no violation on either side', async () => {
    const { code, output, report } = await throughProxy(example);
    expect(code, output).toBe(0);
    expect(report.list, JSON.stringify(report.list, null, 2)).toEqual([]);
    expect(report.violations).toEqual({ request: 0, response: 0 });
    // The traffic was judged, not only forwarded: operations of the spec were seen, with their statuses.
    expect(report.exchanges - report.unjudged).toBeGreaterThan(3);
    expect(report.coverage.operations.length).toBeGreaterThan(1);
  }, 300_000);
});
