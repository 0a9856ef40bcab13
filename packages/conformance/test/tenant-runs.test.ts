/** `run` without --fixtures against a server with the test API: a tenant of its own per run, removed afterwards. */
import { start, type RunningServer } from '@docs-api/server';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr }),
    );
  });
}

const getJson = async (url: string): Promise<any> => (await fetch(url)).json();

describe('docs-api-conformance run without --fixtures', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start({ databaseUrl: 'memory://', port: 0, testApi: true, logLevel: 'silent' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('runs two at once against one server, each in a tenant of its own on its own clock, and removes both', async () => {
    const globalBefore = Date.parse((await getJson(`${server.url}/__test/clock`)).now);
    // Spaces made, deleted and counted by each run at the same time; the restore window crossed on each run's clock.
    const args = [
      'run',
      '--target',
      server.url,
      '--only',
      'STATE-space.*',
      '--only',
      'PAG-*.listSpacesInOrganizationById',
    ];
    const runs = await Promise.all([
      cli([...args, '--seed', '1', '--reporter', 'json']),
      cli([...args, '--seed', '2', '--reporter', 'json']),
    ]);
    for (const run of runs) {
      expect(run.code, run.stderr).toBe(0);
      const report = JSON.parse(run.stdout) as {
        results: { id: string; status: string }[];
        cleanup: { done: boolean; created: number; tenant?: string; leftovers: unknown[] };
      };
      expect(report.results.find((r) => r.id === 'STATE-space.expiry')?.status).toBe('pass');
      expect(report.results.filter((r) => r.status === 'fail' || r.status === 'error')).toEqual([]);
      // The cleanup was the tenant's removal: the spaces the run made went with it, no DELETE of their own.
      expect(report.cleanup).toMatchObject({ done: true, tenant: expect.any(String), leftovers: [] });
      expect(report.cleanup.created).toBeGreaterThan(0);
    }
    expect((await getJson(`${server.url}/__test/tenants`)).count).toBe(0);
    // Each run moved its tenant's clock by more than 7 days; the server's own clock stayed.
    const globalAfter = Date.parse((await getJson(`${server.url}/__test/clock`)).now);
    expect(globalAfter - globalBefore).toBeLessThan(86_400_000);
  }, 300_000);

  it('leaves its tenant with everything in it under --keep, and names it', async () => {
    // The soft-delete machine would work apart (a tenant per example): under --keep it works in the run's tenant.
    const run = await cli([
      'run',
      '--target',
      server.url,
      '--only',
      'STATE-space.soft-delete',
      '--keep',
      '--tenant-per-check',
      'always',
      '--seed',
      '5',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const tenants = (await getJson(`${server.url}/__test/tenants`)) as { count: number; items: { id: string }[] };
    expect(tenants.count).toBe(1);
    const id = tenants.items[0]!.id;
    expect(run.stderr).toContain(
      `the run's tenant ${id} is left on the target (DELETE /__test/tenants/${id} removes it)`,
    );
    // The machine's spaces (deleted or not) are in it, beside the demo's 4.
    const spaces = await server.app.services.prisma.space.count({ where: { organization: { tenantId: id } } });
    expect(spaces).toBeGreaterThan(4);
    expect((await fetch(`${server.url}/__test/tenants/${id}`, { method: 'DELETE' })).status).toBe(204);
  }, 300_000);

  it('removes its tenant and those of checks apart when interrupted', async () => {
    const child = execFile(
      process.execPath,
      [bin, 'run', '--target', server.url, '--profile', 'spaces', '--tenant-per-check', 'always'],
      { env: { ...process.env, NO_COLOR: '1' } },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Interrupted once its checks are under way: they have made a space in a tenant of the run (beyond the demo's 4),
    // the soft-delete machine's examples each in one of their own.
    const { prisma } = server.app.services;
    const madeSpaces = async () =>
      (await prisma.space.count({ where: { organization: { tenantId: { not: null } } } })) > 4;
    for (let i = 0; i < 1200 && !(await madeSpaces()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await getJson(`${server.url}/__test/tenants`)).count).toBeGreaterThan(1);
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, stderr).toBe(130);
    expect((await getJson(`${server.url}/__test/tenants`)).count).toBe(0);
  }, 300_000);

  it('asks for --fixtures when the target has no test API', async () => {
    const plain = await start({ databaseUrl: 'memory://', port: 0, logLevel: 'silent' });
    try {
      const run = await cli(['run', '--target', plain.url]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('run needs --fixtures <file>');
      expect(run.stderr).toContain('--test-api');
    } finally {
      await plain.stop();
    }
  });
});

describe('docs-api-conformance run against a test API that asks for its token', () => {
  const testApiToken = 'tenant-runs-test-api-token-7f3c9a';
  const asTestApi = { headers: { Authorization: `Bearer ${testApiToken}` } };
  let server: RunningServer;
  beforeAll(async () => {
    server = await start({ databaseUrl: 'memory://', port: 0, testApi: true, testApiToken, logLevel: 'silent' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('is refused a tenant without the token and names --test-api-token and TEST_API_TOKEN', async () => {
    const run = await cli(['run', '--target', server.url, '--only', 'STATE-space.expiry'], { TEST_API_TOKEN: '' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('answered 401');
    expect(run.stderr).toContain('--test-api-token');
    expect(run.stderr).toContain('TEST_API_TOKEN');
  });

  it('makes its tenant, moves its clock and removes the tenant with the token from --test-api-token or TEST_API_TOKEN, masked in reports', async () => {
    // STATE-space.expiry needs the tenant's clock (a /__test request): without the token it would be skipped.
    const args = ['run', '--target', server.url, '--only', 'STATE-space.expiry', '--reporter', 'json'];
    const runs = await Promise.all([
      cli([...args, '--seed', '3', '--test-api-token', testApiToken], { TEST_API_TOKEN: '' }),
      cli([...args, '--seed', '4'], { TEST_API_TOKEN: testApiToken }),
    ]);
    for (const run of runs) {
      expect(run.code, run.stderr).toBe(0);
      const report = JSON.parse(run.stdout) as { results: { id: string; status: string }[] };
      expect(report.results.find((r) => r.id === 'STATE-space.expiry')?.status).toBe('pass');
      expect(run.stdout + run.stderr).not.toContain(testApiToken);
    }
    const tenants = (await (await fetch(`${server.url}/__test/tenants`, asTestApi)).json()) as { count: number };
    expect(tenants.count).toBe(0);
  }, 300_000);
});
