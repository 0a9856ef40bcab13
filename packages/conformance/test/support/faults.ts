/**
 * Single faults, each the way a careless implementation goes wrong, with exactly the requirement IDs that
 * must catch it. At least one per requirement category.
 */
import type { Category, Profile, Reach } from '../../src/index.js';
import { aclFaults } from './acl-faults.js';
import { cascadeFaults } from './cascade-faults.js';
import { conflictFaults } from './conflict-faults.js';
import { contentFaults } from './content-faults.js';
import { derivedFaults } from './derived-faults.js';
import { disclosureFaults } from './disclosure-faults.js';
import { effectFaults } from './effect-faults.js';
import {
  changeQuery,
  eachObject,
  htmlPage,
  is,
  json,
  overlappingPages,
  parts,
  requestJson,
  rewriteAnswer,
  rewriteJson,
  swapStatus,
  titleOneTooLong,
  withQuery,
  type FaultHandler,
} from './fault-proxy.js';
import { filtersFaults } from './filters-faults.js';
import { flagFaults } from './flag-faults.js';
import { httpFaults } from './http-faults.js';
import { judgmentFaults } from './judgment-faults.js';
import { locationFaults } from './location-faults.js';
import { passiveFaults } from './passive-faults.js';
import { reachFaults } from './reach-faults.js';
import { requestFaults } from './request-faults.js';
import { sameFaults } from './same-faults.js';
import { sitesFaults } from './sites-faults.js';
import { sortFaults } from './sort-faults.js';
import { trustFaults } from './trust-faults.js';
import { viewerFaults } from './viewer-faults.js';
import { referenceFaults } from './reference-faults.js';
import { stateFaults } from './state-faults.js';
import { authorFaults } from './author-faults.js';
import { badRequestCrashes, htmlErrorBodies } from './systematic-faults.js';

export interface Fault {
  name: string;
  category: Category;
  /** The profiles the run selects (the fault's own family). */
  profiles: Profile[];
  expected: string[];
  handle: FaultHandler;
  /** The proxy is a second instance (--also-target) in front of the same server; the run's first target is the server itself. */
  secondInstance?: boolean;
  /** Cache bounds and response-time budget of the run. */
  reach?: Partial<Reach>;
  /**
   * Requirements the fault may also break, depending on which check reaches a shared object first: a fault that
   * keeps the shared demo site published changes what another organization's admin is told about it.
   */
  mayAlsoFail?: string[];
  /**
   * Requirements that must be SKIPPED, not passed: refusals of an operation that never succeeds have no positive
   * control (engine/controls.ts).
   */
  expectSkipped?: string[];
  /** Undoes, after the run and before the proxy stops, what the fault wrote to the shared reference server. */
  cleanup?: () => Promise<void>;
}

const error = (status: number, message: string) => json(status, { error: { code: status, message } });

/**
 * Refuses a new space's title one character too long with the 400 a careful server sends, but creates the space
 * anyway (its title cut to 50 characters), and its organization's list shows the title as it was sent: what only
 * reading back after a refusal finds. The spaces it made are deleted after the run (the next fault's run shares the
 * organization).
 */
function refusedButStored(): Pick<Fault, 'handle' | 'cleanup'> {
  const refusedTitles = new Map<string, string>();
  const removals: (() => Promise<unknown>)[] = [];
  return {
    handle: async (request, forward) => {
      const body = requestJson(request);
      const title = body?.['title'];
      if (is(request, 'POST', /^\/v1\/orgs\/[^/]+\/spaces$/) && typeof title === 'string' && [...title].length === 51) {
        const stored = [...title].slice(0, 50).join('');
        const created = await forward({ ...request, body: Buffer.from(JSON.stringify({ ...body, title: stored })) });
        const id = (JSON.parse(created.body.toString('utf8')) as { id?: unknown }).id;
        if (typeof id === 'string') {
          refusedTitles.set(id, title);
          const { 'content-type': _json, ...headers } = request.headers;
          removals.push(() => forward({ method: 'DELETE', url: `/v1/spaces/${id}`, headers, body: Buffer.alloc(0) }));
        }
        return error(400, 'title must NOT have more than 50 characters');
      }
      const response = await forward(request);
      if (!is(request, 'GET', /^\/v1\/orgs\/[^/]+\/spaces$/) || response.status !== 200) return response;
      return rewriteJson(response, (list) =>
        eachObject(list, (item) =>
          typeof item['id'] === 'string' && refusedTitles.has(item['id'])
            ? { ...item, title: refusedTitles.get(item['id']) }
            : item,
        ),
      );
    },
    cleanup: async () => {
      for (const remove of removals.splice(0)) await remove();
    },
  };
}

