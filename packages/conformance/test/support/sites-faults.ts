/**
 * Single faults of sites, OpenAPI specifications and translation settings, each the way a careless
 * implementation goes wrong, with exactly the requirement IDs that must catch it (part of the fault table in
 * faults.ts).
 */
import { adminToken, type Fault } from './faults.js';
import {
  changeQuery,
  eachObject,
  is,
  json,
  parts,
  requestJson,
  rewriteJson,
  swapStatus,
  titleOneTooLong,
  withJsonBody,
  type FaultHandler,
  type Forward,
  type ProxiedRequest,
} from './fault-proxy.js';

const SHARE_LINK = /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/share-links\/[^/]+$/;
const ADAPTIVE_SCHEMA = /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/adaptive-schema$/;
const OPENAPI_SPEC = /^\/v1\/orgs\/[^/]+\/openapi(\/[^/]+)?$/;
const TRANSLATIONS = /^\/v1\/orgs\/[^/]+\/translations(\/[^/]+)?$/;

const asAdmin = (request: ProxiedRequest) => request.headers.authorization === `Bearer ${adminToken.value}`;

/** An admin request the proxy sends on its own. */
const adminRequest = (method: string, url: string, body?: unknown): ProxiedRequest => ({
  method,
  url,
  headers: { authorization: `Bearer ${adminToken.value}`, 'content-type': 'application/json' },
  body: body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body)),
});

/**
 * The share key is looked up without looking at `active`: a deactivated link's key keeps opening the site. The
 * proxy remembers deactivated links and, when their key comes back, reactivates the link around that request.
 */
function inactiveLinksStillOpen(): FaultHandler {
  const inactive = new Map<string, string>();
  const keyOf = (body: Buffer): string | undefined => {
    const published = (JSON.parse(body.toString('utf8')) as { urls?: { published?: string } }).urls?.published;
    return published === undefined ? undefined : (new URL(published).searchParams.get('share') ?? undefined);
  };
  return async (request, forward: Forward) => {
    const { path, query } = parts(request);
    if (is(request, 'PATCH', SHARE_LINK)) {
      const response = await forward(request);
      const active = requestJson(request)?.['active'];
      const key = response.status === 200 ? keyOf(response.body) : undefined;
      if (key !== undefined && active === false) inactive.set(key, path);
      if (key !== undefined && active === true) inactive.delete(key);
      return response;
    }
    const link = request.method === 'GET' ? inactive.get(query.get('shareKey') ?? '') : undefined;
    if (link === undefined) return forward(request);
    await forward(adminRequest('PATCH', link, { active: true }));
    try {
      return await forward(request);
    } finally {
      await forward(adminRequest('PATCH', link, { active: false }));
    }
  };
}

/** PUT adaptive-schema takes any claim type: a schema with a non-boolean claim is answered 200 and served by GET. */
function nonBooleanClaimsStored(): FaultHandler {
  const stored = new Map<string, unknown>();
  const hasNonBooleanClaim = (schema: unknown): boolean => {
    const properties =
      (
        schema as
          | { properties?: Record<string, { type?: unknown; properties?: Record<string, { type?: unknown }> }> }
          | undefined
      )?.properties ?? {};
    const claims = [
      ...Object.entries(properties).filter(([name]) => name !== 'unsigned'),
      ...Object.entries(properties['unsigned']?.properties ?? {}),
    ];
    return claims.some(([, claim]) => typeof claim.type === 'string' && claim.type !== 'boolean');
  };
  return async (request, forward) => {
    const { path } = parts(request);
    if (is(request, 'GET', ADAPTIVE_SCHEMA) && stored.has(path) && asAdmin(request)) {
      return json(200, {
        object: 'site-adaptive-schema',
        jsonSchema: stored.get(path),
        updatedAt: new Date().toISOString(),
      });
    }
    if (!is(request, 'PUT', ADAPTIVE_SCHEMA) || !asAdmin(request)) return forward(request);
    const jsonSchema = requestJson(request)?.['jsonSchema'];
    if (hasNonBooleanClaim(jsonSchema)) {
      stored.set(path, jsonSchema);
      return json(200, { object: 'site-adaptive-schema', jsonSchema, updatedAt: new Date().toISOString() });
    }
    const response = await forward(request);
    if (response.status === 200) stored.delete(path);
    return response;
  };
}

