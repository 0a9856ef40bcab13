/**
 * What in the spec comes from the contract and what from docs/behaviour.md#must-and-should-in-the-conformance-suite (the live service, a SHOULD).
 * The spec carries both without marking them; these two small tables are transcribed from the
 * contract's own words, so that a value the contract does not name is never checked as a MUST. Beside them, the
 * contract's sentence behind each bound, enumeration and list parameter the suite judges (a requirement's `source`).
 */
import { behaviour, contract, roles } from '../engine/sources.js';
import type { Source } from '../engine/types.js';

/**
 * spec (enums completed per docs/behaviour.md#full-value-sets-of-enumerations) — for each enumeration
 * the spec completes from docs/behaviour.md#full-value-sets-of-enumerations (keyed by its full value set, sorted, joined with `|`), the
 * values the contract itself names. An enumeration not listed here is complete in the contract.
 */
const partialEnumerations: Record<string, string[]> = {
  'asc|desc': ['desc'],
  'joinedAt|lastSeenAt|name': ['joinedAt', 'lastSeenAt'],
  'all|open|resolved': ['all'],
  'document|markdown': [],
  'archived|draft|merged|open': ['draft', 'open'],
  'basic|legacy-basic|legacy-premium|premium|sponsored|ultimate': ['basic'],
  website: ['website'],
  // spec schema Site create `spaces` enum alternative — "a value that creates a new space", not named
  new: [],
};

const keyOf = (values: readonly string[]): string => [...values].sort().join('|');

/** The values of an enumeration the contract names, and whether the contract's set is complete. */
export function contractValues(values: readonly string[]): { named: string[]; complete: boolean } {
  const named = partialEnumerations[keyOf(values)];
  return named === undefined ? { named: [...values], complete: true } : { named, complete: false };
}

/**
 * Numeric bounds that come from docs/behaviour.md#limits, not the contract (spec parameter `limit` max 1000;
 * docs/behaviour.md#pagination: `limit` is a number from 0 to 1000).
 */
export const factNumericBounds = new Set(['limit.minimum']);

type Bound = 'max' | 'min' | 'pattern';

const limitsRow = (quote: string, fields: Record<string, Bound[]>) =>
  Object.entries(fields).map(([key, bounds]) => [key, { quote, bounds }] as const);

/**
 * The bounds the contract's Limits table states, per field of the spec (`<resource>.<field>`, as
 * contract/bounds.ts keys them), with the row that states them.
 */
const contractBounds = new Map<string, { quote: string; bounds: Bound[] }>([
  ...limitsRow('Collection `title` / `description` | max 50 / max 100', {
    'collection.title': ['max'],
    'collection.description': ['max'],
  }),
  ...limitsRow('Space `title` / `emoji` | max 50 / max 50', { 'space.title': ['max'], 'space.emoji': ['max'] }),
  ...limitsRow('Site `title` | 2 to 128', { 'site.title': ['min', 'max'] }),
  ...limitsRow('Site `hostname` | max 512 and its pattern', { 'site.hostname': ['max', 'pattern'] }),
  ...limitsRow('Site `basename` | 1 to 100', { 'site.basename': ['min', 'max'] }),
  ...limitsRow('Site `proxy` | max 512 and its pattern', { 'site.proxy': ['max', 'pattern'] }),
  ...limitsRow(
    'SiteSection `title` / `description` / `path` / `condition` / `icon` | 2 to 128 / max 256 / 1 to 100 / 1 to 1024 / max 50',
    {
      'siteSection.title': ['min', 'max'],
      'siteSection.description': ['max'],
      'siteSection.path': ['min', 'max'],
      'siteSection.condition': ['min', 'max'],
      'siteSection.icon': ['max'],
    },
  ),
  ...limitsRow('SiteSectionGroup `title` / `icon` | 1 to 100 / max 50', {
    'siteSectionGroup.title': ['min', 'max'],
    'siteSectionGroup.icon': ['max'],
  }),
  ...limitsRow('SiteSpace `path` / `condition` | 1 to 100 / 1 to 1024', {
    'siteSpace.path': ['min', 'max'],
    'siteSpace.condition': ['min', 'max'],
  }),
  ...limitsRow('ChangeRequest `subject` | max 100', { 'changeRequest.subject': ['max'] }),
  ...limitsRow('SAML `label` / `entityID` / `certificate` / `ssoURL` | 1 to 30 / max 1024 / max 10000 / max 2048', {
    'samlProvider.label': ['min', 'max'],
    'samlProvider.entityID': ['max'],
    'samlProvider.certificate': ['max'],
    'samlProvider.ssoURL': ['max'],
  }),
  // A specification's `sourceURL` is what the request's `source.url` sets.
  ...limitsRow('OpenAPI `slug` / `sourceURL` / version `url` | 1 to 100 and its pattern / max 2048 / max 2048', {
    'openAPISpec.slug': ['min', 'max', 'pattern'],
    'openAPISpec.source.url': ['max'],
  }),
  ...limitsRow('TranslationSettings `title` (resource) | 1 to 100', { 'translationSettings.title': ['min', 'max'] }),
  ...limitsRow('Team `title` | 1 to 64', { 'team.title': ['min', 'max'] }),
  ...limitsRow('Organization `title` / `hostname` / `logo` | 2 to 255 / 3 to 32 / max 2048', {
    'organization.title': ['min', 'max'],
    'organization.hostname': ['min', 'max'],
    'organization.logo': ['max'],
  }),
  ...limitsRow('ShareLink `name` | max 50', { 'shareLink.name': ['max'] }),
]);

