/**
 * Faults of state the answers' form does not show: a refused PATCH that stored part of itself, an `updatedAt` that
 * never moves, a `createdAt` that moves on every save, a create that keeps the `createdAt` the client sent. Each
 * with the requirements (generic/atomic.ts, timestamps.ts, read-only.ts) that must name it.
 */
import type { Fault } from './faults.js';
import {
  eachObject,
  is,
  parts,
  requestJson,
  rewriteJson,
  withJsonBody,
  type Forward,
  type ProxiedRequest,
} from './fault-proxy.js';

const SPACE_ANSWERS = [
  /^\/v1\/orgs\/[^/]+\/spaces$/,
  /^\/v1\/spaces\/[^/]+$/,
  /^\/v1\/spaces\/[^/]+\/(restore|move|transfer|duplicate)$/,
];
const CHANGE_REQUEST = /^\/v1\/spaces\/[^/]+\/change-requests\/[^/]+$/;

/** A JSON answer (object or list) to a matching request, with `fix` applied to each object. */
async function rewriteObjects(
  request: ProxiedRequest,
  forward: Forward,
  matches: boolean,
  fix: (item: Record<string, unknown>) => Record<string, unknown>,
) {
  const response = await forward(request);
  if (!matches || response.status >= 300 || !String(response.headers['content-type']).includes('json')) return response;
  return rewriteJson(response, (body) => eachObject(body, fix));
}

/** A PATCH of a collection saves each field as it validates it: the fields before an invalid one stay stored. */
async function fieldByField(request: ProxiedRequest, forward: Forward) {
  const body = requestJson(request);
  if (!is(request, 'PATCH', /^\/v1\/collections\/[^/]+$/) || body === undefined || request.body.length > 10_000)
    return forward(request);
  for (const [name, value] of Object.entries(body)) {
    const one = await forward({ ...request, body: Buffer.from(JSON.stringify({ [name]: value })) });
    if (one.status >= 300) return one;
  }
  return forward(request);
}

/** A change request saved with `createdAt` set to the time of the save (an ORM's "timestamps" on every update). */
function createdOnEverySave() {
  const saved = new Map<string, unknown>();
  return async (request: ProxiedRequest, forward: Forward) => {
    const { path } = parts(request);
    const response = await forward(request);
    const item = CHANGE_REQUEST.test(path);
    if (request.method === 'PATCH' && item && response.status === 200)
      saved.set(path, (JSON.parse(response.body.toString('utf8')) as { updatedAt?: unknown }).updatedAt);
    const list = /^\/v1\/spaces\/[^/]+\/change-requests$/.test(path) && request.method === 'GET';
    if (!(item || list) || response.status !== 200) return response;
    const prefix = list ? path : path.slice(0, path.lastIndexOf('/'));
    return rewriteJson(response, (body) =>
      eachObject(body, (cr) => {
        const moved = saved.get(`${prefix}/${String(cr['id'])}`);
        return moved === undefined ? cr : { ...cr, createdAt: moved };
      }),
    );
  };
}

