/**
 * Faults of what a delete takes with it (generic/cascades.ts, CASCADE-<op>), with exactly the requirement IDs that
 * must catch them (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import { is, parts, type FaultHandler, type ProxiedResponse } from './fault-proxy.js';

const SPACE = /^\/v1\/spaces\/([^/]+)$/;
const SPACE_COMMENT = /^\/v1\/spaces\/([^/]+)\/comments\/[^/]+$/;

/**
 * A space delete that leaves its comments readable: once the space is deleted, a comment of it that was read before
 * answers as it did then (a soft delete that only flags the space, and comment reads that never look at it).
 */
function orphanedComments(): FaultHandler {
  const deleted = new Set<string>();
  const seen = new Map<string, ProxiedResponse>();
  return async (request, forward) => {
    const response = await forward(request);
    const { path } = parts(request);
    const space = SPACE.exec(path)?.[1];
    if (is(request, 'DELETE', SPACE) && space !== undefined && response.status < 300) deleted.add(space);
    if (!is(request, 'GET', SPACE_COMMENT)) return response;
    if (response.status === 200) seen.set(path, response);
    const owner = SPACE_COMMENT.exec(path)?.[1] ?? '';
    return response.status === 404 && deleted.has(owner) ? (seen.get(path) ?? response) : response;
  };
}

export const cascadeFaults: Fault[] = [
  {
    name: 'a deleted space leaves its comments readable',
    category: 'delete',
    profiles: ['spaces'],
    expected: ['CASCADE-deleteSpaceById'],
    handle: orphanedComments(),
  },
];
