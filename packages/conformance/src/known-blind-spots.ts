/**
 * The documented elements no requirement can judge from outside, each rule with why: `list --blind-spots` prints
 * what they cover apart from the open blind spots (blind-spots.ts). A rule covers an element only where a request
 * of the contract cannot provoke it or no outside observer can predict its value; an element a requirement could
 * judge and does not stays an open blind spot.
 */
import { nothingToRefuse } from '@docs-api/spec';
import type { ApiSpec, Operation } from './contract/operations.js';
import { propertiesOf, resolve } from './contract/schema-walk.js';

export type BlindKind = 'response field' | 'status' | 'request field';

export interface KnownRule {
  /** A short name, shown as the heading of what it covers. */
  name: string;
  /** Why no requirement can decide it from outside. */
  why: string;
  covers(spec: ApiSpec, op: Operation, kind: BlindKind, element: string | number): boolean;
}

/** Reads every member may send, and the ping: no caller the fixtures name is refused them. */
const anyMember = (op: Operation): boolean => op.method === 'get' || op.id === 'updateOrganizationMemberLastSeenAt';

/** A request that carries nothing a schema can refuse: no body, and every parameter a free-form string. */
const refusesNothing = (spec: ApiSpec, op: Operation): boolean =>
  nothingToRefuse(spec.document, [...op.pathParameters, ...op.queryParams], op.body !== undefined);

/**
 * Schemas of content no operation of the API writes: pages (from the organization's own content or an import's
 * conversion of HTML), files (uploads), and what is derived from them (the references to a file, the links between
 * pages, the results a search finds in them).
 */
const unwrittenContent = new Set([
  'Page',
  'File',
  'ContentReference',
  'LinkListResponse',
  'SpaceSearchItem',
  'OrganizationSearchItem',
]);

/** Per schema, the fields the product sets outside the API (sign-up, the site's plan, custom domains). */
const setOutside: Record<string, Set<string>> = {
  Organization: new Set(['createdAt', 'type', 'useCase', 'communityType', 'customHostname']),
  Site: new Set(['icon', 'hostname', 'ads', 'features']),
  SiteSpace: new Set(['hasAdvancedCustomizationFeature']),
  Member: new Set(['disabled', 'joinedAt']),
  Team: new Set(['spaces']),
  TranslationSettings: new Set(['languages']),
};

/** An Organization field the product's billing sets: no operation of the API writes it. */
const billingFields = new Set(['plan', 'billing', 'trial', 'blocked', 'internal_billingMigration']);

/** Whether the `urls` of the answer (or of its items) is an object without `location`: links into the web app. */
function urlsWithoutLocation(spec: ApiSpec, op: Operation, field: string): boolean {
  const schema = op.responseSchemas.get(op.successStatuses[0] ?? 200);
  if (schema === undefined) return false;
  const items = propertiesOf(spec.document, schema)['items'];
  const item = items === undefined ? undefined : resolve(spec.document, items).items;
  const holder = field.startsWith('items[].') ? item : schema;
  const urls = holder === undefined ? undefined : propertiesOf(spec.document, holder)['urls'];
  return urls !== undefined && propertiesOf(spec.document, resolve(spec.document, urls))['location'] === undefined;
}

