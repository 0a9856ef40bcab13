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

/** An OpenAPI specification's answers tell every caller it may edit it (the permission computed for an admin). */
const editForEveryone: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (!is(request, 'GET', /^\/v1\/orgs\/[^/]+\/openapi\/[^/]+$/) || response.status !== 200) return response;
  return rewriteJson(response, (body) => ({
    ...body,
    permissions: { ...(body['permissions'] as Record<string, boolean>), edit: true },
  }));
};

export const viewerFaults: Fault[] = [
  {
    name: 'GET space shows a member with role read the permissions of an admin',
    category: 'auth',
    profiles: ['spaces'],
    expected: ['VIEWER-Space.admin', 'VIEWER-Space.comment', 'VIEWER-Space.edit'],
    handle: everythingForEveryone,
  },
  {
    name: 'GET OpenAPI specification tells a member with role read that they may edit it',
    category: 'auth',
    profiles: ['openapi'],
    expected: ['VIEWER-OpenAPISpec.edit'],
    handle: editForEveryone,
  },
];