/** Offsets a fake clock the target never sees: time-dependent behaviour stays on the real clock. */
function fakeClock(): FaultHandler {
  let advanced = 0;
  return async (request, forward) => {
    if (parts(request).path !== '/__test/clock') return forward(request);
    const now = await forward({ ...request, method: 'GET', body: Buffer.alloc(0) });
    if (request.method === 'POST') advanced += Number(requestJson(request)?.['advanceSeconds'] ?? 0);
    return rewriteJson(now, (body) => ({
      now: new Date(Date.parse(String(body['now'])) + advanced * 1000).toISOString(),
    }));
  };
}

/** The collections profile's requirements that expect a 400 for a bad request: both systematic faults break them. */
const collectionBadRequests = [
  'ENUM-collection.defaultLevel.400',
  'ENUM-collection.defaultLevel.exact.400',
  'LIM-collection.description.max.400',
  'LIM-collection.title.max.400',
  'LIM-listCollectionsInOrganizationById.limit.max.400',
  'LIM-listCollectionsInOrganizationById.limit.min.400',
  'LIM-listSpacesInCollectionById.limit.max.400',
  'LIM-listSpacesInCollectionById.limit.min.400',
  'PAG-BAD-CURSOR.listCollectionsInOrganizationById',
  'PAG-BAD-CURSOR.listSpacesInCollectionById',
  'ROB-INVALID-BODY.createCollection',
  'ROB-INVALID-BODY.moveCollection',
  'ROB-INVALID-BODY.transferCollection',
  'ROB-INVALID-BODY.updateCollectionById',
];

/** The collections profile's operations, and the operation that names each of its paths' method requirements. */
const collectionOperations = [
  'createCollection',
  'deleteCollectionById',
  'getCollectionById',
  'listCollectionsInOrganizationById',
  'listSpacesInCollectionById',
  'moveCollection',
  'transferCollection',
  'updateCollectionById',
];
/** The collections profile's operations that take a body. */
const collectionBodies = ['createCollection', 'moveCollection', 'transferCollection', 'updateCollectionById'];
const collectionPaths = [
  'getCollectionById',
  'listCollectionsInOrganizationById',
  'listSpacesInCollectionById',
  'moveCollection',
  'transferCollection',
];

