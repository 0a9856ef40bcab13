/**
 * Faults of what an answer must not carry (engine/answers.ts) and of requests a server must refuse
 * (generic/refusals.ts). A fault that touches every operation of a profile fails one requirement per operation:
 * the expected IDs are derived from the spec, the way faults.ts lists those of its systematic faults.
 */
import { document } from '@docs-api/spec';
import { ApiSpec, type Profile } from '../../src/index.js';
import type { Fault } from './faults.js';
import { parts, requestJson, type FaultHandler, type ProxiedResponse } from './fault-proxy.js';

const spec = new ApiSpec(document);

const ofProfile = (profile: Profile) => spec.operations.filter((op) => op.profile === profile);

/** Whether a schema reaches the component schema `name` through its `$ref`s. */
function reaches(node: unknown, name: string, seen = new Set<string>()): boolean {
  if (Array.isArray(node)) return node.some((inner) => reaches(inner, name, seen));
  if (typeof node !== 'object' || node === null) return false;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return Object.values(node).some((inner) => reaches(inner, name, seen));
  if (ref === `#/components/schemas/${name}`) return true;
  if (seen.has(ref)) return false;
  seen.add(ref);
  return reaches(
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], document),
    name,
    seen,
  );
}

/** The operations of a profile whose success body holds a User (a `createdBy`, a `postedBy`, a member's `user`). */
const answeringUsers = (profile: Profile): string[] =>
  ofProfile(profile)
    .filter((op) => reaches(op.responseSchemas.get(op.successStatuses[0] ?? 200), 'User'))
    .map((op) => op.id);

/** Every object `{"object": "user"}` of a JSON value with the extra field a careless serializer leaves in. */
function withPasswordHash(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPasswordHash);
  if (typeof value !== 'object' || value === null) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withPasswordHash(inner)]));
  return copy['object'] === 'user'
    ? { ...copy, passwordHash: '$2b$10$Jq3Lr0AtwhPt6XyRk1lE8O1kqZ3yq7wWmPpH0b9fQn6uYQ2l8yV7e' }
    : copy;
}

const leaksPasswordHashes: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (response.status < 200 || response.status >= 300 || response.body.length === 0) return response;
  try {
    const body = JSON.parse(response.body.toString('utf8')) as unknown;
    return { ...response, body: Buffer.from(JSON.stringify(withPasswordHash(body))) };
  } catch {
    return response;
  }
};

const bodyOf = (response: ProxiedResponse): Record<string, unknown> | undefined => {
  try {
    const value = JSON.parse(response.body.toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** A PATCH of a deleted collection answers 200 with the collection as it was, the change applied (a soft delete the PATCH ignores). */
function patchRevivesCollections(): FaultHandler {
  const known = new Map<string, Record<string, unknown>>();
  const deleted = new Set<string>();
  const COLLECTION = /^\/v1\/collections\/([^/]+)$/;
  return async (request, forward) => {
    const response = await forward(request);
    const body = response.status < 300 ? bodyOf(response) : undefined;
    // Every collection answered (created, read, changed) is remembered, as a cache keyed by id would.
    if (body?.['object'] === 'collection' && typeof body['id'] === 'string') known.set(body['id'], body);
    const id = COLLECTION.exec(parts(request).path)?.[1];
    if (id === undefined) return response;
    if (request.method === 'DELETE' && response.status < 300) deleted.add(id);
    if (request.method === 'PATCH' && response.status === 404 && deleted.has(id)) {
      const revived = { ...known.get(id), ...requestJson(request) };
      return {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: Buffer.from(JSON.stringify(revived)),
      };
    }
    return response;
  };
}

const collections = ofProfile('collections');

export const passiveFaults: Fault[] = [
  {
    name: 'user objects carry their passwordHash (the stored row serialized whole)',
    category: 'responses',
    profiles: ['change-requests'],
    expected: answeringUsers('change-requests').flatMap((id) => [`RSP-SECRET.${id}`, `RSP-UNDECLARED.${id}`]),
    handle: leaksPasswordHashes,
  },
  {
    name: 'a 401 without WWW-Authenticate',
    category: 'auth',
    profiles: ['collections'],
    expected: collections.map((op) => `AUTH-CHALLENGE.${op.id}`),
    handle: async (request, forward) => {
      const response: ProxiedResponse = await forward(request);
      if (response.status !== 401) return response;
      const { 'www-authenticate': _challenge, ...headers } = response.headers;
      return { ...response, headers };
    },
  },
  {
    name: 'a body sent as text/plain is read as JSON',
    category: 'robustness',
    profiles: ['collections'],
    expected: collections.filter((op) => op.body !== undefined).map((op) => `REQ-MEDIA-TYPE.${op.id}`),
    handle: (request, forward) =>
      forward(
        /^text\/plain/i.test(request.headers['content-type'] ?? '')
          ? { ...request, headers: { ...request.headers, 'content-type': 'application/json' } }
          : request,
      ),
  },
  {
    name: 'a PATCH of a deleted collection answers 200 (an upsert)',
    category: 'delete',
    profiles: ['collections'],
    expected: ['GONE-WRITE.updateCollectionById'],
    handle: patchRevivesCollections(),
  },
];
