/**
 * Reusable parameters. Path parameters are named `path<Name>` (the builders rely on the prefix);
 * every path parameter is a string (spec (every operation's success status and response schemas)).
 */
import type { ParameterObject } from 'openapi3-ts/oas31';
import { param } from './builders.js';
import { search } from './filters.js';
import { withFlag, type FlagEffect } from './flags.js';
import { openapiSlug } from './schemas/openapi.js';
import { withSort, type SortBy } from './sorting.js';

const pathParameter = (name: string, description: string): ParameterObject => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', minLength: 1 },
});

export const parameters: Record<string, ParameterObject> = {
  pathOrganizationId: pathParameter('organizationId', 'The organization id'),
  pathSpaceId: pathParameter('spaceId', 'The space id'),
  pathCollectionId: pathParameter('collectionId', 'The collection id'),
  pathChangeRequestId: pathParameter('changeRequestId', 'The change request id, or its number within the space'),
  pathCommentId: pathParameter('commentId', 'The comment id'),
  pathCommentReplyId: pathParameter('commentReplyId', 'The comment reply id'),
  pathSiteId: pathParameter('siteId', 'The site id'),
  pathSiteSectionId: pathParameter('siteSectionId', 'The site section id'),
  pathSiteSectionGroupId: pathParameter('siteSectionGroupId', 'The site section group id'),
  pathSiteSpaceId: pathParameter('siteSpaceId', 'The site space id'),
  pathShareLinkId: pathParameter('shareLinkId', 'The share link id'),
  pathTeamId: pathParameter('teamId', 'The team id'),
  pathUserId: pathParameter('userId', 'The user id of a member'),
  pathInviteId: pathParameter('inviteId', 'The invite link id'),
  pathSamlProviderId: pathParameter('samlProviderId', 'The SAML provider id'),
  // spec schema OpenAPISpec `slug` 1 to 100 and its pattern — also where PUT creates a spec by its slug.
  pathSpecSlug: { ...pathParameter('specSlug', 'The OpenAPI specification slug'), schema: openapiSlug },
  pathVersionId: pathParameter('versionId', 'The OpenAPI specification version id'),
  pathTranslationSettingsId: pathParameter('translationSettingsId', 'The translation settings id'),
  pathFileId: pathParameter('fileId', 'The file id'),
  pathPageId: pathParameter('pageId', 'The page id'),
  pathEmailDomain: pathParameter('emailDomain', 'An email domain, e.g. example.com'),

  // spec parameter `limit` (page size) max 1000 on every list operation; docs/behaviour.md#pagination: 0 to 1000.
  page: {
    name: 'page',
    in: 'query',
    required: false,
    description: 'The cursor from `next.page` of the previous page (opaque)',
    schema: { type: 'string', minLength: 1 },
  },
  limit: {
    name: 'limit',
    in: 'query',
    required: false,
    description: 'Maximum number of items in the page',
    schema: { type: 'integer', minimum: 0, maximum: 1000 },
  },
  order: {
    name: 'order',
    in: 'query',
    required: false,
    description: 'Sort direction',
    schema: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  },
  format: {
    name: 'format',
    in: 'query',
    required: false,
    description: 'Output format of content',
    schema: { type: 'string', enum: ['document', 'markdown'] },
  },
  metadata: {
    name: 'metadata',
    in: 'query',
    required: false,
    description: 'When false, the mutable `git` metadata is left out',
    schema: { type: 'boolean', default: true },
  },
  computed: {
    name: 'computed',
    in: 'query',
    required: false,
    description: 'When false, content is not computed',
    schema: { type: 'boolean', default: true },
  },
  shareKey: {
    name: 'shareKey',
    in: 'query',
    required: false,
    description: 'Secret key of a share link; resolves published URLs of share-link sites',
    schema: { type: 'string', minLength: 1 },
  },
  // spec parameter `query` of searchOrganizationContent and searchSpaceContent max 512 characters.
  searchQuery: {
    name: 'query',
    in: 'query',
    required: true,
    description: 'Text to search for',
    schema: { type: 'string', maxLength: 512 },
    // A hit shows the word in its title or in one of its sections; an organization's item groups its pages' hits.
    ...search({ op: 'full-text', field: ['title', 'sections.title', 'sections.body'], hits: 'pages' }),
  },
};

/** The `order` parameter of a list ordered by `by` (its `x-sort`, see sorting.ts); inline, as a `$ref` takes no extension. */
export const orderBy = (by: SortBy): ParameterObject => withSort(parameters['order'] as ParameterObject, { by });

/**
 * `format` of a comment or a reply (README › Output flags): `document` answers the body's blocks instead of its
 * markdown; `markdown`, the reference's default, answers as leaving it out (docs/behaviour.md#output-flags).
 */
export const bodyFormat = withFlag(parameters['format'] as ParameterObject, {
  values: { document: { replaces: { from: 'body.markdown', to: 'body.document' } } },
  default: 'markdown',
  reading: 'reference',
});

/** `format` of a page: `document` answers each document page's blocks instead of its markdown, nested pages too. */
export const pageFormat = withFlag(parameters['format'] as ParameterObject, {
  values: { document: { replaces: { from: 'markdown', to: 'document' } } },
  default: 'markdown',
  nests: 'pages',
  reading: 'reference',
});

/**
 * `metadata` of a content read (spec tag Change request content: "When `metadata` is false the mutable `git`
 * metadata is left out"): `false` leaves out the `git` fields at `paths` of the answer (and of the objects nested
 * through `nests`).
 */
export const metadataLeaving = (paths: string[], nests?: string): ParameterObject => {
  const effect: FlagEffect = { leavesOut: paths };
  return withFlag(parameters['metadata'] as ParameterObject, {
    values: { false: effect },
    ...(nests !== undefined ? { nests } : {}),
  });
};

/** `page` and `limit`, accepted by every list operation. */
export const paginated = [param('page'), param('limit')];

/** The path parameters of a site: its organization and the site. */
export const siteParameters = [param('pathOrganizationId'), param('pathSiteId')];
