/** Composes the family modules into the one OpenAPI 3.1 document of the Docs Workspace Management API. */
import { commonFailureStatuses, requestLimits } from './limits.js';
import type { OpenAPIObject, PathsObject, SchemaObject, TagObject } from 'openapi3-ts/oas31';
import { errorResponse, mergeUnique } from './compose.js';
import { addExamples } from './examples.js';
import { parameters } from './parameters.js';
import { markRequiredBeyondContract } from './required-beyond-contract.js';
import * as changeRequestPaths from './paths/change-requests.js';
import * as collectionPaths from './paths/collections.js';
import * as commentPaths from './paths/comments.js';
import * as contentPaths from './paths/content.js';
import * as memberPaths from './paths/members.js';
import * as openapiPaths from './paths/openapi.js';
import * as organizationPaths from './paths/organizations.js';
import * as shareLinkPaths from './paths/share-links.js';
import * as siteSectionPaths from './paths/site-sections.js';
import * as siteSpacePaths from './paths/site-spaces.js';
import * as sitePaths from './paths/sites.js';
import * as spacePaths from './paths/spaces.js';
import * as ssoPaths from './paths/sso.js';
import * as teamPaths from './paths/teams.js';
import * as translationPaths from './paths/translations.js';
import * as changeRequestSchemas from './schemas/change-requests.js';
import * as commentSchemas from './schemas/comments.js';
import * as commonSchemas from './schemas/common.js';
import * as contentSchemas from './schemas/content.js';
import * as openapiSchemas from './schemas/openapi.js';
import * as organizationSchemas from './schemas/organizations.js';
import * as siteSchemas from './schemas/sites.js';
import * as spaceSchemas from './schemas/spaces.js';
import * as translationSchemas from './schemas/translations.js';

const pathModules: PathsObject[] = [
  organizationPaths.paths,
  memberPaths.paths,
  teamPaths.paths,
  ssoPaths.paths,
  collectionPaths.paths,
  spacePaths.paths,
  changeRequestPaths.paths,
  commentPaths.paths,
  contentPaths.paths,
  sitePaths.paths,
  siteSectionPaths.paths,
  siteSpacePaths.paths,
  shareLinkPaths.paths,
  openapiPaths.paths,
  translationPaths.paths,
];

const schemaModules: Record<string, SchemaObject>[] = [
  commonSchemas.schemas,
  organizationSchemas.schemas,
  spaceSchemas.schemas,
  changeRequestSchemas.schemas,
  commentSchemas.schemas,
  contentSchemas.schemas,
  siteSchemas.schemas,
  openapiSchemas.schemas,
  translationSchemas.schemas,
];

/** One tag per contract section, in the contract's order; the reference groups operations by them. */
const tags: TagObject[] = [
  {
    name: 'Organizations',
    description:
      'The organizations the caller belongs to: settings, plan, trial, invite links and search across their content.',
  },
  {
    name: 'Organization members',
    description: 'Members of an organization, their roles, last activity, SSO membership and what they can reach.',
  },
  {
    name: 'Teams and team members',
    description: 'Teams group members so that spaces and collections can be shared with many people at once.',
  },
  { name: 'SSO', description: 'SAML identity providers of an organization and the SSO logins its members can use.' },
  {
    name: 'Collections',
    description: 'Collections nest spaces (and other collections) and pass their default permission level down.',
  },
  {
    name: 'Spaces',
    description:
      'Spaces hold documentation content; they can be moved, duplicated, transferred, deleted and restored within 7 days.',
  },
  {
    name: 'Change requests',
    description:
      'Proposed edits of a space’s content, reviewed and then merged into the space (a three-way merge of pages).',
  },
  {
    name: 'Space comments',
    description: 'Discussion threads on a space’s content, with replies; a thread is open or resolved.',
  },
  { name: 'Change request comments', description: 'Discussion threads on a change request, with replies.' },
  {
    name: 'Space content',
    description:
      'The current revision of a space: its pages, files, links and backlinks, full-text search and website import.',
  },
  {
    name: 'Change request content',
    description: 'The revision a change request proposes: its pages, files and links.',
  },
  {
    name: 'Sites',
    description:
      'Published documentation sites: plan and features, visibility, publishing, adaptive content and the published structure.',
  },
  {
    name: 'Site sections',
    description: 'Sections split a site into top-level areas, each showing one or more site spaces.',
  },
  {
    name: 'Site section groups',
    description: 'Section groups gather sections under one heading in the site’s navigation.',
  },
  { name: 'Site spaces', description: 'The spaces a site publishes, each at its own path.' },
  { name: 'Site share links', description: 'Links that let people without an account read a site that is not public.' },
  {
    name: 'OpenAPI specifications',
    description:
      'OpenAPI documents an organization keeps (by URL or as text), processed into versions that pages can render.',
  },
  {
    name: 'Translation settings',
    description: 'Translation of one space into another language, kept up to date with the source.',
  },
];

/** Builds the whole document; a fresh object on every call. */
export function buildDocument(): OpenAPIObject {
  return addExamples({
    openapi: '3.1.0',
    info: {
      title: 'Docs Workspace Management API',
      version: '1.0.0',
      description:
        'Manages a documentation workspace over HTTP with JSON bodies: organizations, members, teams, SAML, collections, spaces, change requests, comments, content, sites, OpenAPI specifications and translation settings. Every failure answers `{"error": {"code", "message"}}`. ' +
        `A JSON request body may nest objects and arrays at most ${requestLimits.maxJsonDepth} levels deep (400 beyond) and be at most ${requestLimits.maxBodyBytes} bytes long (413 beyond; root extension \`x-request-limits\`).`,
    },
    servers: [
      {
        url: '{base_url}',
        description: 'Where the API is served; every path starts with /v1',
        variables: { base_url: { default: 'http://localhost:4000' } },
      },
    ],
    'x-request-limits': { ...requestLimits },
    'x-common-failures': [...commonFailureStatuses],
    security: [{ bearerAuth: [] }],
    tags,
    paths: mergeUnique('path', pathModules),
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API_TOKEN>' },
      },
      parameters,
      schemas: markRequiredBeyondContract(mergeUnique('schema', schemaModules)),
      responses: {
        BadRequest: errorResponse(
          400,
          'The request is malformed or breaks a limit, pattern or enum (the message names the field)',
          'body.title must NOT have more than 100 characters',
        ),
        Unauthorized: errorResponse(
          401,
          'No Authorization: Bearer token, or an unknown or revoked one',
          'Missing or invalid bearer token',
        ),
        Forbidden: errorResponse(
          403,
          'The caller lacks the permission for this action',
          'You do not have permission to edit this space',
        ),
        NotFound: errorResponse(
          404,
          'The resource does not exist, or the caller may not know that it exists',
          'Space not found',
        ),
        Conflict: errorResponse(
          409,
          'The action conflicts with the current state',
          'The change request is already merged',
        ),
        PreconditionFailed: errorResponse(
          412,
          'A precondition of a transfer fails',
          'The target organization does not accept this transfer',
        ),
        PayloadTooLarge: errorResponse(
          413,
          'The request body is too large',
          `The request body is larger than ${requestLimits.maxBodyBytes} bytes`,
        ),
        UnsupportedMediaType: errorResponse(
          415,
          'The request body is not JSON',
          'The request body must be application/json',
        ),
      },
    },
  });
}
