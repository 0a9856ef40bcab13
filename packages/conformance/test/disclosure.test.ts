/**
 * What an error answer discloses (src/engine/disclosure.ts, behind ERR-DISCLOSE): stack traces, source file paths,
 * SQL and driver errors, debug pages, the run's bearer tokens, loopback and private hosts — and not what the client
 * sent itself (a bad value the message quotes, the id a 404 names, the target's own host).
 */
import { document } from '@docs-api/spec';
import { describe, expect, it } from 'vitest';
import { disclosures } from '../src/engine/disclosure.js';
import { ResponseObserver } from '../src/engine/observer.js';
import { ApiSpec, type Exchange } from '../src/index.js';

const spec = new ApiSpec(document);
const token = 'dat_4f9c2e7a1b8d6053e2f1a9c7';

interface Sent {
  method?: string;
  url?: string;
  body?: unknown;
  status?: number;
  /** The answer's body: a JSON error body with this message, or raw text with `html`. */
  message?: string;
  html?: string;
}

function exchange({
  method = 'GET',
  url = '/v1/collections/col_1',
  body,
  status = 404,
  message,
  html,
}: Sent): Exchange {
  const json = html === undefined ? { error: { code: status, message: message ?? 'Not found' } } : undefined;
  const bodyText = html ?? JSON.stringify(json);
  return {
    operationId: 'getCollectionById',
    request: {
      method,
      url: `http://127.0.0.1:4777${url}`,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    },
    status,
    headers: { 'content-type': html === undefined ? 'application/json' : 'text/html' },
    bodyText,
    bodyBytes: bodyText.length,
    ...(json !== undefined ? { json } : {}),
  };
}

const found = (sent: Sent, tokens: string[] = []): string[] => disclosures(exchange(sent), tokens);

describe('disclosures', () => {
  it('finds a Node stack trace and the source file path it names', () => {
    const message =
      'Cannot read properties of undefined\n    at getCollection (/srv/app/src/services/collections.ts:41:11)';
    const [stack, path] = found({ status: 500, message });
    expect(stack).toMatch(
      /^a stack trace \("at getCollection \(\/srv\/app\/src\/services\/collections\.ts:41:11\)"\)$/,
    );
    expect(path).toMatch(/^a source file path/);
  });

  it('finds Python and Java traces, a debug page, Windows and node_modules paths', () => {
    expect(found({ status: 500, message: 'Traceback (most recent call last):\n  File "app.py", line 3' })).toHaveLength(
      1,
    );
    expect(found({ status: 500, message: 'Exception in thread "main" java.lang.NullPointerException' })).toHaveLength(
      1,
    );
    expect(found({ status: 500, html: '<html><h1>Whitelabel Error Page</h1></html>' })[0]).toMatch(/debug page/);
    expect(found({ status: 500, message: 'C:\\inetpub\\app\\server.js failed' })[0]).toMatch(/file path/);
    expect(found({ status: 500, message: 'failed in node_modules/express/lib/router' })[0]).toMatch(/file path/);
    const express =
      '<pre>TypeError: x is not a function<br> &nbsp; &nbsp;at handler (/home/node/app/index.js:9:5)</pre>';
    expect(found({ status: 500, html: express })).toEqual([
      expect.stringMatching(/^a stack trace/),
      expect.stringMatching(/^a source file path/),
    ]);
  });

  it('finds SQL text, driver and connection errors, and private hosts', () => {
    expect(found({ status: 500, message: 'SELECT id, title FROM collections WHERE id = $1 failed' })[0]).toMatch(
      /^SQL/,
    );
    expect(found({ status: 500, message: 'syntax error at or near "WHERE"' })[0]).toMatch(/driver error/);
    expect(found({ status: 500, message: 'PrismaClientKnownRequestError: record not found' })[0]).toMatch(/driver/);
    expect(found({ status: 503, message: 'connect ECONNREFUSED 10.0.3.7:5432' })).toEqual([
      'a connection error of its own ("ECONNREFUSED")',
      'a loopback or private host ("10.0.3.7")',
    ]);
    expect(found({ status: 502, message: 'upstream db-1.internal did not answer' })[0]).toMatch(/private host/);
  });

  it("finds the request's own bearer token and any other the run sent, without printing them", () => {
    expect(found({ status: 401, message: `token ${token} is revoked` })).toEqual([
      'the bearer token of its own request (Authorization)',
    ]);
    const other = 'dat_0a1b2c3d4e5f60718293';
    expect(found({ status: 403, message: `the admin's token is ${other}` }, [other])).toEqual([
      'a bearer token of another request of the run',
    ]);
  });

  it("takes no sentence for a disclosure: a message quoting the client's own bad value, a 404 naming the id", () => {
    expect(found({ message: 'Collection col_1 not found' })).toEqual([]);
    expect(found({ url: '/v1/collections/127.0.0.1', message: 'Collection 127.0.0.1 not found' })).toEqual([]);
    const body = { title: '/home/ada/notes.md at x (/a/b.js:1:2)', description: 'SELECT * FROM users' };
    const quoted = `title "${body.title}" is invalid; description "${body.description}" too`;
    expect(found({ method: 'PATCH', status: 400, body, message: quoted })).toEqual([]);
    expect(found({ url: '/v1/orgs/o/spaces?cursor=..%2Fsrv%2Fapp%2Fx', message: 'Bad cursor ../srv/app/x' })).toEqual(
      [],
    );
    expect(found({ status: 400, message: 'Request body is not valid JSON' })).toEqual([]);
    expect(
      found({ status: 400, message: 'Select a value from the list; the expiry is at 2024-01-01T12:30:45.000Z' }),
    ).toEqual([]);
    expect(found({ status: 405, message: 'DELETE is not allowed here: GET, PATCH' })).toEqual([]);
    expect(found({ status: 500, html: '<pre>TypeError: body.title.trim is not a function</pre>' })).toEqual([]);
    // The target's own host, in the URL the client called.
    expect(found({ status: 404, message: 'No route GET http://127.0.0.1:4777/v1/x' })).toEqual([]);
  });
});

describe('ERR-DISCLOSE', () => {
  const id = 'ERR-DISCLOSE-getCollectionById';

  it('is skipped when no error answer of the operation was observed', () => {
    const verdict = new ResponseObserver(spec).verdict(id, 'getCollectionById');
    expect(verdict.status).toBe('skip');
    expect(verdict.reason).toBe('no error answer of getCollectionById was observed in this run');
  });

  it('passes clean error answers and fails on the first that discloses, naming the request', () => {
    const observer = new ResponseObserver(spec);
    observer.observe(exchange({}));
    expect(observer.verdict(id, 'getCollectionById').status).toBe('pass');
    const leak = exchange({ status: 500, message: 'at getCollection (/srv/app/src/services/collections.ts:41:11)' });
    observer.observe(leak);
    const verdict = observer.verdict(id, 'getCollectionById');
    expect(verdict.status).toBe('fail');
    expect(verdict.failure?.message).toMatch(
      /^getCollectionById answered 500 to GET \/v1\/collections\/col_1 with a stack trace/,
    );
    expect(verdict.failure?.exchanges).toEqual([leak]);
  });
});
