/**
 * Single faults of change requests, comments and content, each the way a careless implementation goes wrong,
 * with exactly the requirement IDs that must catch it (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import {
  changeQuery,
  eachObject,
  is,
  json,
  overlappingPages,
  parts,
  requestJson,
  rewriteAnswer,
  rewriteJson,
  type FaultHandler,
  type Forward,
  type ProxiedRequest,
  type ProxiedResponse,
} from './fault-proxy.js';

const CHANGE_REQUESTS = /^\/v1\/spaces\/([^/]+)\/change-requests$/;
const COMMENT = /^\/v1\/spaces\/[^/]+(\/change-requests\/[^/]+)?\/comments\/[^/]+$/;
const COMMENTS = /^\/v1\/spaces\/[^/]+(\/change-requests\/[^/]+)?\/comments$/;

const bodyOf = (response: ProxiedResponse): Record<string, unknown> =>
  JSON.parse(response.body.toString('utf8')) as Record<string, unknown>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Numbers read before the insert commits (`max(number) + 1` outside the transaction): a change request created in
 * the same space while another one is being created gets that one's number.
 */
function numbersReadBeforeCommit(): FaultHandler {
  const creating = new Map<string, Promise<unknown>>();
  return async (request, forward) => {
    const space = request.method === 'POST' ? CHANGE_REQUESTS.exec(parts(request).path)?.[1] : undefined;
    if (space === undefined) return forward(request);
    const other = creating.get(space);
    if (other !== undefined) {
      const response = await forward(request);
      const number = await other;
      return response.status === 201 && number !== undefined
        ? rewriteJson(response, (body) => ({ ...body, number }))
        : response;
    }
    let settle: (number: unknown) => void = () => undefined;
    creating.set(space, new Promise((resolve) => (settle = resolve)));
    try {
      const response = await forward(request);
      settle(response.status === 201 ? bodyOf(response)['number'] : undefined);
      await sleep(40); // the window in which a concurrent creation reads the same number
      return response;
    } finally {
      settle(undefined);
      creating.delete(space);
    }
  };
}

/** Un-resolving sets `status` back to open but leaves `resolvedAt` and `resolvedBy` as they were. */
function resolvedAtKept(): FaultHandler {
  const resolved = new Map<string, { resolvedAt: unknown; resolvedBy: unknown }>();
  const keep = (comment: Record<string, unknown>) => {
    const id = String(comment['id']);
    if (comment['resolvedAt'] !== undefined)
      resolved.set(id, { resolvedAt: comment['resolvedAt'], resolvedBy: comment['resolvedBy'] });
    const before = resolved.get(id);
    return comment['status'] === 'open' && before !== undefined ? { ...comment, ...before } : comment;
  };
  return async (request, forward) => {
    const response = await forward(request);
    const { path } = parts(request);
    if (response.status !== 200 || !(COMMENT.test(path) || COMMENTS.test(path))) return response;
    return rewriteJson(response, (body) => eachObject(body, keep));
  };
}

/** DELETE of a reply by its author answers 205 and keeps it (others still get the real refusal). */
function keptReplies(): FaultHandler {
  const authors = new Map<string, string | undefined>();
  return async (request, forward) => {
    const { path } = parts(request);
    const reply = /^\/v1\/spaces\/[^/]+\/comments\/[^/]+\/replies\/([^/]+)$/.exec(path)?.[1]; // a space's reply (a change request's has no DELETE)
    if (
      request.method === 'DELETE' &&
      reply !== undefined &&
      authors.has(reply) &&
      authors.get(reply) === request.headers.authorization
    ) {
      return { status: 205, headers: {}, body: Buffer.alloc(0) };
    }
    const response = await forward(request);
    if (request.method === 'POST' && path.endsWith('/replies') && response.status === 200)
      authors.set(String(bodyOf(response)['id']), request.headers.authorization);
    return response;
  };
}

/** The GET answer at `path` (with the caller's headers), as JSON; undefined unless 200. */
async function read(
  request: ProxiedRequest,
  forward: Forward,
  path: string,
): Promise<Record<string, unknown> | undefined> {
  const response = await forward({ ...request, method: 'GET', url: path, body: Buffer.alloc(0) });
  return response.status === 200 ? bodyOf(response) : undefined;
}

/** The request with its JSON body changed. */
const withBody = (
  request: ProxiedRequest,
  change: (body: Record<string, unknown>) => Record<string, unknown>,
): ProxiedRequest => {
  const body = requestJson(request);
  return body === undefined ? request : { ...request, body: Buffer.from(JSON.stringify(change(body))) };
};