/** The processing of a specification never starts: every answer says `pending` and names no version. */
const pendingForever = (body: Record<string, unknown>) => {
  const { lastVersion: _version, lastProcessedAt: _at, lastProcessErrorCode: _code, ...rest } = body;
  return { ...rest, processingState: 'pending' };
};

export const sitesFaults: Fault[] = [
  {
    name: 'an inactive share link still opens its site (the key lookup ignores `active`)',
    category: 'state',
    profiles: ['sites'],
    expected: ['STATE-share-link.inactive'],
    handle: inactiveLinksStillOpen(),
  },
  {
    name: 'unpublish answers 200 with published false but leaves the site published',
    category: 'state',
    profiles: ['sites'],
    expected: ['EFFECT-unpublishSite', 'STATE-site.published', 'STATE-site.unpublished-closed'],
    // A check that publishes the shared site and unpublishes it again leaves it published under this fault.
    mayAlsoFail: ['SAME-Site', 'ACL-OTHER-ORG.addSectionToSiteSectionGroup.404'],
    handle: async (request, forward) => {
      const { path } = parts(request);
      if (request.method !== 'POST' || !path.endsWith('/unpublish') || !asAdmin(request)) return forward(request);
      const site = await forward({
        ...request,
        method: 'GET',
        url: path.slice(0, -'/unpublish'.length),
        body: Buffer.alloc(0),
      });
      return site.status === 200 ? rewriteJson(site, (body) => ({ ...body, published: false })) : forward(request);
    },
  },
  {
    name: 'GET site-spaces ignores the `default` filter',
    // The families of issue 54 (effects, permissions, refusals, one representation) see it too.
    mayAlsoFail: ['ROB-INVALID-PARAM.listSiteSpaces'],
    category: 'state',
    profiles: ['sites'],
    expected: ['FILTER-listSiteSpaces.default', 'PAG-CURSOR-FILTER.listSiteSpaces', 'STATE-site.default-site-space'],
    handle: changeQuery(
      /\/site-spaces$/,
      (query) => query.has('default'),
      (query) => query.delete('default'),
    ),
  },
  {
    name: 'DELETE of a site section answers 204 instead of 205',
    category: 'delete',
    profiles: ['sites'],
    // the counts model deletes sections it made: a delete that does not answer 205 stops it
    expected: ['DEL-STATUS.deleteSiteSectionById', 'COUNT-FOLLOWS.listSiteSections'],
    handle: swapStatus('DELETE', /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/sections\/[^/]+$/, 205, 204),
  },
  {
    name: 'the sections list embeds no site spaces in any section',
    category: 'state',
    profiles: ['sites'],
    // The answers of a section's own writes still embed them: SAME and read-your-writes see the list differ.
    expected: [
      'RYW.addSectionToSite',
      'RYW.moveSiteSection',
      'SAME-SiteSection',
      'STATE-site.published-content',
      'STATE-site.structure',
    ],
    handle: async (request, forward) => {
      const response = await forward(request);
      if (!is(request, 'GET', /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/sections$/) || response.status !== 200)
        return response;
      return rewriteJson(response, (body) =>
        eachObject(body, (section) => ('siteSpaces' in section ? { ...section, siteSpaces: [] } : section)),
      );
    },
  },
  {
    name: "a site's adaptive schema shows the updatedAt of the site's creation, whatever was PUT since",
    category: 'state',
    profiles: ['sites'],
    expected: ['ADAPT-schema.updated-at'],
    handle: async (request, forward) => {
      const response = await forward(request);
      if (!ADAPTIVE_SCHEMA.test(parts(request).path) || response.status !== 200) return response;
      return rewriteJson(response, (body) => ({ ...body, updatedAt: '2020-01-01T00:00:00.000Z' }));
    },
  },
  {
    name: "a published site's content is a stale copy: an old site title, its structure in reverse order",
    category: 'state',
    profiles: ['sites'],
    expected: ['STATE-site.published-content'],
    handle: async (request, forward) => {
      const response = await forward(request);
      if (!is(request, 'GET', /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/published$/) || response.status !== 200)
        return response;
      return rewriteJson(response, (body) => {
        const structure = body['structure'] as { structure?: unknown[] } | undefined;
        const site = { ...(body['site'] as Record<string, unknown>), title: 'Cached title' };
        const items = Array.isArray(structure?.structure) ? [...structure.structure].reverse() : [];
        return { ...body, site, structure: { ...structure, structure: items } };
      });
    },
  },
  {
    name: 'a site section moved before another lands right after it',
    category: 'state',
    profiles: ['sites'],
    expected: ['STATE-site.move-position'],
    handle: (request, forward) => {
      const body = requestJson(request) as { position?: { before?: unknown; after?: unknown } } | undefined;
      if (
        !is(request, 'POST', /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/sections\/[^/]+\/move$/) ||
        body?.position?.before === undefined
      )
        return forward(request);
      return forward(withJsonBody(request, { ...body, position: { after: body.position.before } }));
    },
  },
  {
    name: 'a site PATCH ignores adaptiveContent',
    category: 'state',
    profiles: ['sites'],
    // A body field never read is never refused either: a wrongly typed or oversized adaptiveContent is accepted.
    expected: ['ADAPT-content.enabled', 'REQ-TOO-LARGE.updateSiteById', 'ROB-INVALID-BODY.updateSiteById'],
    handle: (request, forward) => {
      const body = requestJson(request);
      if (!is(request, 'PATCH', /^\/v1\/orgs\/[^/]+\/sites\/[^/]+$/) || body === undefined) return forward(request);
      const { adaptiveContent: _ignored, ...rest } = body;
      return forward(withJsonBody(request, rest));
    },
  },
  {
    name: 'PUT adaptive-schema answers the schema stored before it',
    category: 'state',
    profiles: ['sites'],
    // The old answer carries the old updatedAt too.
    expected: ['ADAPT-schema.accepts', 'ADAPT-schema.updated-at'],
    handle: async (request, forward) => {
      if (!is(request, 'PUT', ADAPTIVE_SCHEMA)) return forward(request);
      const before = await forward({ ...request, method: 'GET', body: Buffer.alloc(0) });
      const put = await forward(request);
      return put.status === 200 && before.status === 200 ? { ...put, body: before.body } : put;
    },
  },
  {
    name: 'PUT adaptive-schema accepts and stores a claim that is not boolean',
    category: 'limits',
    profiles: ['sites'],
    // The stored claim also breaks the SiteAdaptiveJsonSchema of both answers.
    expected: ['ADAPT-schema.refuses', 'RSP-SCHEMA.getSiteAdaptiveSchema', 'RSP-SCHEMA.updateSiteAdaptiveSchema'],
    handle: nonBooleanClaimsStored(),
  },
  {
    name: 'an OpenAPI specification shows its source URL without its path',
    category: 'state',
    profiles: ['openapi'],
    expected: ['STATE-openapi.processed'],
    handle: async (request, forward) => {
      const response = await forward(request);
      if (!OPENAPI_SPEC.test(parts(request).path) || response.status >= 300) return response;
      return rewriteJson(response, (body) =>
        eachObject(body, (item) =>
          typeof item['sourceURL'] === 'string' ? { ...item, sourceURL: new URL(item['sourceURL']).origin } : item,
        ),
      );
    },
  },
  {
    name: 'an OpenAPI specification stays pending forever (processing never runs)',
    category: 'state',
    profiles: ['openapi'],
    expected: ['STATE-openapi.processed'],
    handle: async (request, forward) => {
      const response = await forward(request);
      if (!OPENAPI_SPEC.test(parts(request).path) || response.status >= 300 || response.body.length === 0)
        return response;
      return rewriteJson(response, (body) => eachObject(body, pendingForever));
    },
  },
  {
    name: 'translation title accepted one character too long (101 stored)',
    category: 'limits',
    profiles: ['translations'],
    // The stored 101 characters also break the TranslationSettings schema (title max 100) of both answers.
    expected: ['LIM-translationSettings.title.max', 'RSP-SCHEMA.createTranslation', 'RSP-SCHEMA.updateTranslation'],
    handle: titleOneTooLong(100, (request) => is(request, 'POST', TRANSLATIONS) || is(request, 'PUT', TRANSLATIONS)),
  },
];
