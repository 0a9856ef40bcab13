/**
 * Token providers against a target that revokes every token after a number of requests (a proxy in front of the
 * reference): the token command runs again after a 401 to a token that worked — once per revocation, however many
 * requests were refused at once — the run still passes, and no token a provider handed out appears in a report.
 * An OAuth 2 client-credentials grant is fetched once and cached until the target refuses its token.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, ClientCredentialsProvider, runSuite, TokenBroker } from '../src/index.js';
import { startProxy, type FaultHandler, type RunningProxy } from './support/fault-proxy.js';
import { listenLocally } from './support/listen.js';
import { failedIds, startReference, type Reference } from './support/reference.js';

const bin = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

/**
 * Accepts `<real token>.<suffix>` for `limit` requests, then answers 401 to it; plain tokens pass.
 * Counts the tokens it revoked.
 */
function revoking(revoked: Set<string>, limit: number): FaultHandler {
  const uses = new Map<string, number>();
  return async (request, forward) => {
    const match = /^Bearer (\S+)\.(g\d+|o\d+)$/.exec(request.headers.authorization ?? '');
    if (match === null) return forward(request);
    const token = `${match[1]}.${match[2]}`;
    const count = (uses.get(token) ?? 0) + 1;
    uses.set(token, count);
    if (count > limit) {
      revoked.add(token);
      return {
        status: 401,
        // As a server answers a revoked token (RFC 9110 §15.5.2): AUTH-CHALLENGE judges every 401 the run sees.
        headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer error="invalid_token"' },
        body: Buffer.from('{"error":{"code":401,"message":"token revoked"}}'),
      };
    }
    return forward({ ...request, headers: { ...request.headers, authorization: `Bearer ${match[1]}` } });
  };
}

describe('token providers', () => {
  let reference: Reference;
  let dir: string;

  beforeAll(async () => {
    reference = await startReference();
    dir = await mkdtemp(join(tmpdir(), 'conformance-tokens-'));
  });

  afterAll(async () => {
    await reference?.server.stop();
  });

  it('runs the token command again after a 401 to a token that worked, once per revocation, and masks its tokens', async () => {
    const revoked = new Set<string>();
    const proxy: RunningProxy = await startProxy(reference.server.url, revoking(revoked, 30));
    try {
      // The command prints the real admin token with a new suffix each time and counts its runs.
      await writeFile(
        join(dir, 'token.mjs'),
        `import { readFileSync, writeFileSync } from 'node:fs';
const file = new URL('./runs.txt', import.meta.url);
let runs = 0;
try { runs = Number(readFileSync(file, 'utf8')); } catch {}
writeFileSync(file, String(runs + 1));
process.stdout.write(\`  \${process.env.REAL_ADMIN_TOKEN}.g\${runs + 1}\\n\`);
`,
      );
      await writeFile(join(dir, 'fixtures.json'), JSON.stringify({ ...reference.fixtures, baseUrl: proxy.url }));
      await writeFile(
        join(dir, 'conformance.json'),
        JSON.stringify({
          fixtures: 'fixtures.json',
          profile: 'core',
          seed: 5,
          reporter: ['json:report.json', 'junit:report.xml'],
          tokens: { admin: { command: `node ${join(dir, 'token.mjs')}` } },
        }),
      );
      const outcome = await new Promise<{ code: number; stdout: string }>((resolve) =>
        execFile(
          process.execPath,
          [bin, 'run', '--config', 'conformance.json'],
          { cwd: dir, env: { ...process.env, NO_COLOR: '1', REAL_ADMIN_TOKEN: reference.fixtures.tokens.admin } },
          (error, stdout) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout }),
        ),
      );
      const runs = Number(await readFile(join(dir, 'runs.txt'), 'utf8'));
      expect(revoked.size).toBeGreaterThanOrEqual(2);
      // Every revoked token was replaced by exactly one new run of the command.
      expect(runs).toBe(revoked.size + 1);
      // On a failure, the MUSTs that failed and why are in the assertion's message. (SHOULDs may fail here: this
      // proxy maps only `Bearer`, so HTTP-EQUIVALENT's `bearer` meets a revoked token.)
      const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as {
        results: { id: string; level: string; status: string; failure?: { message?: string } }[];
      };
      const failed = report.results
        .filter((r) => r.level === 'MUST' && (r.status === 'fail' || r.status === 'error'))
        .map((r) => `${r.id}: ${r.failure?.message ?? r.status}`);
      expect({ code: outcome.code, failed }).toEqual({ code: 0, failed: [] });
      const reports = [
        outcome.stdout,
        ...(await Promise.all(['report.json', 'report.xml'].map((f) => readFile(join(dir, f), 'utf8')))),
      ];
      for (const report of reports) {
        expect(report).not.toContain(reference.fixtures.tokens.admin);
        for (let n = 1; n <= runs; n += 1) expect(report).not.toContain(`.g${n}`);
      }
    } finally {
      await proxy.stop();
    }
  });

  it('fetches a client-credentials token once, caches it, and fetches again only when the target refuses it', async () => {
    const revoked = new Set<string>();
    const proxy = await startProxy(reference.server.url, revoking(revoked, 4));
    const grants: URLSearchParams[] = [];
    const tokenServer = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        grants.push(form);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            access_token: `${reference.fixtures.tokens.reader}.o${grants.length}`,
            token_type: 'Bearer',
            expires_in: 3600,
          }),
        );
      });
    });
    const tokenSite = await listenLocally(tokenServer);
    try {
      const broker = new TokenBroker({
        reader: new ClientCredentialsProvider({
          tokenUrl: `${tokenSite.url}/token`,
          clientId: 'conf',
          clientSecret: 's3cret',
          scope: 'docs.read',
        }),
      });
      const fixtures = { ...reference.fixtures, tokens: { ...reference.fixtures.tokens }, baseUrl: proxy.url };
      fixtures.tokens.reader = (await broker.initial()).reader ?? '';
      broker.onToken((caller, token) => (fixtures.tokens[caller] = token));
      const result = await runSuite(buildCatalogue(), {
        fixtures,
        selection: { profiles: ['core', 'spaces'], only: ['ACL-*'] },
        seed: 9,
        tokens: broker,
      });
      expect(failedIds(result.results)).toEqual([]);
      expect(revoked.size).toBeGreaterThanOrEqual(1);
      expect(grants.length).toBe(revoked.size + 1);
      expect(Object.fromEntries(grants[0] ?? [])).toEqual({
        grant_type: 'client_credentials',
        client_id: 'conf',
        client_secret: 's3cret',
        scope: 'docs.read',
      });
    } finally {
      await tokenSite.close();
      await proxy.stop();
    }
  });
});