/** A space's current revision is shown without parents, as if each import started the history again. */
const orphanRevisions: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (!is(request, 'GET', /^\/v1\/spaces\/[^/]+\/content$/) || response.status !== 200) return response;
  return rewriteJson(response, (body) => ({ ...body, parents: [] }));
};

export const contentFaults: Fault[] = [
  {
    name: "a space's current revision shows no parents after an import",
    category: 'state',
    profiles: ['content'],
    expected: ['STATE-content.import'],
    handle: orphanRevisions,
  },
  {
    name: 'two change requests created at the same time get the same number',
    category: 'state',
    profiles: ['change-requests'],
    expected: ['STATE-change-request.number', 'STATE-change-request.number.sequence'],
    // Any check whose create happens to overlap another in the same space is answered a number that was not
    // stored, and sees it when it reads the change request back: which one does depends on timing.
    mayAlsoFail: [
      'PATCH-EMPTY.updateChangeRequestById',
      'PATCH-KEEP.updateChangeRequestById',
      'RYW.createChangeRequest',
    ],
    handle: numbersReadBeforeCommit(),
  },
  {
    name: 'merging a change request answers result "update"',
    category: 'state',
    profiles: ['change-requests'],
    expected: ['STATE-change-request.merge'],
    handle: rewriteAnswer('POST', /^\/v1\/spaces\/[^/]+\/change-requests\/[^/]+\/merge$/, 200, (body) => ({
      ...body,
      result: 'update',
    })),
  },
  {
    name: 'merging an already merged change request answers 200 again',
    category: 'state',
    profiles: ['change-requests'],
    expected: ['STATE-change-request.merged.409'],
    handle: async (request, forward) => {
      const response = await forward(request);
      const path = parts(request).path;
      if (!is(request, 'POST', /\/change-requests\/[^/]+\/merge$/) || response.status !== 409) return response;
      const cr = await read(request, forward, path.slice(0, -'/merge'.length));
      if (cr?.['status'] !== 'merged') return response;
      return json(200, { revision: cr['revisionMerged'], result: 'merge' });
    },
  },
  {
    name: 'updating a change request from main answers result "merge"',
    category: 'state',
    profiles: ['change-requests'],
    expected: ['STATE-change-request.update'],
    handle: rewriteAnswer('POST', /^\/v1\/spaces\/[^/]+\/change-requests\/[^/]+\/update$/, 200, (body) => ({
      ...body,
      result: 'merge',
    })),
  },
  {
    name: 'PATCH status merged is accepted without merging (no transition check)',
    category: 'state',
    profiles: ['change-requests'],
    expected: ['STATE-change-request.transitions'],
    handle: async (request, forward) => {
      const response = await forward(request);
      if (
        !is(request, 'PATCH', /^\/v1\/spaces\/[^/]+\/change-requests\/[^/]+$/) ||
        requestJson(request)?.['status'] !== 'merged' ||
        response.status !== 409
      )
        return response;
      const cr = await read(request, forward, parts(request).path);
      return cr === undefined ? response : json(200, { ...cr, status: 'merged' });
    },
  },
  {
    name: 'the change request list filter status=draft lists the open ones',
    category: 'state',
    profiles: ['change-requests'],
    // The PATCH semantics set the status to each of its values and read the change request back through the list
    // filtered by it: after `draft`, that list does not hold it.
    expected: ['FILTER-listChangeRequestsForSpace.status', 'RYW.updateChangeRequestById', 'STATE-change-request.list'],
    handle: changeQuery(
      CHANGE_REQUESTS,
      (query) => query.get('status') === 'draft',
      (query) => query.set('status', 'open'),
    ),
  },
  {
    name: 'a content import answers 201 with a revision the space does not show',
    category: 'state',
    profiles: ['content'],
    expected: ['STATE-content.import', 'RYW.importContentInSpace'],
    handle: rewriteAnswer('POST', /^\/v1\/spaces\/[^/]+\/content\/import$/, 201, (body) => ({
      ...body,
      revision: `${String(body['revision'])}-draft`,
    })),
  },
  {
    name: 'change requests never become outdated (outdated compared with their own initial revision)',
    category: 'state',
    profiles: ['change-requests'],
    expected: ['STATE-change-request.outdated'],
    handle: async (request, forward) => {
      const response = await forward(request);
      const path = parts(request).path;
      if (response.status >= 300 || !/^\/v1\/spaces\/[^/]+\/change-requests(\/[^/]+)?$/.test(path)) return response;
      const fix = (cr: Record<string, unknown>) => ({ ...cr, outdated: false });
      return rewriteJson(response, (body) => eachObject(body, fix));
    },
  },
  {
    name: 'un-resolving a comment leaves resolvedAt and resolvedBy set',
    category: 'state',
    profiles: ['comments'],
    expected: ['STATE-comment.resolved-by'],
    handle: resolvedAtKept(),
  },
  {
    name: 'PUT resolved=false answers 200 and changes nothing',
    category: 'state',
    profiles: ['comments'],
    // The comment stays resolved: its space or change request counts one open comment less than it has.
    expected: [
      'STATE-comment.resolution',
      'STATE-comment.resolution.open',
      'STATE-comment.resolved-by',
      'STATE-comment.open-count',
    ],
    handle: (request, forward) =>
      is(request, 'PUT', COMMENT) && requestJson(request)?.['resolved'] === false
        ? forward(withBody(request, ({ resolved: _resolved, ...rest }) => rest))
        : forward(request),
  },
  {
    name: 'removedReactions is ignored (a reaction can never be taken back)',
    category: 'state',
    profiles: ['comments'],
    expected: ['STATE-comment.reactions'],
    handle: (request, forward) => {
      const removed = requestJson(request)?.['removedReactions'];
      const valid = Array.isArray(removed) && removed.every((emoji) => typeof emoji === 'string');
      return is(request, 'PUT', COMMENT) && valid
        ? forward(withBody(request, ({ removedReactions: _removed, ...rest }) => rest))
        : forward(request);
    },
  },
  {
    name: 'DELETE of a reply answers 205 but deletes nothing',
    category: 'delete',
    profiles: ['comments'],
    // It answers 205 for the reply whichever comment the path names; deleted again, and changed, the reply that is
    // still there answers 205 and 200 (a DELETE again may succeed, RFC 9110 §9.2.2: only its 404 fails).
    expected: [
      'DEL-GONE.deleteCommentReplyInSpace',
      'GONE-WRITE.deleteCommentReplyInSpace.404',
      'GONE-WRITE.updateCommentReplyInSpace',
      'HIER-deleteCommentReplyInSpace',
      'STATE-comment.replies',
    ],
    handle: keptReplies(),
  },
  {
    name: 'the space counts resolved comments in `comments` too',
    category: 'state',
    profiles: ['comments'],
    expected: ['STATE-comment.open-count'],
    handle: async (request, forward) => {
      const response = await forward(request);
      if (!is(request, 'GET', /^\/v1\/spaces\/[^/]+$/) || response.status !== 200) return response;
      const all = await forward({ ...request, url: `${parts(request).path}/comments?limit=1000` });
      return all.status === 200
        ? rewriteJson(response, (body) => ({ ...body, comments: bodyOf(all)['count'] }))
        : response;
    },
  },
  {
    name: 'DELETE of a comment answers 200 with a JSON body',
    category: 'delete',
    profiles: ['comments'],
    expected: [
      'DEL-STATUS.deleteCommentInSpace',
      'DEL-NO-BODY.deleteCommentInSpace',
      'DEL-STATUS.deleteCommentInChangeRequest',
      'DEL-NO-BODY.deleteCommentInChangeRequest',
      // the counts model deletes comments it made: a delete that does not answer 205 stops it
      'COUNT-FOLLOWS.listCommentsInChangeRequest',
      'COUNT-FOLLOWS.listCommentsInSpace',
    ],
    handle: async (request, forward) => {
      const response = await forward(request);
      if (!is(request, 'DELETE', COMMENT) || response.status !== 205) return response;
      return json(200, { deleted: true });
    },
  },
  {
    name: 'the comment list repeats the last item of a page at the top of the next',
    // The families of issue 54 (effects, permissions, refusals, one representation) see it too.
    mayAlsoFail: ['FLAG-listCommentsInSpace.format'],
    category: 'pagination',
    profiles: ['comments'],
    expected: [
      'FILTER-listCommentsInSpace.authors',
      'FILTER-listCommentsInSpace.status',
      'FILTER-listCommentsInSpace.targetPage',
      'PAG-CURSOR-FILTER.listCommentsInSpace',
      'PAG-CURSOR-ORDER.listCommentsInSpace',
      'SORT-listCommentsInSpace.order.asc',
      'PAG-NO-DUP.listCommentsInSpace',
    ],
    handle: overlappingPages(/^\/v1\/spaces\/[^/]+\/comments$/),
  },
];
