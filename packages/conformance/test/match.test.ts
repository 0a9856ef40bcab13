/**
 * Which operation a request line is (src/proxy/match.ts): every operation of the spec is found from a path built
 * from its template, with or without a trailing slash; the most literal template wins; a known path with another
 * method and an unknown path are told apart.
 */
import { document } from '@docs-api/spec';
import { describe, expect, it } from 'vitest';
import { OperationMatcher } from '../src/contract/match.js';
import { ApiSpec } from '../src/contract/operations.js';

const spec = new ApiSpec(document);
const matcher = new OperationMatcher(spec);
const concrete = (template: string) => template.replace(/\{\w+\}/g, (name) => `x-${name.slice(1, -1)}`);

describe('OperationMatcher', () => {
  it('finds every operation of the spec from a path of its template, its parameters decoded', () => {
    for (const op of spec.operations) {
      for (const path of [concrete(op.path), `${concrete(op.path)}/`]) {
        const match = matcher.match(op.method.toUpperCase(), path);
        expect(match.kind === 'operation' ? match.op.id : match, path).toBe(op.id);
      }
    }
    const match = matcher.match('GET', '/v1/spaces/a%20b');
    expect(match.kind === 'operation' ? match.pathParams : match).toEqual({ spaceId: 'a b' });
  });

  it('prefers the most literal template, and matches HEAD as the GET of its path', () => {
    const literal = spec.operations.find((op) => /\/[a-z-]+$/.test(op.path) && op.method === 'get');
    const match = matcher.match('HEAD', concrete(literal?.path ?? ''));
    expect(match.kind === 'operation' ? match.op.id : match).toBe(literal?.id);
  });

  it('tells a known path with another method from an unknown path', () => {
    expect(matcher.match('PUT', '/v1/orgs')).toEqual({ kind: 'method', allowed: ['GET'] });
    expect(matcher.match('GET', '/v1/nowhere')).toEqual({ kind: 'path' });
    expect(matcher.match('GET', '/v1/orgs/x/spaces/y/z/w/v')).toEqual({ kind: 'path' });
  });
});
