/**
 * What counts as a server error (engine/server-errors.ts) and how RSP-NO-5XX reports it: every status from 500 on but
 * 501 and a 503 with Retry-After; a raw request is matched to its operation by its path; each distinct cause once.
 */
import { describe, expect, it } from 'vitest';
import { serverErrorOf } from '../src/engine/server-errors.js';
import { ResponseObserver } from '../src/engine/observer.js';
import { buildCatalogue, type Exchange } from '../src/index.js';

const exchange = (status: number, path: string, body = '{}', headers: Record<string, string> = {}): Exchange => ({
  request: { method: 'PUT', url: `http://127.0.0.1:1/api${path}`, headers: {} },
  status,
  headers: { 'content-type': 'application/json', ...headers },
  bodyText: body,
  bodyBytes: body.length,
});

describe('server errors', () => {
  it('are the statuses from 500 on, but 501 and a 503 with Retry-After', () => {
    expect(serverErrorOf(exchange(500, '/v1/x'))).toMatch(/^PUT \/api\/v1\/x answered 500/);
    expect(serverErrorOf(exchange(502, '/v1/x'))).toBeDefined();
    expect(serverErrorOf(exchange(503, '/v1/x'))).toBeDefined();
    expect(serverErrorOf(exchange(503, '/v1/x', '{}', { 'retry-after': '2' }))).toBeUndefined();
    expect(serverErrorOf(exchange(501, '/v1/x'))).toBeUndefined();
    expect(serverErrorOf(exchange(499, '/v1/x'))).toBeUndefined();
  });

  it('fail RSP-NO-5XX of the operation a raw request matches, once per distinct cause', () => {
    const { spec } = buildCatalogue();
    const observer = new ResponseObserver(spec, '/api');
    const path = '/v1/spaces/s1/comments/c1';
    observer.observe(exchange(200, path, '{}'));
    expect(observer.verdict('RSP-NO-5XX.updateCommentInSpace', 'updateCommentInSpace').status).toBe('pass');
    observer.observe(exchange(500, path, '{"error":{"code":500,"message":"boom 1"}}'));
    observer.observe(exchange(500, path, '{"error":{"code":500,"message":"boom 2"}}'));
    observer.observe(exchange(502, path, 'Bad Gateway'));
    const verdict = observer.verdict('RSP-NO-5XX.updateCommentInSpace', 'updateCommentInSpace');
    expect(verdict.status).toBe('fail');
    // "boom 1" and "boom 2" differ only by a number: one cause; the 502 is another.
    expect(verdict.failure?.exchanges.map((e) => e.status)).toEqual([500, 502]);
    expect(verdict.failure?.message).toMatch(/^\(1\) PUT \/api\/v1\/spaces\/s1\/comments\/c1 answered 500/);
  });
});
