import { startJudgingProxy, writeTrafficReport, type JudgingProxy } from '@docs-api/conformance';
import { start, type RunningServer } from '@docs-api/server';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSpaces, docsApiClient, tour } from '../src/tour.js';

let server: RunningServer;
let token: string;
/** With DOCS_API_JUDGE_REPORT=<file>, the client talks through the conformance suite's judging proxy (its report goes there). */
const reportFile = process.env['DOCS_API_JUDGE_REPORT'];
let proxy: JudgingProxy | undefined;
/** Where the client sends its requests: the server, or the judging proxy in front of it. */
let baseUrl: string;
beforeAll(async () => {
  server = await start({ databaseUrl: 'memory://', logLevel: 'silent', seed: 'demo' });
  if (server.fixtures === undefined) throw new Error('no fixtures');
  token = server.fixtures.tokens.admin;
  if (reportFile !== undefined && reportFile !== '') proxy = await startJudgingProxy({ target: server.url });
  baseUrl = proxy?.url ?? server.url;
});
afterAll(async () => {
  if (proxy !== undefined && reportFile !== undefined) {
    await proxy.stop();
    await writeTrafficReport(proxy, reportFile);
  }
  await server?.stop();
});

describe('the typed client example', () => {
  it('follows next.page to the last page: every space once, the same as one big page', async () => {
    const api = docsApiClient(baseUrl, token);
    const organizationId = server.fixtures?.organizationId ?? '';
    const paged = await allSpaces(api, organizationId, 2);
    const whole = await api.GET('/v1/orgs/{organizationId}/spaces', {
      params: { path: { organizationId }, query: { limit: 1000 } },
    });
    expect(paged.length).toBeGreaterThan(2);
    expect(paged.map((s) => s.id)).toEqual(whole.data?.items.map((s) => s.id));
  });

  it('prints the organizations, the spaces and a typed 404 from a running server', async () => {
    const lines: string[] = [];
    await tour(baseUrl, token, (line) => lines.push(line));
    expect(lines[0]).toMatch(/^organization Acme Docs \(\w+\), plan \w+, trial \w+$/);
    expect(lines).toContainEqual(expect.stringMatching(/^\d+ spaces in Acme Docs, fetched 2 per page:$/));
    expect(lines.at(-1)).toMatch(/^GET \/v1\/spaces\/no-such-space → 404: .+ \(code 404\)$/);
    console.log(lines.join('\n'));
  });

  it('runs as a program (pnpm start) against DOCS_API_URL with DOCS_API_TOKEN', async () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, DOCS_API_URL: baseUrl, DOCS_API_TOKEN: token },
    });
    expect(stdout).toMatch(/^organization Acme Docs /);
    expect(stdout).toContain('→ 404: ');
  });

  it('reads a refused token as the Error body', async () => {
    const api = docsApiClient(baseUrl, 'not-a-token');
    const { data, error, response } = await api.GET('/v1/orgs');
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error?.error.code).toBe(401);
  });
});
