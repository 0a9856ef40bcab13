/**
 * Faults of the permissions an answer shows its caller (viewer.ts, VIEWER-<Schema>.<permission>), with exactly the
 * requirement IDs that must catch them (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import { is, rewriteJson, type FaultHandler } from './fault-proxy.js';
import { readerToken } from './faults.js';

/** GET space tells a member with role read that they may do everything, as if the caller did not matter. */
const everythingForEveryone: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (
    !is(request, 'GET', /^\/v1\/spaces\/[^/]+$/) ||
    response.status !== 200 ||
    request.headers.authorization !== `Bearer ${readerToken.value}`
  )
    return response;
  return rewriteJson(response, (body) => {
    const permissions = body['permissions'] as Record<string, boolean>;
    return { ...body, permissions: Object.fromEntries(Object.keys(permissions).map((key) => [key, true])) };
  });
};

export const viewerFaults: Fault[] = [
  {
    name: 'GET space shows a member with role read the permissions of an admin',
    category: 'auth',
    profiles: ['spaces'],
    expected: ['VIEWER-Space.admin', 'VIEWER-Space.comment', 'VIEWER-Space.edit'],
    handle: everythingForEveryone,
  },
];