export const stateFaults: Fault[] = [
  {
    name: 'state: a PATCH of a collection stores the fields before an invalid one, then answers 400',
    category: 'state',
    profiles: ['collections'],
    expected: ['ATOMIC-updateCollectionById'],
    handle: fieldByField,
  },
  {
    name: 'state: a space answers updatedAt equal to createdAt whatever was written',
    category: 'state',
    profiles: ['spaces'],
    expected: ['TIME-Space'],
    handle: (request, forward) =>
      rewriteObjects(
        request,
        forward,
        SPACE_ANSWERS.some((pattern) => pattern.test(parts(request).path)),
        (space) => ('createdAt' in space ? { ...space, updatedAt: space['createdAt'] } : space),
      ),
  },
  {
    name: "state: a comment's edit of its body never shows editedAt",
    category: 'state',
    profiles: ['comments'],
    expected: ['TIME-Comment.editedAt'],
    handle: (request, forward) =>
      rewriteObjects(request, forward, /\/comments(\/[^/]+)?$/.test(parts(request).path), (comment) => {
        const { editedAt: _dropped, ...rest } = comment;
        return rest;
      }),
  },
  {
    name: "state: a change request's comment replies answer postedAt an hour before they were posted",
    category: 'state',
    profiles: ['comments'],
    expected: ['TIME-CommentReply'],
    handle: (request, forward) =>
      rewriteObjects(
        request,
        forward,
        /^\/v1\/spaces\/[^/]+\/change-requests\/[^/]+\/comments\/[^/]+\/replies(\/[^/]+)?$/.test(parts(request).path),
        (reply) =>
          typeof reply['postedAt'] === 'string'
            ? { ...reply, postedAt: new Date(Date.parse(reply['postedAt']) - 3_600_000).toISOString() }
            : reply,
      ),
  },
  {
    name: 'state: a change request shows revisionMergedAncestor from its creation, as its revisionInitial',
    category: 'state',
    profiles: ['change-requests'],
    expected: ['STATE-change-request.revisions'],
    handle: (request, forward) =>
      rewriteObjects(
        request,
        forward,
        /^\/v1\/spaces\/[^/]+\/change-requests(\/[^/]+)?$/.test(parts(request).path),
        (cr) =>
          cr['revisionMergedAncestor'] === undefined && typeof cr['revisionInitial'] === 'string'
            ? { ...cr, revisionMergedAncestor: cr['revisionInitial'] }
            : cr,
      ),
  },
  {
    name: 'state: a SAML provider shows status active from its creation, configured or not',
    category: 'state',
    profiles: ['sso'],
    expected: ['STATE-saml.status'],
    handle: (request, forward) =>
      rewriteObjects(request, forward, /^\/v1\/orgs\/[^/]+\/saml(\/[^/]+)?$/.test(parts(request).path), (provider) =>
        'status' in provider ? { ...provider, status: 'active' } : provider,
      ),
  },
  {
    name: 'state: an email domain finds every organization of the caller, whatever it claims',
    category: 'state',
    profiles: ['core'],
    expected: ['STATE-organization.email-domains'],
    handle: async (request, forward) => {
      if (request.method !== 'GET' || !/^\/v1\/email-domains\/[^/]+\/orgs$/.test(parts(request).path))
        return forward(request);
      const mine = await forward({ ...request, url: '/v1/orgs?limit=1000' });
      if (mine.status !== 200) return mine;
      const { items } = JSON.parse(mine.body.toString('utf8')) as { items: unknown[] };
      return { ...mine, body: Buffer.from(JSON.stringify({ organizations: items })) };
    },
  },
  {
    name: "state: a share link's PATCH answers createdAt as the time of the PATCH",
    category: 'state',
    profiles: ['sites'],
    // An empty PATCH changes it too, and the list keeps the true one.
    expected: ['PATCH-EMPTY.updateSiteShareLinkById', 'SAME-ShareLink', 'TIME-ShareLink'],
    handle: (request, forward) =>
      rewriteObjects(
        request,
        forward,
        request.method === 'PATCH' && /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/share-links\/[^/]+$/.test(parts(request).path),
        (link) => ('createdAt' in link ? { ...link, createdAt: new Date().toISOString() } : link),
      ),
  },
  {
    name: "state: the ping's visitor claims are valid for a day, not an hour",
    category: 'state',
    profiles: ['members-teams'],
    expected: ['STATE-member.visitor-claims'],
    handle: (request, forward) =>
      rewriteObjects(request, forward, /^\/v1\/orgs\/[^/]+\/ping$/.test(parts(request).path), (answer) => {
        const [header, payload, signature] = String(answer['serviceVisitorClaims']).split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { iat: number };
        const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.iat + 86_400 })).toString('base64url');
        return { ...answer, serviceVisitorClaims: `${header ?? ''}.${longer}.${signature ?? ''}` };
      }),
  },
  {
    name: "state: a member's list of spaces shows read on every space, whatever the member's level",
    category: 'state',
    profiles: ['members-teams'],
    expected: ['STATE-member.space-permission'],
    handle: (request, forward) =>
      rewriteObjects(
        request,
        forward,
        /^\/v1\/orgs\/[^/]+\/members\/[^/]+\/spaces$/.test(parts(request).path),
        (item) => ('permission' in item ? { ...item, permission: 'read' } : item),
      ),
  },
  {
    name: "state: a reply's PUT never stores the reactions it adds",
    category: 'state',
    profiles: ['comments'],
    // A body field never read is never refused either: a wrongly typed or oversized addedReactions is accepted.
    expected: [
      'REQ-TOO-LARGE.updateCommentReplyInSpace',
      'ROB-INVALID-BODY.updateCommentReplyInSpace',
      'STATE-comment.reactions',
    ],
    handle: (request, forward) => {
      const body = requestJson(request);
      if (!is(request, 'PUT', /^\/v1\/spaces\/[^/]+\/comments\/[^/]+\/replies\/[^/]+$/) || body === undefined)
        return forward(request);
      const { addedReactions: _ignored, ...rest } = body;
      return forward(withJsonBody(request, rest));
    },
  },
  {
    name: "state: a team's list of members tells every caller it may not view them",
    category: 'state',
    profiles: ['members-teams'],
    expected: ['STATE-team.member-permissions'],
    handle: (request, forward) =>
      rewriteObjects(
        request,
        forward,
        request.method === 'GET' && /^\/v1\/orgs\/[^/]+\/teams\/[^/]+\/members$/.test(parts(request).path),
        (item) => ('permissions' in item ? { ...item, permissions: { view: false } } : item),
      ),
  },
  {
    name: 'state: a change request answers createdAt moved to the time of its last PATCH',
    category: 'state',
    profiles: ['change-requests'],
    expected: ['TIME-ChangeRequest'],
    handle: createdOnEverySave(),
  },
  {
    name: "state: a create of a change request keeps the client's createdAt",
    category: 'state',
    profiles: ['change-requests'],
    expected: ['RO-FIELD-createChangeRequest'],
    handle: async (request, forward) => {
      const sent = requestJson(request)?.['createdAt'];
      return rewriteObjects(
        request,
        forward,
        is(request, 'POST', /^\/v1\/spaces\/[^/]+\/change-requests$/) && typeof sent === 'string',
        (cr) => ({ ...cr, createdAt: sent }),
      );
    },
  },
];
