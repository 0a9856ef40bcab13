/**
 * Faults of requests that conflict with the state of what they name (conflicts.ts, CONFLICT-<op>.<status>), with
 * exactly the requirement IDs that must catch them (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import { is, json, requestJson, type FaultHandler } from './fault-proxy.js';

/** A collection moved into itself is answered 400 (a validation error), not 409 (a conflict with its state). */
const selfMoveIsBadRequest: FaultHandler = async (request, forward) => {
  const match = /^\/v1\/collections\/([^/]+)\/move$/.exec(new URL(request.url, 'http://proxy.invalid').pathname);
  if (is(request, 'POST', /^\/v1\/collections\/[^/]+\/move$/) && requestJson(request)?.['parent'] === match?.[1])
    return json(400, { error: { code: 400, message: 'parent is invalid' } });
  return forward(request);
};

export const conflictFaults: Fault[] = [
  {
    name: 'a collection moved into itself is answered 400 instead of 409',
    category: 'state',
    profiles: ['collections'],
    expected: ['CONFLICT-moveCollection.409'],
    handle: selfMoveIsBadRequest,
  },
];
