/**
 * Faults of derived fields (derived.ts, DERIVED-<Schema>.<field>): a counter that does not follow what it counts in
 * one of the answers that carry it, with exactly the requirement IDs that must catch them (part of the fault table in
 * faults.ts).
 */
import type { Fault } from './faults.js';
import { is, rewriteJson, type FaultHandler } from './fault-proxy.js';

/** The change requests list shows every change request's `comments` as 0 (its own GET stays right). */
const commentsListedNone: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (!is(request, 'GET', /^\/v1\/spaces\/[^/]+\/change-requests$/) || response.status !== 200) return response;
  return rewriteJson(response, (body) => ({
    ...body,
    items: (body['items'] as Record<string, unknown>[]).map((cr) => ({ ...cr, comments: 0 })),
  }));
};

export const derivedFaults: Fault[] = [
  {
    name: "the change requests list shows no change request's comments",
    category: 'state',
    profiles: ['change-requests'],
    expected: ['DERIVED-ChangeRequest.comments'],
    handle: commentsListedNone,
  },
];
