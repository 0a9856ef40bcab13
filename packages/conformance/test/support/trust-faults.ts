/**
 * Faults a green run must not hide: a write that drops one field when another comes along (judged against what was
 * sent, not against its own answer), and an operation that refuses everyone (its refusal requirements have no
 * positive control: they are SKIPPED, never passed).
 */
import type { Fault } from './faults.js';
import { is, json, parts, requestJson, type Forward, type ProxiedRequest } from './fault-proxy.js';

/** A space PATCH that ignores `title` whenever `emoji` is in the same body, and answers the space as it is. */
const titleDroppedWithEmoji = async (request: ProxiedRequest, forward: Forward) => {
  const body = requestJson(request);
  if (!is(request, 'PATCH', /^\/v1\/spaces\/[^/]+$/) || body === undefined || !('title' in body && 'emoji' in body))
    return forward(request);
  const { title: _ignored, ...rest } = body;
  return forward({ ...request, body: Buffer.from(JSON.stringify(rest)) });
};

/** The organization's PATCH answered 405 to every caller, as if the route did not take PATCH. */
const organizationPatchRefused = async (request: ProxiedRequest, forward: Forward) => {
  if (!is(request, 'PATCH', /^\/v1\/orgs\/[^/]+$/)) return forward(request);
  return {
    ...json(405, { error: { code: 405, message: 'Method Not Allowed' } }),
    headers: { 'content-type': 'application/json; charset=utf-8', allow: 'GET' },
  };
};

/**
 * A restore of a space that is not deleted refused with 400: the contract's transition starts from a deleted space
 * and says nothing of a live one (the reference answers it as it is), so no requirement may fail on it.
 */
function restoreOfLiveSpaceRefused() {
  return async (request: ProxiedRequest, forward: Forward) => {
    if (!is(request, 'POST', /^\/v1\/spaces\/[^/]+\/restore$/)) return forward(request);
    const path = parts(request).path.replace(/\/restore$/, '');
    const { 'content-type': _json, ...headers } = request.headers;
    const live = await forward({ method: 'GET', url: path, headers, body: Buffer.alloc(0) });
    if (live.status !== 200) return forward(request);
    return json(400, { error: { code: 400, message: 'The space is not deleted' } });
  };
}

export const trustFaults: Fault[] = [
  {
    name: 'PATCH of a space ignores title whenever emoji comes in the same body',
    category: 'state',
    profiles: ['spaces'],
    expected: ['RYW.updateSpaceById'],
    handle: titleDroppedWithEmoji,
  },
  {
    name: "PATCH of an organization answers 405 to everyone (its refusal requirements skip, they don't pass)",
    // The families of issue 54 (effects, permissions, refusals, one representation) see it too.
    mayAlsoFail: [
      'REQ-TOO-LARGE.updateOrganizationById',
      'ROB-INVALID-BODY.updateOrganizationById',
      'VIEWER-Organization.admin',
    ],
    category: 'state',
    profiles: ['core'],
    // What a 405 breaks: each allowed request refused, and each refusal answered with the wrong status.
    expected: [
      'ACL-OTHER-ORG.updateOrganizationById.404',
      'ACL-READ-ONLY.updateOrganizationById.403',
      'AUTH-REQUIRED.updateOrganizationById.401',
      'ENUM-organization.defaultRole',
      'ENUM-organization.defaultRole.400',
      'ENUM-organization.defaultRole.exact.400',
      'LIM-organization.hostname.max',
      'LIM-organization.hostname.max.400',
      'LIM-organization.hostname.min',
      'LIM-organization.hostname.min.400',
      'LIM-organization.logo.max',
      'LIM-organization.logo.max.400',
      'LIM-organization.title.max',
      'LIM-organization.title.max.400',
      'LIM-organization.title.min',
      'LIM-organization.title.min.400',
      'REQ-MEDIA-TYPE.updateOrganizationById',
      'RYW.updateOrganizationById',
      'STATE-organization.default-content',
      'STATE-organization.email-domains',
    ],
    expectSkipped: [
      'ACL-READ-ONLY.updateOrganizationById',
      'ACL-OTHER-ORG.updateOrganizationById',
      'RO-FIELD-updateOrganizationById',
    ],
    handle: organizationPatchRefused,
  },
  {
    name: 'restore of a space that is not deleted answers 400 (a choice the contract leaves open)',
    category: 'state',
    profiles: ['spaces'],
    expected: [],
    handle: restoreOfLiveSpaceRefused(),
  },
];