/**
 * Where a bound of a field a client sends comes from: the contract's Limits (its table, the page size of every list,
 * the length of a search `query`), else docs/behaviour.md#limits (the live service's and the reference's own).
 */
export function boundSource(key: string, bound: Bound): Source {
  const name = key.split('@')[0] ?? key;
  const row = contractBounds.get(name);
  if (row?.bounds.includes(bound)) return contract('Limits', row.quote);
  const last = name.split('.').at(-1);
  if (bound === 'min' && factNumericBounds.has(`${last}.minimum`)) return behaviour('limits');
  if (last === 'limit' && bound === 'max')
    return contract('Limits', '`limit` (page size) max 1000 on every list operation.');
  if (last === 'query' && bound === 'max') return contract('Limits', 'Search `query` max 512 characters.');
  return behaviour('limits');
}

const partial = 'Resources and their fields › Enumerations with a partial value set';

/** The sentence of the contract that names each enumeration's values (keyed as partialEnumerations). */
const enumerationQuotes: Record<string, Source> = {
  'admin|comment|create|edit|read|review': roles,
  'in-collection|private|public|share-link|unlisted|visitor-auth': contract(
    'Resources and their fields › Space',
    'Required: `public` (anyone, search-indexed), `unlisted` (anyone, not indexed), `share-link` (secret token in the URL), `visitor-auth` (authenticated via a JWT), `in-collection` (anyone who can access the parent collection; only for spaces in a collection), `private` (authorized members)',
  ),
  'live|locked': contract('Resources and their fields › Space', '`live` (direct edits) or `locked` (all edits locked)'),
  'public|share-link|unlisted|visitor-auth': contract(
    'Resources and their fields › Site',
    'Required: `public` (anyone, indexed), `unlisted` (anyone, not indexed), `share-link` (secret token in URL), `visitor-auth` (authenticated via JWT)',
  ),
  'excluded|included': contract(
    'Resources and their fields › Site',
    'Required: `excluded` (agent cannot access the site), `included` (agent can)',
  ),
  'broken|in-app|ok': contract('Endpoints › Spaces', 'status? (`ok`, `broken`, `in-app`)'),
  'member|owner': contract('Endpoints › Teams and team members', 'role? (`owner` or `member`)'),
  'asc|desc': contract(partial, 'List `order` (`desc`, which is the default).'),
  'joinedAt|lastSeenAt|name': contract(partial, 'Members list `sort` (`joinedAt`, the default, and `lastSeenAt`).'),
  'all|open|resolved': contract(partial, 'Comment-list filter `status` (`all`, which is the default).'),
  'archived|draft|merged|open': contract('States and transitions › Change request', 'Statuses known: `draft`, `open`.'),
  'basic|legacy-basic|legacy-premium|premium|sponsored|ultimate': contract(
    partial,
    'Site `type` (`basic`, which is the default on create).',
  ),
  website: contract(partial, 'Content import `source` (`website`).'),
};

