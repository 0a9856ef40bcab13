/**
 * Access faults beyond writes: another organization's admin reading an object by id, and a child found by its id
 * alone whatever parent the path names. Each with exactly the requirements that must name it.
 */
import { adminToken, outsiderToken, type Fault } from './faults.js';
import { is, parts, rewriteJson, type FaultHandler } from './fault-proxy.js';

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

/**
 * The collections list of an organization without its organization filter, for another organization's admin: the
 * collections of every organization the proxy can see (through the admin's token) are listed too.
 */
const collectionsOfEveryOrganization: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  const outsider = request.headers.authorization === `Bearer ${outsiderToken.value}`;
  const own = /^\/v1\/orgs\/([^/]+)\/collections$/.exec(parts(request).path)?.[1];
  if (!outsider || request.method !== 'GET' || own === undefined || response.status !== 200) return response;
  const asAdmin = (url: string) =>
    forward({ ...request, url, headers: { ...request.headers, authorization: `Bearer ${adminToken.value}` } });
  const items = (body: Buffer) => (JSON.parse(body.toString('utf8')) as { items?: unknown[] }).items ?? [];
  const organizations = items((await asAdmin('/v1/orgs?limit=1000')).body) as { id: string }[];
  const others = await Promise.all(
    organizations
      .filter((organization) => organization.id !== own)
      .map(async (organization) => items((await asAdmin(`/v1/orgs/${organization.id}/collections?limit=1000`)).body)),
  );
  return rewriteJson(response, (body) => {
    const all = [...(body['items'] as unknown[]), ...others.flat()];
    return { ...body, items: all, count: all.length };
  });
};

/** A 404 to another organization's admin that says why when the collection exists: its id leaks. */
const refusalSaysWhy: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  const outsider = request.headers.authorization === `Bearer ${outsiderToken.value}`;
  if (!outsider || !is(request, 'GET', /^\/v1\/collections\/[^/]+$/) || response.status !== 404) return response;
  const exists = await forward({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${adminToken.value}` },
  });
  if (exists.status !== 200) return response;
  return rewriteJson(response, (body) => ({
    error: { ...(body['error'] as object), reason: 'You are not a member of its organization' },
  }));
};

/** The access faults of reads by another organization and of children under another parent. */
export const aclFaults: Fault[] = [
  {
    name: "another organization's admin reads a space by id (the membership check is missing on GET space)",
    category: 'auth',
    profiles: ['spaces'],
    expected: ['ACL-OTHER-ORG.getSpaceById'],
    handle: outsiderReadsSpace,
  },
  {
    name: "another organization's collections list shows every organization's collections (its query lacks the organization)",
    category: 'auth',
    profiles: ['collections'],
    expected: ['ACL-OTHER-ORG-LISTS.listCollectionsInOrganizationById'],
    handle: collectionsOfEveryOrganization,
  },
  {
    name: "another organization's admin is told why a collection it asks for is refused, which a made-up id is not",
    category: 'auth',
    profiles: ['collections'],
    expected: ['ACL-OTHER-ORG.getCollectionById.no-leak'],
    handle: refusalSaysWhy,
  },
  {
    name: 'a space comment is found by its id alone, whichever space the path names',
    category: 'auth',
    profiles: ['comments'],
    expected: ['HIER-deleteCommentInSpace', 'HIER-getCommentInSpace', 'HIER-updateCommentInSpace'],
    handle: commentByIdAlone(),
  },
];
