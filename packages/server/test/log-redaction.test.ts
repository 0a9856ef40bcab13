/**
 * The log of a running server (the CLI, at the most verbose level) never shows a secret: bearer tokens,
 * shareKey values, PDF tokens and file blob ids in URLs are redacted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/http/log-redaction.js';
import { client } from './helpers.js';

describe('redactUrl', () => {
  it('hides capability paths and secret query values, and keeps the rest', () => {
    expect(redactUrl('/pdf/abc.def')).toBe('/pdf/[redacted]');
    expect(redactUrl('/files/blob123/name.png?x=1')).toBe('/files/[redacted]/name.png?x=1');
    expect(redactUrl('/v1/spaces/s1?shareKey=k1&limit=2&token=t&api_key=a')).toBe(
      '/v1/spaces/s1?shareKey=[redacted]&limit=2&token=[redacted]&api_key=[redacted]',
    );
    expect(redactUrl('/v1/orgs?%73hareKey=k1')).toBe('/v1/orgs?%73hareKey=[redacted]');
    expect(redactUrl('/v1/orgs/o1/members?limit=5')).toBe('/v1/orgs/o1/members?limit=5');
  });
});

describe('the log of the CLI server at level trace', () => {
  let child: ChildProcess;
  let output = '';
  let dir: string;
  let url: string;
  let tokens: { admin: string; reader: string; outsider: string };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'docs-api-log-'));
    const fixtures = join(dir, 'fixtures.json');
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/main.ts',
        'serve',
        '--port',
        '0',
        '--database-url',
        'memory://',
        '--seed',
        'demo',
        '--fixtures-out',
        fixtures,
        '--log-level',
        'trace',
      ],
      {
        cwd: join(import.meta.dirname, '..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; i < 600 && !/reference server at (\S+)/.test(output); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    url = /reference server at (\S+)/.exec(output)?.[1] ?? '';
    for (let i = 0; i < 100 && !output.includes('fixtures:'); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    tokens = (JSON.parse(readFileSync(fixtures, 'utf8')) as { tokens: typeof tokens }).tokens;
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds no token, shareKey, PDF token or blob id', async () => {
    const reader = client({ url }, tokens.reader);
    const outsider = client({ url }, tokens.outsider);
    const secrets = [
      // The banner names the fixtures file instead of printing the admin token (stdout is not a terminal).
      tokens.admin,
      tokens.reader,
      tokens.outsider,
      'sharekeysecret4711',
      'pdftokensecret4711',
      'blobsecret4711',
      'gb_api_notarealbutsecret',
    ];
    expect((await reader.get('/v1/orgs')).status).toBe(200);
    await outsider.get('/v1/orgs', { query: { limit: 1 } });
    await reader.get('/v1/spaces/unknown', { query: { shareKey: 'sharekeysecret4711' } });
    await client({ url }).get('/pdf/pdftokensecret4711');
    await client({ url }).get('/files/blobsecret4711/x.png');
    await client({ url }, 'gb_api_notarealbutsecret').get('/v1/orgs');
    await reader.post('/v1/orgs/x/spaces', undefined, {
      rawBody: '{"broken',
      headers: { 'content-type': 'application/json' },
    });
    // Wait until the last request's line is written.
    for (let i = 0; i < 50 && (output.match(/"request (completed|errored)"/g)?.length ?? 0) < 7; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = output.split('\n').filter((line) => line.startsWith('{'));
    expect(lines.filter((line) => line.includes('"url":')).length).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) expect(output, `the log shows ${secret}`).not.toContain(secret);
    expect(output).toContain(`read tokens.admin in ${dir}`);
    expect(output).toContain('/pdf/[redacted]');
    expect(output).toContain('shareKey=[redacted]');
  });
});
