/**
 * Access faults beyond writes: another organization's admin reading an object by id, and a child found by its id
 * alone whatever parent the path names. Each with exactly the requirements that must name it.
 */
import { adminToken, outsiderToken, type Fault } from './faults.js';
import { is, parts, type FaultHandler } from './fault-proxy.js';

/** GET space by id sent on with the admin's token when another organization's admin asks (no share key). */
const outsiderReadsSpace: FaultHandler = (request, forward) => {
  const outsider = request.headers.authorization === `Bearer ${outsiderToken.value}`;
  if (!outsider || !is(request, 'GET', /^\/v1\/spaces\/[^/]+$/) || parts(request).query.has('shareKey'))
    return forward(request);
  return forward({ ...request, headers: { ...request.headers, authorization: `Bearer ${adminToken.value}` } });
};

/**
 * A space comment looked up by its id alone: a request for it under another space is sent to its real space
 * (known from the answers to the comment creates this proxy has seen).
 */
function commentByIdAlone(): FaultHandler {
  const spaceOf = new Map<string, string>();
  return async (request, forward) => {
    const { path, query } = parts(request);
    const posted = /^\/v1\/spaces\/([^/]+)\/comments$/.exec(path);
    if (request.method === 'POST' && posted !== null) {
      const response = await forward(request);
      const id = (JSON.parse(response.body.toString('utf8') || '{}') as { id?: unknown }).id;
      if (response.status < 300 && typeof id === 'string') spaceOf.set(id, posted[1] ?? '');
      return response;
    }
    const addressed = /^\/v1\/spaces\/([^/]+)\/comments\/([^/]+)$/.exec(path);
    const real = addressed === null ? undefined : spaceOf.get(addressed[2] ?? '');
    if (addressed === null || real === undefined || real === addressed[1]) return forward(request);
    const search = query.toString();
    const url = `/v1/spaces/${real}/comments/${addressed[2]}${search === '' ? '' : `?${search}`}`;
    return forward({ ...request, url });
  };
}

export const aclFaults: Fault[] = [
  {
    name: "another organization's admin reads a space by id (the membership check is missing on GET space)",
    category: 'auth',
    profiles: ['spaces'],
    expected: ['ACL-OTHER-ORG.getSpaceById'],
    handle: outsiderReadsSpace,
  },
  {
    name: 'a space comment is found by its id alone, whichever space the path names',
    category: 'auth',
    profiles: ['comments'],
    expected: ['HIER-deleteCommentInSpace', 'HIER-getCommentInSpace', 'HIER-updateCommentInSpace'],
    handle: commentByIdAlone(),
  },
];
