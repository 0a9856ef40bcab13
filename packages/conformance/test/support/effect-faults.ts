/**
 * Faults of what a write does and whether it lasts (EFFECT-, generic/effects.ts), with exactly the requirement IDs
 * that must catch them (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import {
  is,
  parts,
  requestJson,
  rewriteJson,
  withJsonBody,
  type FaultHandler,
  type ProxiedRequest,
} from './fault-proxy.js';

const MOVE = /^\/v1\/spaces\/([^/]+)\/move$/;

/** A GET of the space `request` addresses, with the request's own headers but no body. */
const getOf = (request: ProxiedRequest, spaceId: string): ProxiedRequest => {
  const { 'content-type': _json, ...headers } = request.headers;
  return { method: 'GET', url: `/v1/spaces/${spaceId}`, headers, body: Buffer.alloc(0) };
};

/**
 * A move that names a parent answers the space in its new parent, then a rollback the answer does not show puts it
 * back in the parent it had (at the end of its siblings): only reading the space back later finds it where it was.
 */
const moveRolledBack: FaultHandler = async (request, forward) => {
  const spaceId = MOVE.exec(parts(request).path)?.[1];
  const body = requestJson(request);
  if (!is(request, 'POST', MOVE) || spaceId === undefined || body === undefined || !('parent' in body))
    return forward(request);
  const before = await forward(getOf(request, spaceId));
  const was =
    before.status === 200 ? (JSON.parse(before.body.toString('utf8')) as { parent?: unknown }).parent : undefined;
  const moved = await forward(request);
  if (moved.status !== 200 || before.status !== 200 || (was ?? null) === body['parent']) return moved;
  await forward({ ...request, body: Buffer.from(JSON.stringify({ parent: was ?? null })) });
  return moved;
};

/**
 * A collection move that names both a parent and a position puts the collection at the end of that parent, the
 * position ignored; a move with a position alone places it as asked.
 */
const positionIgnoredWithParent: FaultHandler = async (request, forward) => {
  const body = requestJson(request);
  if (!is(request, 'POST', /^\/v1\/collections\/[^/]+\/move$/) || body === undefined) return forward(request);
  if (!('parent' in body) || !('position' in body)) return forward(request);
  const { position: _ignored, ...rest } = body;
  return forward({ ...request, body: Buffer.from(JSON.stringify(rest)) });
};

/** A bulk update of a team's members reads `add` and `remove` but not the roles of `memberships`. */
const rolesIgnored: FaultHandler = (request, forward) => {
  const body = requestJson(request);
  if (!is(request, 'PUT', /^\/v1\/orgs\/[^/]+\/teams\/[^/]+\/members$/) || body === undefined) return forward(request);
  const { memberships: _ignored, ...rest } = body;
  return forward(withJsonBody(request, rest));
};

/** A restore answers the space with the `deletedAt` of its delete still set. */
const restoredStillDeleted: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (!is(request, 'POST', /^\/v1\/spaces\/[^/]+\/restore$/) || response.status !== 200) return response;
  return rewriteJson(response, (body) => ({ ...body, deletedAt: new Date().toISOString() }));
};

export const effectFaults: Fault[] = [
  {
    name: "a bulk update of a team's members ignores the roles it gives",
    category: 'state',
    profiles: ['members-teams'],
    // A `memberships` never read is never refused either: a wrongly typed or oversized one is accepted.
    expected: [
      'EFFECT-updateMembersInOrganizationTeam',
      'REQ-TOO-LARGE.updateMembersInOrganizationTeam',
      'ROB-INVALID-BODY.updateMembersInOrganizationTeam',
    ],
    handle: rolesIgnored,
  },
  {
    name: 'a space move answers the new parent, then is rolled back to the parent it had',
    category: 'state',
    profiles: ['spaces'],
    expected: ['EFFECT-moveSpace'],
    handle: moveRolledBack,
  },
  {
    name: 'a collection move with a parent and a position puts it at the end of the parent',
    category: 'state',
    profiles: ['collections'],
    expected: ['EFFECT-moveCollection.position'],
    handle: positionIgnoredWithParent,
  },
  {
    name: 'a restore answers the space with the deletedAt of its delete',
    category: 'state',
    profiles: ['spaces'],
    expected: ['EFFECT-restoreSpace'],
    handle: restoredStillDeleted,
  },
];
