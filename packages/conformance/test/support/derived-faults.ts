/**
 * Faults of derived fields (derived.ts, DERIVED-<Schema>.<field>): a counter that does not follow what it counts in
 * one of the answers that carry it, with exactly the requirement IDs that must catch them (part of the fault table in
 * faults.ts).
 */
import type { Fault } from './faults.js';
import { eachObject, is, rewriteJson, type FaultHandler } from './fault-proxy.js';

/** The change requests list shows every change request's `comments` as 0 (its own GET stays right). */
const commentsListedNone: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (!is(request, 'GET', /^\/v1\/spaces\/[^/]+\/change-requests$/) || response.status !== 200) return response;
  return rewriteJson(response, (body) => ({
    ...body,
    items: (body['items'] as Record<string, unknown>[]).map((cr) => ({ ...cr, comments: 0 })),
  }));
};

/**
 * The comments of a change request name no change request in their `target` (as if posted on the space): the comment
 * is stored right, its answers show it attached elsewhere.
 */
const targetWithoutChangeRequest: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (!/^\/v1\/spaces\/[^/]+\/change-requests\/[^/]+\/comments(\/[^/]+)?$/.test(request.url.split('?')[0] ?? ''))
    return response;
  if (response.status >= 300 || !String(response.headers['content-type']).includes('json')) return response;
  return rewriteJson(response, (body) =>
    eachObject(body, (object) => {
      const target = object['target'] as Record<string, unknown> | undefined;
      if (target === undefined || !('changeRequest' in target)) return object;
      const { changeRequest: _dropped, ...rest } = target;
      return { ...object, target: rest };
    }),
  );
};

export const derivedFaults: Fault[] = [
  {
    name: "a change request's comments name no change request in their target",
    category: 'state',
    profiles: ['comments'],
    expected: ['DERIVED-Comment.target'],
    handle: targetWithoutChangeRequest,
  },
  {
    name: "the change requests list shows no change request's comments",
    category: 'state',
    profiles: ['change-requests'],
    expected: ['DERIVED-ChangeRequest.comments'],
    handle: commentsListedNone,
  },
];
