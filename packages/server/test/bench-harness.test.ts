import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { MissingFlag, describeBuild, serve, type Build } from '../bench/cli-server.js';
import { statementsRun } from '../bench/suite.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

// The benchmark (`pnpm bench`, bench/suite.ts) starts each build's CLI from outside and degrades to "n/a" when a
// build lacks a flag; these keep that harness and the CLI's flags in step. They time nothing.
describe('bench harness (bench/cli-server.ts)', () => {
  let build: Build;
  beforeAll(() => {
    build = describeBuild('this tree', root);
  });

  it("reads from this build's serve --help every flag the suite passes", () => {
    expect(build.cli).toBe(join(root, 'packages', 'server', 'dist', 'cli', 'main.js'));
    for (const flag of [
      'port',
      'host',
      'database-url',
      'seed',
      'fixtures-out',
      'test-api',
      'log-level',
      'metrics-port',
    ])
      expect(build.flags, flag).toContain(flag);
    expect(build.flags).not.toContain('no-such-flag');
  });

  it("reads the statements a served build runs from its metrics (the conformance figure's count)", async () => {
    const served = await serve(build, { databaseUrl: 'memory://', seed: true, logLevel: 'silent' });
    try {
      expect(served.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const before = await statementsRun(served.metricsUrl);
      expect(before).toBeGreaterThanOrEqual(0);
      const { organizationId, tokens } = served.fixtures ?? { organizationId: '', tokens: { admin: '' } };
      const members = await fetch(`${served.url}/v1/orgs/${organizationId}/members`, {
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      expect(members.status).toBe(200);
      expect(await statementsRun(served.metricsUrl)).toBeGreaterThan(before ?? Infinity);
      expect(await statementsRun(undefined)).toBeUndefined();
    } finally {
      await served.stop();
    }
  });

  it('refuses to start a build that lacks a flag the measurement needs, without spawning it', async () => {
    const older = { ...build, name: 'older', flags: new Set([...build.flags].filter((f) => f !== 'log-level')) };
    await expect(serve(older, { databaseUrl: 'memory://', logLevel: 'silent' })).rejects.toBeInstanceOf(MissingFlag);
    await expect(serve(older, { databaseUrl: 'memory://', logLevel: 'silent' })).rejects.toThrow(
      'older: serve has no --log-level',
    );
  });
});

// The start part's floor (bench/start.ts): a process that opens the demo template with PGlite as the server does.
describe('bench start floor (bench/pglite-alone.mjs)', () => {
  it("opens the built server's demo template and answers from its data", () => {
    const script = fileURLToPath(new URL('../bench/pglite-alone.mjs', import.meta.url));
    const printed = JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' })) as Record<
      string,
      number
    >;
    expect(printed['spaces']).toBeGreaterThan(0);
    expect(printed['loaded']).toBeGreaterThan(0);
    expect(printed['ready']).toBeGreaterThan(printed['loaded'] ?? Infinity);
    expect(printed['answered']).toBeGreaterThan(printed['ready'] ?? Infinity);
  });
});