/**
 * Fields whose enumeration the contract names, but where accepting a named value is a transition the contract does
 * not show: a change request's PATCH `status` ("Transitions: not shown"; the reference's are in docs/behaviour.md).
 */
const behaviourFields: Record<string, string> = { 'changeRequest.status': 'change-request-lifecycle' };

/**
 * Where an enumeration a client sends comes from: the contract's sentence naming its values, else (values the
 * contract does not name, a transition it does not show) docs/behaviour.md.
 */
export function enumSource(values: readonly string[], key: string): Source {
  const anchor = behaviourFields[key.split('@')[0] ?? key];
  if (anchor !== undefined) return behaviour(anchor);
  const quoted = enumerationQuotes[keyOf(values)];
  return quoted !== undefined && contractValues(values).named.length > 0
    ? quoted
    : behaviour('full-value-sets-of-enumerations');
}

/** The contract's words for a list's query parameter (`<operationId>.<name>`): its filters and its sort. */
const parameterQuotes: Record<string, Source> = {
  'listMembersInOrganizationById.role': contract('Endpoints › Organization members', 'role? Role'),
  'listMembersInOrganizationById.sort': contract(
    'Endpoints › Organization members',
    'sort? (default `joinedAt`; `lastSeenAt` lists only active members)',
  ),
  'listTeamsForOrganizationMember.title': contract(
    'Endpoints › Organization members',
    'title? (case-insensitive substring)',
  ),
  'listTeamsInOrganizationById.owner': contract(
    'Endpoints › Teams and team members',
    'owner? (member id; only teams that member can manage)',
  ),
  'listTeamsInOrganizationById.title': contract(
    'Endpoints › Teams and team members',
    'title? (case-insensitive substring)',
  ),
  'listCollectionsInOrganizationById.nested': contract(
    'Endpoints › Collections',
    'nested? boolean (default true; true lists nested collections)',
  ),
  'listLinksInSpace.status': contract('Endpoints › Spaces', 'status? (`ok`, `broken`, `in-app`)'),
  'listPageLinksInSpace.status': contract('Endpoints › Space content', 'status? (`ok`, `broken`, `in-app`)'),
  'listChangeRequestsForSpace.status': contract('Endpoints › Change requests', 'status? (default `open`)'),
  'listChangeRequestsForSpace.contributor': contract('Endpoints › Change requests', 'contributor? string (user id)'),
  'listCommentsInSpace.status': contract('Endpoints › Space comments', 'status? (default `all`)'),
  'listCommentsInSpace.targetPage': contract('Endpoints › Space comments', 'targetPage? string'),
  'listCommentsInSpace.authors': contract('Endpoints › Space comments', 'authors? string[] (user ids)'),
  'listCommentsInChangeRequest.status': contract('Endpoints › Change request comments', 'status? (default `all`)'),
  'listCommentsInChangeRequest.targetPage': contract('Endpoints › Change request comments', 'targetPage?'),
  'listCommentsInChangeRequest.authors': contract('Endpoints › Change request comments', 'authors? string[]'),
  'listSites.space': contract('Endpoints › Sites', 'space? (space id)'),
  'listSites.published': contract('Endpoints › Sites', 'published? boolean'),
  'listSiteSpaces.default': contract(
    'Endpoints › Site spaces',
    'default? boolean (true: only the default site space; false: only the others; omitted: all)',
  ),
};

/** The contract's words for a list's query parameter, or undefined where it says nothing of what it does. */
export const parameterSource = (op: string, name: string): Source | undefined => parameterQuotes[`${op}.${name}`];