export const knownRules: KnownRule[] = [
  {
    name: '403 on a request every member may send',
    why: "A member is refused a read (or the ping) only below role read, as a guest (docs/behaviour.md#roles-and-access-levels). The fixtures' callers are an admin, a member with role read and an admin of another organization (answered 404): none of them can be refused with 403 here.",
    covers: (_spec, op, kind, element) => kind === 'status' && element === 403 && anyMember(op),
  },
  {
    name: '400 on a request with nothing a schema can refuse',
    why: 'The request has no body and its parameters are free-form strings (ids, keys): no request of the form the contract gives is malformed. A wrong id is unknown (404), not malformed.',
    covers: (spec, op, kind, element) => kind === 'status' && element === 400 && refusesNothing(spec, op),
  },
  {
    name: '404 of the organizations of an email domain',
    why: 'Its path names an email domain, not an object: the contract shows no domain that is not found, and the reference answers every domain (an empty list for one no organization claims).',
    covers: (_spec, op, kind, element) =>
      kind === 'status' && element === 404 && op.id === 'getOrganizationsForEmailDomain',
  },
  {
    name: '409 the spec lists without a cause',
    why: "The live service documents a 409 for a space move and a collection transfer, but neither the contract nor docs/behaviour.md#error-body-and-failure-statuses names a conflict either can make (a space has no descendants; a transfer's refusals are 403, 404 and 412): no request of known meaning provokes it.",
    covers: (_spec, op, kind, element) =>
      kind === 'status' && element === 409 && (op.id === 'moveSpace' || op.id === 'transferCollection'),
  },
  {
    name: 'links into the web app',
    why: "`urls` without a `location` (a revision's, a page's, a site's `app`, `published`, `public`) link into the product's web app and its published sites, outside the API: no request of the API can follow them. Where `urls` has a `location`, LOCATION-<Schema> judges it.",
    covers: (spec, op, kind, element) =>
      kind === 'response field' &&
      /^(items\[\]\.)?urls$/.test(String(element)) &&
      urlsWithoutLocation(spec, op, String(element)),
  },
  {
    name: 'what no request can name',
    why: "A comment's `node` names a node of a page's document, and no answer of the API shows node ids (a page's `format=document` blocks carry none), so no request can name a real one. A section group's deprecated move takes an anchor of type `site-section` (the contract's row): where a group lands among sections is not said anywhere, so no order can be expected.",
    covers: (_spec, op, kind, element) =>
      kind === 'request field' &&
      ((element === 'node' && /^postCommentIn/.test(op.id)) ||
        (element === 'position' && op.id === 'moveSiteSectionGroup')),
  },
  {
    name: 'SAML endpoints of the product',
    why: "A SAML provider's `service` holds the product's own SAML endpoints for it (`acsURL`, `startURL`, `entityID`, docs/behaviour.md#saml-providers): URLs an identity provider calls, outside the API, that no request of the API can follow. STATE-saml.logins judges that each SSO login's `startURL` is its provider's.",
    covers: (spec, op, kind, element) =>
      kind === 'response field' &&
      spec.resourceName(op) === 'SAMLProvider' &&
      String(element).replace(/^items\[\]\./, '') === 'service',
  },
  {
    name: 'content no operation of the API makes',
    why: '`computed=false` changes only computed pages and `evaluated=true` only pages that use variables: no operation of the API makes a computed page or sets a variable, so on every page a run can have both read as leaving the parameter out (docs/behaviour.md#output-flags).',
    covers: (_spec, op, kind, element) =>
      kind === 'request field' && (element === '?computed' || element === '?evaluated') && op.path.includes('/content'),
  },
  {
    name: 'what only the product reads back',
    why: "A change request's `agentTaskId` names a task of the product's AI agent: no answer of the API shows it. A PDF's `only` and `page` choose what the PDF holds, and its `url` is the rendered file: no operation reads a PDF as data. A share link's `shareKey` on a site's lists resolves the published URLs of a share-link site, links outside the API (as `urls` without a location).",
    covers: (_spec, op, kind, element) =>
      (kind === 'request field' && op.id === 'createChangeRequest' && element === 'agentTaskId') ||
      (op.id === 'getChangeRequestPDF' &&
        ((kind === 'request field' && (element === '?only' || element === '?page')) ||
          (kind === 'response field' && element === 'url'))) ||
      (kind === 'request field' && element === '?shareKey' && op.path.includes('/sites/')),
  },
  {
    name: 'pages and files the API cannot write',
    why: "No operation of the API writes a page or a file: pages come from the organization's own content or from a content import whose conversion of HTML the contract does not describe (docs/behaviour.md#imports), files from uploads the API does not offer. Their values — a page's title, slug, path, layout, cover and flags, a file's name, size, type and download URL, the references to a file, the links between pages, what a search finds in them, a revision's variables — cannot be predicted by a client. RSP-SCHEMA checks their shape; SAME-File that every answer shows a file alike.",
    covers: (spec, op, kind, element) =>
      kind === 'response field' &&
      (unwrittenContent.has(spec.resourceName(op) ?? '') ||
        (spec.resourceName(op) === 'Revision' && element === 'variables')),
  },
  {
    name: 'set by the product outside the API',
    why: "An organization's creation date, type, use case, community type and custom hostname are set at sign-up and in the product's settings; a site's icon, hostname, ads and plan features (and a site space's advanced-customization feature) by its plan and custom domain; a member's join date and disabled state by the invitation and the product's admin console; a team's spaces and a translation's languages in the product (no operation grants a team a space or sets the languages). No operation of the API writes them, so no value can be predicted. RSP-SCHEMA checks their shape.",
    covers: (spec, op, kind, element) =>
      kind === 'response field' &&
      setOutside[spec.resourceName(op) ?? '']?.has(String(element).replace(/^items\[\]\./, '')) === true,
  },
  {
    name: "an organization's billing state",
    why: "Set by the product's billing, outside the API: no operation writes it, so no value can be predicted. RSP-SCHEMA checks its shape.",
    covers: (spec, op, kind, element) =>
      kind === 'response field' &&
      spec.resourceName(op) === 'Organization' &&
      billingFields.has(String(element).replace(/^items\[\]\./, '')),
  },
];
