/**
 * Faults of what a server must refuse before reading a request (refusals.ts REQ-TOO-LARGE, robustness.ts
 * ROB-INVALID-PARAM), with exactly the requirement IDs that must catch them (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import { is, parts, withQuery, type FaultHandler } from './fault-proxy.js';

/** Bodies of POST collection longer than the limit are compacted before they reach the server: no size limit. */
const noBodyLimitOnCollections: FaultHandler = async (request, forward) => {
  if (!is(request, 'POST', /^\/v1\/orgs\/[^/]+\/collections$/) || request.body.length <= 1_048_576)
    return forward(request);
  try {
    const compact = JSON.stringify(JSON.parse(request.body.toString('utf8')));
    return forward({ ...request, body: Buffer.from(compact) });
  } catch {
    return forward(request);
  }
};

/** A `nested` of the collections list that is not a boolean is read as absent instead of refused. */
const lenientNested: FaultHandler = async (request, forward) => {
  const { path, query } = parts(request);
  const nested = query.get('nested');
  if (!is(request, 'GET', /^\/v1\/orgs\/[^/]+\/collections$/) || nested === null || ['true', 'false'].includes(nested))
    return forward(request);
  query.delete('nested');
  return forward(withQuery(request, path, query));
};

export const requestFaults: Fault[] = [
  {
    name: 'POST collection takes a body of any size',
    category: 'robustness',
    profiles: ['collections'],
    expected: ['REQ-TOO-LARGE.createCollection'],
    handle: noBodyLimitOnCollections,
  },
  {
    name: 'the collections list reads a nested that is not a boolean as absent',
    category: 'robustness',
    profiles: ['collections'],
    expected: ['ROB-INVALID-PARAM.listCollectionsInOrganizationById'],
    handle: lenientNested,
  },
];