export const faults: Fault[] = [
  {
    name: 'DELETE of a collection answers 200 instead of 205',
    category: 'delete',
    profiles: ['collections'],
    expected: ['DEL-STATUS.deleteCollectionById'],
    handle: swapStatus('DELETE', /^\/v1\/collections\/[^/]+$/, 205, 200),
  },
  {
    name: 'DELETE of a team answers 204 with a JSON body',
    category: 'delete',
    profiles: ['members-teams'],
    // a 204 carries no Content-Type either
    expected: ['DEL-NO-BODY.removeTeamFromOrganizationById', 'RSP-MEDIA-TYPE.removeTeamFromOrganizationById'],
    handle: async (request, forward) => {
      const response = await forward(request);
      if (!is(request, 'DELETE', /^\/v1\/orgs\/[^/]+\/teams\/[^/]+$/) || response.status !== 204) return response;
      const body = '{"deleted":true}';
      return {
        ...response,
        raw: Buffer.from(
          `HTTP/1.1 204 No Content\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
        ),
      };
    },
  },
  {
    name: 'DELETE of a SAML provider answers 204 but deletes nothing',
    category: 'delete',
    profiles: ['sso'],
    // Deleted again, and changed, the provider that is still there answers 204 and 200: a change is a MUST, a DELETE
    // again may succeed (RFC 9110 §9.2.2) but not with the reference's 404.
    expected: [
      'DEL-GONE.deleteOrganizationSAMLProvider',
      'GONE-WRITE.deleteOrganizationSAMLProvider.404',
      'GONE-WRITE.updateOrganizationSAMLProvider',
    ],
    handle: async (request, forward) =>
      is(request, 'DELETE', /^\/v1\/orgs\/[^/]+\/saml\/[^/]+$/) &&
      request.headers.authorization === `Bearer ${adminToken.value}`
        ? { status: 204, headers: {}, body: Buffer.alloc(0) }
        : forward(request),
  },
  {
    name: 'collections pages overlap by one item (next offset = offset + limit - 1)',
    // The families of issue 54 (effects, permissions, refusals, one representation) see it too.
    mayAlsoFail: ['EFFECT-moveCollection', 'EFFECT-moveCollection.position'],
    category: 'pagination',
    profiles: ['collections'],
    expected: [
      'FILTER-listCollectionsInOrganizationById.nested',
      'PAG-CURSOR-FILTER.listCollectionsInOrganizationById',
      'PAG-FILTER.listCollectionsInOrganizationById.nested',
      'PAG-NO-DUP.listCollectionsInOrganizationById',
    ],
    handle: overlappingPages(/^\/v1\/orgs\/[^/]+\/collections$/),
  },
  {
    name: 'team list count is the size of the page, not of the list',
    category: 'pagination',
    profiles: ['members-teams'],
    expected: ['PAG-COUNT.listTeamsInOrganizationById'],
    handle: rewriteAnswer('GET', /^\/v1\/orgs\/[^/]+\/teams$/, 200, (body) => ({
      ...body,
      count: (body['items'] as unknown[]).length,
    })),
  },
  {
    name: 'the last page of SAML providers still has a next (to an empty page)',
    category: 'pagination',
    profiles: ['sso'],
    expected: ['PAG-LAST.listSAMLProvidersInOrganizationById'],
    handle: async (request, forward) => {
      if (!is(request, 'GET', /^\/v1\/orgs\/[^/]+\/saml$/)) return forward(request);
      const { path, query } = parts(request);
      if (query.get('page') === 'proxy-empty') {
        const whole = await forward({ ...request, url: `${path}?limit=1000` });
        return rewriteJson(whole, (body) => ({ items: [], count: body['count'] }));
      }
      const response = await forward(request);
      if (response.status !== 200) return response;
      return rewriteJson(response, (body) =>
        body['next'] === undefined ? { ...body, next: { page: 'proxy-empty' } } : body,
      );
    },
  },
  {
    name: 'a garbage cursor on the spaces list restarts from the first page',
    category: 'pagination',
    profiles: ['spaces'],
    expected: ['PAG-BAD-CURSOR.listSpacesInOrganizationById'],
    handle: async (request, forward) => {
      const response = await forward(request);
      if (!is(request, 'GET', /^\/v1\/orgs\/[^/]+\/spaces$/) || response.status !== 400) return response;
      const { path, query } = parts(request);
      if (query.get('page') === null) return response;
      query.delete('page');
      return forward(withQuery(request, path, query));
    },
  },
  {
    name: 'space title length counted in UTF-16 code units (emoji count twice)',
    category: 'limits',
    profiles: ['spaces'],
    expected: ['LIM-space.title.max'],
    handle: async (request, forward) => {
      const title = requestJson(request)?.['title'];
      const writesSpace =
        is(request, 'POST', /^\/v1\/orgs\/[^/]+\/spaces$/) || is(request, 'PATCH', /^\/v1\/spaces\/[^/]+$/);
      return writesSpace && typeof title === 'string' && title.length > 50
        ? error(400, 'title must NOT have more than 50 characters')
        : forward(request);
    },
  },
  {
    name: 'a space title one character too long refused with 400 but stored anyway (cut to 50, listed as sent)',
    category: 'limits',
    profiles: ['spaces'],
    // Only the organization's list shows the refused title, which also breaks the Space schema (title max 50) there;
    // the refused create left a space behind, which the atomicity check of createSpace finds too.
    expected: ['ATOMIC-createSpace', 'LIM-space.title.max', 'RSP-SCHEMA.listSpacesInOrganizationById'],
    ...refusedButStored(),
  },
  {
    name: 'collection title accepted one character too long (51 stored)',
    category: 'limits',
    profiles: ['collections'],
    // The stored 51 characters also break the Collection schema (title max 50) of both responses.
    expected: ['LIM-collection.title.max', 'RSP-SCHEMA.createCollection', 'RSP-SCHEMA.updateCollectionById'],
    handle: titleOneTooLong(
      50,
      (request) =>
        is(request, 'POST', /^\/v1\/orgs\/[^/]+\/collections$/) || is(request, 'PATCH', /^\/v1\/collections\/[^/]+$/),
    ),
  },
  {
    name: 'limit=1001 on the team list is clamped to 1000 instead of refused',
    category: 'limits',
    profiles: ['members-teams'],
    expected: ['LIM-listTeamsInOrganizationById.limit.max'],
    handle: changeQuery(
      /^\/v1\/orgs\/[^/]+\/teams$/,
      (query) => Number(query.get('limit')) > 1000,
      (query) => query.set('limit', '1000'),
    ),
  },
  {
    name: 'space editMode "locked" is refused (enumeration incomplete)',
    category: 'enums',
    profiles: ['spaces'],
    // PATCH semantics sets every field of a space, editMode locked included: refused, it cannot start
    expected: [
      'ENUM-space.editMode',
      'PATCH-EMPTY.updateSpaceById',
      'PATCH-KEEP.updateSpaceById',
      'RYW.updateSpaceById',
    ],
    handle: async (request, forward) =>
      is(request, 'PATCH', /^\/v1\/spaces\/[^/]+$/) && requestJson(request)?.['editMode'] === 'locked'
        ? error(400, 'editMode must be live')
        : forward(request),
  },
  {
    name: 'GET collection is routed before the authentication middleware',
    // The families of issue 54 (effects, permissions, refusals, one representation) see it too.
    mayAlsoFail: ['VIEWER-Collection.admin'],
    category: 'auth',
    profiles: ['collections'],
    // Another organization's admin is sent on with the admin's token too.
    expected: ['ACL-OTHER-ORG.getCollectionById', 'AUTH-REQUIRED.getCollectionById'],
    handle: async (request, forward) => {
      if (!is(request, 'GET', /^\/v1\/collections\/[^/]+$/)) return forward(request);
      return forward({ ...request, headers: { ...request.headers, authorization: `Bearer ${adminToken.value}` } });
    },
  },
  {
    name: 'a member with role read can rename a collection (the permission check is missing)',
    // The families of issue 54 (effects, permissions, refusals, one representation) see it too.
    mayAlsoFail: ['VIEWER-Collection.admin'],
    category: 'auth',
    profiles: ['collections'],
    expected: ['ACL-READ-ONLY.updateCollectionById'],
    handle: (request, forward) =>
      is(request, 'PATCH', /^\/v1\/collections\/[^/]+$/) &&
      request.headers.authorization === `Bearer ${readerToken.value}`
        ? forward({ ...request, headers: { ...request.headers, authorization: `Bearer ${adminToken.value}` } })
        : forward(request),
  },
  {
    name: "another organization's admin is told 403 on DELETE space, revealing that it exists",
    category: 'auth',
    profiles: ['spaces'],
    expected: ['ACL-OTHER-ORG.deleteSpaceById.404'],
    handle: async (request, forward) => {
      const response = await forward(request);
      const outsider = request.headers.authorization === `Bearer ${outsiderToken.value}`;
      return is(request, 'DELETE', /^\/v1\/spaces\/[^/]+$/) && outsider && response.status === 404
        ? error(403, 'You may not delete this space')
        : response;
    },
  },
  {
    name: 'PATCH team refuses a missing token with an HTML page',
    category: 'auth',
    profiles: ['members-teams'],
    // The negative phase's bad credentials meet the same HTML page.
    // The negative phase's bad credentials meet the same HTML page; the spec declares its 401 as application/json.
    expected: [
      'AUTH-REQUIRED.updateTeamInOrganizationById.401',
      'ROB-ERROR-BODY.updateTeamInOrganizationById',
      'RSP-MEDIA-TYPE.updateTeamInOrganizationById',
      // every 401 it answers: no error body, and no WWW-Authenticate challenge either
      'RSP-STATUS-DECLARED.updateTeamInOrganizationById',
      'AUTH-CHALLENGE.updateTeamInOrganizationById',
    ],
    handle: async (request, forward) => {
      const response = await forward(request);
      if (!is(request, 'PATCH', /^\/v1\/orgs\/[^/]+\/teams\/[^/]+$/) || response.status !== 401) return response;
      return htmlPage(401, '<html><body>Unauthorized</body></html>');
    },
  },
  {
    name: 'GET team leaves out the required field "object"',
    category: 'responses',
    profiles: ['members-teams'],
    expected: ['RSP-SCHEMA.getTeamInOrganizationById'],
    handle: rewriteAnswer('GET', /^\/v1\/orgs\/[^/]+\/teams\/[^/]+$/, 200, ({ object: _object, ...rest }) => rest),
  },
  {
    name: "the space list leaves out each item's urls, a field the live service always sends",
    category: 'responses',
    profiles: ['spaces'],
    // Space.urls is required beyond the contract (x-required-beyond-contract): a SHOULD, the schema MUST holds.
    expected: ['RSP-FIELDS.listSpacesInOrganizationById'],
    handle: rewriteAnswer('GET', /^\/v1\/orgs\/[^/]+\/spaces$/, 200, (body) => ({
      ...body,
      items: (body['items'] as Record<string, unknown>[]).map(({ urls: _urls, ...item }) => item),
    })),
  },
  {
    name: 'GET space leaves out the contract-Required field "title"',
    // The families of issue 54 (effects, permissions, refusals, one representation) see it too.
    mayAlsoFail: [
      'EFFECT-duplicateSpace',
      'EFFECT-duplicateSpace.copied',
      'EFFECT-moveSpace',
      'EFFECT-restoreSpace',
      'EFFECT-transferSpace',
    ],
    category: 'responses',
    profiles: ['spaces'],
    // The PATCH checks read the space back through this GET: the title they set is gone there too.
    // The PATCH and the create send a title that GET space then leaves out.
    expected: ['PATCH-KEEP.updateSpaceById', 'RSP-SCHEMA.getSpaceById', 'RYW.createSpace', 'RYW.updateSpaceById'],
    handle: rewriteAnswer('GET', /^\/v1\/spaces\/[^/]+$/, 200, ({ title: _title, ...rest }) => rest),
  },
  {
    name: 'PATCH SAML provider answers 201 instead of 200',
    category: 'responses',
    profiles: ['sso'],
    expected: ['RSP-STATUS.updateOrganizationSAMLProvider'],
    handle: swapStatus('PATCH', /^\/v1\/orgs\/[^/]+\/saml\/[^/]+$/, 200, 201),
  },
  {
    name: 'deleted spaces expire on the wall clock, ignoring the test clock',
    category: 'state',
    profiles: ['spaces'],
    // The space's timestamps then lie outside the test clock's window too.
    expected: ['STATE-space.expiry', 'TIME-Space'],
    handle: fakeClock(),
  },
  {
    name: 'DELETE space is a hard delete: restore answers 404',
    // The families of issue 54 (effects, permissions, refusals, one representation) see it too.
    mayAlsoFail: ['EFFECT-restoreSpace'],
    category: 'state',
    profiles: ['spaces'],
    // Restoring a deleted space, read-your-writes' write, is refused too.
    expected: ['STATE-space.soft-delete', 'DEL-GONE.deleteSpaceById', 'RYW.restoreSpace'],
    // Authentication still comes first; an authenticated restore finds nothing to bring back.
    handle: async (request, forward) =>
      is(request, 'POST', /^\/v1\/spaces\/[^/]+\/restore$/) &&
      request.headers.authorization === `Bearer ${adminToken.value}`
        ? error(404, 'Space not found')
        : forward(request),
  },
  {
    name: 'PATCH collection crashes (500, stack trace) on a title that is not a string',
    category: 'robustness',
    profiles: ['collections'],
    // The negative phase sends a wrong-typed title too: a 500 is also a broken MUST.
    // A 500 is a status the spec does not declare: its HTML body breaks the SHOULD of undeclared statuses too.
    expected: [
      'ROB-INVALID-BODY.updateCollectionById',
      'ROB-NEVER-5XX.updateCollectionById',
      'RSP-MEDIA-TYPE.updateCollectionById.undeclared',
      'RSP-NO-5XX.updateCollectionById',
    ],
    handle: async (request, forward) => {
      const title = requestJson(request)?.['title'];
      if (!is(request, 'PATCH', /^\/v1\/collections\/[^/]+$/) || title === undefined || typeof title === 'string')
        return forward(request);
      return htmlPage(500, '<pre>TypeError: body.title.trim is not a function</pre>');
    },
  },
  // Systematic faults: every SHOULD that names the error body or a 4xx status; an HTML page also breaks the media type.
  {
    name: 'every error body is HTML',
    // The families of issue 54 (effects, permissions, refusals, one representation) see it too.
    mayAlsoFail: [
      'CONFLICT-moveCollection.409',
      'CONFLICT-transferCollection.412',
      'REQ-TOO-LARGE.createCollection',
      'REQ-TOO-LARGE.moveCollection',
      'REQ-TOO-LARGE.transferCollection',
      'REQ-TOO-LARGE.updateCollectionById',
      'ROB-INVALID-PARAM.listCollectionsInOrganizationById',
      'ROB-INVALID-PARAM.listSpacesInCollectionById',
    ],
    category: 'robustness',
    profiles: ['collections'],
    expected: [
      'PAG-CURSOR-FILTER.listCollectionsInOrganizationById',
      'ACL-OTHER-ORG.createCollection.404',
      'ACL-OTHER-ORG.deleteCollectionById.404',
      'ACL-OTHER-ORG.getCollectionById.404',
      'ACL-OTHER-ORG.listCollectionsInOrganizationById.404',
      'ACL-OTHER-ORG.listSpacesInCollectionById.404',
      'ACL-OTHER-ORG.moveCollection.404',
      'ACL-OTHER-ORG.transferCollection.404',
      'ACL-OTHER-ORG.updateCollectionById.404',
      'ACL-READ-ONLY.createCollection.403',
      'ACL-READ-ONLY.deleteCollectionById.403',
      'ACL-READ-ONLY.moveCollection.403',
      'ACL-READ-ONLY.transferCollection.403',
      'ACL-READ-ONLY.updateCollectionById.403',
      'AUTH-REQUIRED.createCollection.401',
      'AUTH-REQUIRED.deleteCollectionById.401',
      'AUTH-REQUIRED.getCollectionById.401',
      'AUTH-REQUIRED.listCollectionsInOrganizationById.401',
      'AUTH-REQUIRED.listSpacesInCollectionById.401',
      'AUTH-REQUIRED.moveCollection.401',
      'AUTH-REQUIRED.transferCollection.401',
      'AUTH-REQUIRED.updateCollectionById.401',
      'DEL-GONE.deleteCollectionById.404',
      // writes after the delete: the DELETE again and the PATCH
      'GONE-WRITE.deleteCollectionById.404',
      'GONE-WRITE.updateCollectionById.404',
      ...collectionBadRequests,
      // the negative phase's 4xx and the 405 of a method a path does not allow: the error body is a SHOULD
      ...collectionOperations.map((id) => `ROB-ERROR-BODY.${id}`),
      ...collectionPaths.map((id) => `ROB-ALLOW.${id}.405`),
      // the spec declares every error of these operations as application/json: an HTML page is a MUST
      ...collectionOperations.map((id) => `RSP-MEDIA-TYPE.${id}`),
      // every 4xx any check meets, and the 415 of a body sent as text/plain
      ...collectionOperations.map((id) => `RSP-STATUS-DECLARED.${id}`),
      ...collectionBodies.map((id) => `REQ-MEDIA-TYPE.${id}`),
    ],
    handle: htmlErrorBodies,
  },
  {
    name: 'every 400 becomes a 500',
    // The families of issue 54 (effects, permissions, refusals, one representation) see it too.
    mayAlsoFail: [
      'ROB-INVALID-PARAM.listCollectionsInOrganizationById',
      'ROB-INVALID-PARAM.listSpacesInCollectionById',
    ],
    category: 'robustness',
    profiles: ['collections'],
    expected: [
      'PAG-CURSOR-FILTER.listCollectionsInOrganizationById',
      ...collectionBadRequests,
      // the negative phase's malformed requests: a 5xx for a client's mistake is a MUST
      ...collectionOperations.map((id) => `ROB-NEVER-5XX.${id}`),
      // every 5xx of the run, whichever check sent the request
      ...collectionOperations.map((id) => `RSP-NO-5XX.${id}`),
      // the refusal requirements whose check drew a 500: a 5xx is never a refusal (engine/server-errors.ts)
      'ATOMIC-createCollection',
      'ATOMIC-updateCollectionById',
      'ENUM-collection.defaultLevel',
      ...collectionBadRequests.filter((id) => id.startsWith('LIM-')).map((id) => id.replace(/\.400$/, '')),
    ],
    handle: badRequestCrashes,
  },
  ...contentFaults,
  ...sitesFaults,
  ...reachFaults,
  ...judgmentFaults,
  ...sortFaults,
  ...aclFaults,
  ...filtersFaults,
  ...passiveFaults,
  ...stateFaults,
  ...authorFaults,
  ...referenceFaults,
  ...trustFaults,
  ...disclosureFaults,
  ...requestFaults,
  ...viewerFaults,
  ...derivedFaults,
  ...httpFaults,
  ...conflictFaults,
  ...locationFaults,
  ...sameFaults,
  ...flagFaults,
  ...effectFaults,
  ...cascadeFaults,
];

/** Tokens of the running fixtures (set by the test before the runs). */
export const adminToken = { value: '' };
export const readerToken = { value: '' };
export const outsiderToken = { value: '' };

/** Sets the tokens the faults recognize callers by. */
export function useTokens(tokens: { admin: string; reader: string; outsider: string }): void {
  adminToken.value = tokens.admin;
  readerToken.value = tokens.reader;
  outsiderToken.value = tokens.outsider;
}
