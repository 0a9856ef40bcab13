/**
 * Content of a space or change request: revisions, pages, files, links, backlinks, import and search
 * (spec schemas Revision, Page, LinkItem, SpaceSearchItem, OrganizationSearchItem).
 */
import type { SchemaObject } from 'openapi3-ts/oas31';
import { obj, objectAndId, ref, str, stringFields, urlFields, when } from '../builders.js';
import { parsedDocument } from './common.js';

/** A map of string to string (spec tag Space content: `variables` map of string to string). */
const stringMap: SchemaObject = { type: 'object', additionalProperties: { type: 'string' } };

/** `{oid, path}` strings (spec schema Page `git`, Revision `reusableContents[].git`). */
const gitOidPath = obj({ oid: { type: 'string', 'x-instance': 'id' }, path: { type: 'string' } }, ['oid', 'path']);

/** An object with only `app` (spec schema Page: `urls.app`). */
const appUrls = urlFields(['app'], ['app']);

// spec schema Revision `type`; docs/behaviour.md#full-value-sets-of-enumerations: full value set.
export const revisionType: SchemaObject = {
  type: 'string',
  enum: ['edits', 'merge', 'rollback', 'update', 'computed'],
};

// spec schema Page `type`; docs/behaviour.md#full-value-sets-of-enumerations: full value set.
export const pageType: SchemaObject = { type: 'string', enum: ['document', 'group', 'link', 'computed'] };

// spec schema Page `layout.coverSize`; docs/behaviour.md#full-value-sets-of-enumerations: full value set.
export const pageCoverSize: SchemaObject = { type: 'string', enum: ['hero', 'full', 'background'] };

// docs/behaviour.md#full-value-sets-of-enumerations: Page `layout.width` and `layout.coverMask` value sets.
export const pageWidth: SchemaObject = { type: 'string', enum: ['default', 'wide'] };
export const pageCoverMask: SchemaObject = { type: 'string', enum: ['none', 'radial'] };

// spec schema ImportContentRequest `source`; docs/behaviour.md#full-value-sets-of-enumerations: `website` only.
export const importSource: SchemaObject = {
  type: 'string',
  enum: ['website'],
  description: 'website: fetch the URL and turn its pages into pages',
};

// spec tag Space content: import `url (URI)`.
export const importUrl = str({ format: 'uri' });

// spec schema LinkItem: Item `status` (`ok`, `broken`, `in-app`); also the links `status` query filter.
export const linkStatus: SchemaObject = { type: 'string', enum: ['ok', 'broken', 'in-app'] };

/** `cover.ref` / `cover.refDark` (spec schema Page `cover`). */
const coverRef = stringFields('kind', 'file');

/** `{id, title, path, body, urls.app}` (spec schema SpaceSearchItem `sections`). */
const searchSection = obj(
  {
    id: { type: 'string' },
    title: { type: 'string' },
    path: { type: 'string' },
    body: { type: 'string' },
    urls: appUrls,
  },
  ['id', 'title', 'path', 'body', 'urls'],
);

