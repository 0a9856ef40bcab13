/**
 * Faults of the HTTP a client relies on (http-semantics.ts, HTTP-HEAD and HTTP-EQUIVALENT), with exactly the
 * requirement IDs that must catch them (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import { is, json, type FaultHandler } from './fault-proxy.js';

/** GET collection compares the auth scheme as written: `bearer` is an unknown scheme. */
const caseSensitiveScheme: FaultHandler = async (request, forward) => {
  const authorization = String(request.headers.authorization ?? '');
  if (is(request, 'GET', /^\/v1\/collections\/[^/]+$/) && !authorization.startsWith('Bearer '))
    return {
      ...json(401, { error: { code: 401, message: 'Missing bearer token' } }),
      headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer' },
    };
  return forward(request);
};

/** A router that registers GET only: HEAD of the collections list is an unknown route. */
const noHead: FaultHandler = async (request, forward) =>
  is(request, 'HEAD', /^\/v1\/orgs\/[^/]+\/collections$/)
    ? { status: 404, headers: { 'content-type': 'application/json' }, body: Buffer.alloc(0) }
    : forward(request);

export const httpFaults: Fault[] = [
  {
    name: 'GET collection takes the auth scheme only as `Bearer`',
    category: 'auth',
    profiles: ['collections'],
    expected: ['HTTP-EQUIVALENT.getCollectionById'],
    handle: caseSensitiveScheme,
  },
  {
    name: 'the collections list answers HEAD with 404',
    category: 'responses',
    profiles: ['collections'],
    expected: ['HTTP-HEAD.listCollectionsInOrganizationById'],
    handle: noHead,
  },
];