export const schemas: Record<string, SchemaObject> = {
  // spec schema Revision (no field is marked Required).
  Revision: obj(
    {
      ...objectAndId('revision'),
      parents: { type: 'array', items: { type: 'string', 'x-instance': 'id' } },
      pages: { type: 'array', items: ref('Page') },
      files: { type: 'array', items: ref('File') },
      reusableContents: {
        type: 'array',
        items: obj(
          {
            id: { type: 'string' },
            title: { type: 'string' },
            document: { type: 'string' },
            git: gitOidPath,
          },
          ['id', 'title', 'document'],
        ),
      },
      variables: stringMap,
      createdAt: ref('Timestamp'),
      git: obj({
        oid: { type: 'string', 'x-instance': 'id' },
        message: { type: 'string' },
        createdByGitBook: { type: 'boolean' },
        url: { type: 'string' },
        ref: { type: 'string' },
      }),
      urls: urlFields(['app', 'published', 'public'], ['app']),
      type: revisionType,
    },
    // docs/behaviour.md#fields-always-sent (the contract marks none Required)
    ['object', 'id', 'parents', 'pages', 'files', 'reusableContents', 'variables', 'createdAt', 'urls', 'type'],
    {
      description:
        'A revision of the content. The response is one of five variants (by `type`); only the `edits` variant is given by the contract, the fields of the other four variants are not shown.',
    },
  ),

  // spec schema Page (no field is marked Required).
  Page: obj(
    {
      // README › Instances: `x-instance` — the page's id.
      id: { type: 'string', 'x-instance': 'id' },
      title: { type: 'string' },
      emoji: { type: 'string' },
      icon: { type: 'string' },
      createdAt: ref('Timestamp'),
      updatedAt: ref('Timestamp'),
      markdown: { type: 'string' },
      type: pageType,
      urls: appUrls,
      slug: { type: 'string' },
      path: { type: 'string' },
      description: { type: 'string' },
      documentId: { type: 'string', 'x-instance': 'id' },
      pages: { type: 'array', items: ref('Page'), description: 'Nested pages' },
      git: gitOidPath,
      layout: obj(
        {
          cover: { type: 'boolean' },
          title: { type: 'boolean' },
          description: { type: 'boolean' },
          tableOfContents: { type: 'boolean' },
          outline: { type: 'boolean' },
          pagination: { type: 'boolean' },
          width: pageWidth,
          coverSize: pageCoverSize,
          coverMask: pageCoverMask,
        },
        [
          'cover',
          'title',
          'description',
          'tableOfContents',
          'outline',
          'pagination',
          'width',
          'coverSize',
          'coverMask',
        ],
        { description: 'Layout options of a document page (always sent on pages of type `document`)' },
      ),
      cover: obj({ ref: coverRef, refDark: coverRef, yPos: { type: 'number' } }),
      variables: stringMap,
      hidden: { type: 'boolean' },
      noIndex: { type: 'boolean' },
      noRobotsIndex: { type: 'boolean' },
      computed: obj({
        // spec schema Page `computed.type` (only `builtin:openapi` known).
        type: { type: 'string', description: 'Known value: `builtin:openapi`; the full value set is not shown' },
        dependencies: obj({
          spec: obj({ ref: stringFields('kind', 'spec') }),
        }),
        props: stringFields('doc'),
      }),
      computedSeed: { type: 'string' },
      document: parsedDocument(
        'The parsed blocks of the markdown, given instead of `markdown` when `format` is `document` (reference implementation addition)',
      ),
    },
    // Every page has its id, title, `type`, times, app URL, slug, path and nested pages; a document page also its
    // layout (the live service's clients read them without a check — docs/behaviour.md#fields-always-sent).
    ['id', 'title', 'createdAt', 'updatedAt', 'type', 'urls', 'slug', 'path', 'pages'],
    {
      description: 'A page of the content; `pages` holds its nested pages',
      ...when(
        { properties: { type: { const: 'document' } } },
        { required: ['layout', 'urls', 'slug', 'path', 'pages'], properties: { urls: { required: ['app'] } } },
      ),
    },
  ),

  // spec: listPages `{pages: Page[]}` (no `?`, so Required).
  PagesResponse: obj({ pages: { type: 'array', items: ref('Page') } }, ['pages']),

  // spec: importContentInSpace body `url (URI), source (enum)`.
  ImportContentRequest: obj({ url: importUrl, source: importSource }, ['url', 'source']),

  // spec: importContentInChangeRequest import 201 `{revision: string, importedResources: integer, totalResources: integer}`.
  ImportContentResponse: obj(
    {
      revision: { type: 'string', description: 'The id of the revision created by the import', 'x-instance': 'id' },
      importedResources: { type: 'integer', minimum: 0 },
      totalResources: { type: 'integer', minimum: 0 },
    },
    ['revision', 'importedResources', 'totalResources'],
  ),

  // spec schema LinkItem: Reference; fields of kinds other than `file` are not shown.
  ContentReference: obj(
    {
      // spec schema ContentReference `kind` (`file`, `openapi`).
      kind: { type: 'string', description: 'Known values: `file`, `openapi`; the full value set is not shown' },
      organization: ref('Organization'),
      space: ref('Space'),
      versionContext: obj(
        { type: { type: 'string' }, revision: { type: 'string', 'x-instance': 'id' } },
        ['type', 'revision'],
        {
          description: 'Where the reference applies; on backlink items `{type, revision}`',
        },
      ),
      file: ref('File'),
      page: {
        type: 'string',
        description: 'The id of the referenced page (reference implementation addition)',
        'x-instance': 'id',
      },
      url: {
        type: 'string',
        description:
          'The URL of the reference: the app URL of a page, an external link or an unresolved target (reference implementation addition)',
      },
    },
    ['kind'],
    { description: 'A reference to content; the fields of reference kinds other than `file` are not shown' },
  ),

  // spec schema LinkItem: Item.
  LinkItem: obj(
    {
      status: linkStatus,
      // spec schema LinkItem `relation` (`reference`).
      relation: { type: 'string', description: 'Known value: `reference`; the full value set is not shown' },
      targetReference: ref('ContentReference'),
      locationReferences: { type: 'array', items: ref('ContentReference') },
    },
    ['status', 'relation', 'targetReference', 'locationReferences'],
  ),

  // spec schema LinkItem: Envelope: List envelope plus `stats` `{total, broken {total, changeRequest}}` integers.
  LinkListResponse: {
    allOf: [
      ref('ListEnvelope'),
      {
        type: 'object',
        required: ['items', 'stats'],
        properties: {
          items: { type: 'array', items: ref('LinkItem') },
          stats: obj(
            {
              total: { type: 'integer', minimum: 0 },
              broken: obj({ total: { type: 'integer', minimum: 0 }, changeRequest: { type: 'integer', minimum: 0 } }, [
                'total',
                'changeRequest',
              ]),
            },
            ['total', 'broken'],
          ),
        },
      },
    ],
  },

  // spec schema SpaceSearchItem.
  SpaceSearchItem: obj(
    {
      // README › Instances: `x-instance` — the page's id.
      id: { type: 'string', 'x-instance': 'id' },
      title: { type: 'string' },
      path: { type: 'string' },
      sections: { type: 'array', items: searchSection },
      urls: appUrls,
    },
    ['id', 'title', 'path', 'sections', 'urls'],
  ),

  // spec schema OrganizationSearchItem.
  OrganizationSearchItem: obj(
    {
      // README › Instances: `x-instance` — the space's id.
      id: { type: 'string', 'x-instance': 'id' },
      title: { type: 'string' },
      pages: { type: 'array', items: ref('SpaceSearchItem') },
    },
    ['id', 'title', 'pages'],
  ),
};
