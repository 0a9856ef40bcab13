/**
 * Space content and Change request content (spec tags Space content, Change request content).
 * "Operation shapes for a change request's content are the same as the space content operations",
 * so both sections come from one function that takes the path prefix and the operationIds.
 */
import type { ParameterObject, PathsObject, ReferenceObject } from 'openapi3-ts/oas31';
import { collectionPath, itemPath, listOf, operation, param, query, ref } from '../builders.js';
import { filter } from '../filters.js';
import { metadataLeaving, pageFormat, paginated } from '../parameters.js';
import { linkStatus } from '../schemas/content.js';

/** The operationIds of one content section (docs/behaviour.md#operation-names; test/data/operation-ids.json). */
interface ContentIds {
  revision: string;
  importContent: string;
  pages: string;
  files: string;
  file: string;
  fileBacklinks: string;
  page: string;
  pageLinks: string;
}

interface ContentScope {
  /** `@SPACE` or `@CR`. */
  prefix: string;
  /** The contract section heading. */
  section: string;
  /** "space" or "change request", for summaries. */
  noun: string;
  /** The path parameters of the prefix. */
  scope: ReferenceObject[];
  ids: ContentIds;
  /** spec tag Space content: only the space page links operation lists the `status` filter. */
  linkStatusFilter: boolean;
}

// spec tag Change request content: "When `metadata` is false the mutable `git` metadata is left out. When `computed` is false content is not computed."
// `metadata` names the `git` fields of each answer it leaves out (README › Output flags); `computed` is not annotated:
// what it changes shows only on computed pages, which no operation of the API makes (docs/behaviour.md#output-flags).
const metadataComputed = (gitPaths: string[], nests?: string) => [metadataLeaving(gitPaths, nests), param('computed')];
/** The `git` fields of a revision: its own, and those of its pages (at every depth: `nests`), files and reusable contents. */
const revisionGit = ['git', 'pages.git', 'files.git', 'reusableContents.git'];

// spec: getPageInChangeRequestById `evaluated? boolean (default false)`.
const evaluated: ParameterObject = query(
  'evaluated',
  { type: 'boolean', default: false },
  'When true, the page content is evaluated',
);

// spec: listPageLinksInSpace `status? (ok, broken, in-app)`.
const linkStatusQuery: ParameterObject = query(
  'status',
  linkStatus,
  'Only links with this status',
  filter({ op: 'eq', field: 'status' }),
);

/** The eight content operations under `<prefix>/content`. */
function contentPaths({ prefix, section, noun, scope, ids, linkStatusFilter }: ContentScope): PathsObject {
  const fileScope = [...scope, param('pathFileId')];
  const pageScope = [...scope, param('pathPageId')];
  return {
    [`${prefix}/content`]: itemPath(
      { section, parameters: [...scope, ...metadataComputed(revisionGit, 'pages')], schema: ref('Revision') },
      { get: [ids.revision, `Get the current revision of the ${noun}`] },
    ),
    [`${prefix}/content/import`]: collectionPath(
      { section, parameters: scope, schema: ref('ImportContentResponse') },
      {
        post: [
          ids.importContent,
          `Import content into the ${noun}`,
          ref('ImportContentRequest'),
          {
            success: {
              status: 201,
              schema: ref('ImportContentResponse'),
              description: 'Created: the revision made by the import',
            },
          },
        ],
      },
    ),
    [`${prefix}/content/pages`]: itemPath(
      { section, parameters: [...scope, ...metadataComputed(['pages.git'], 'pages')], schema: ref('PagesResponse') },
      { get: [ids.pages, `List the pages of the ${noun}`] },
    ),
    [`${prefix}/content/files`]: collectionPath(
      { section, parameters: scope, schema: ref('File') },
      { get: [ids.files, `List the files of the ${noun}`, [...scope, ...paginated, ...metadataComputed(['git'])]] },
    ),
    [`${prefix}/content/files/{fileId}`]: itemPath(
      { section, parameters: [...fileScope, ...metadataComputed(['git'])], schema: ref('File') },
      { get: [ids.file, `Get a file of the ${noun} by its id`] },
    ),
    [`${prefix}/content/files/{fileId}/backlinks`]: collectionPath(
      { section, parameters: fileScope, schema: ref('ContentReference') },
      {
        get: [
          ids.fileBacklinks,
          `List the backlinks of a file of the ${noun}`,
          [...fileScope, ...paginated],
          {
            description: 'Each item is a reference to where the file is used, with `versionContext` `{type, revision}`',
          },
        ],
      },
    ),
    [`${prefix}/content/page/{pageId}`]: itemPath(
      {
        section,
        parameters: [...pageScope, pageFormat, evaluated, ...metadataComputed(['git'], 'pages')],
        schema: ref('Page'),
      },
      { get: [ids.page, `Get a page of the ${noun} by its id`] },
    ),
    [`${prefix}/content/page/{pageId}/links`]: itemPath(
      {
        section,
        parameters: [...pageScope, ...paginated, ...(linkStatusFilter ? [linkStatusQuery] : [])],
        schema: ref('LinkListResponse'),
      },
      { get: [ids.pageLinks, `List the links of a page of the ${noun}`] },
    ),
  };
}

const spacePrefix = '/v1/spaces/{spaceId}';
const spaceScope = [param('pathSpaceId')];

export const paths: PathsObject = {
  // spec: searchSpaceContent; spec parameter `query` of searchOrganizationContent and searchSpaceContent max 512 characters.
  [`${spacePrefix}/search`]: {
    get: operation({
      id: 'searchSpaceContent',
      section: 'Space content',
      summary: 'Search the content of the space',
      parameters: [...spaceScope, param('searchQuery'), ...paginated],
      success: { status: 200, schema: listOf(ref('SpaceSearchItem')) },
    }),
  },
  ...contentPaths({
    prefix: spacePrefix,
    section: 'Space content',
    noun: 'space',
    scope: spaceScope,
    linkStatusFilter: true,
    ids: {
      revision: 'getCurrentRevision',
      importContent: 'importContentInSpace',
      pages: 'listPages',
      files: 'listFiles',
      file: 'getFileById',
      fileBacklinks: 'listFileBacklinksInSpace',
      page: 'getPageById',
      pageLinks: 'listPageLinksInSpace',
    },
  }),
  ...contentPaths({
    prefix: `${spacePrefix}/change-requests/{changeRequestId}`,
    section: 'Change request content',
    noun: 'change request',
    scope: [...spaceScope, param('pathChangeRequestId')],
    linkStatusFilter: false,
    ids: {
      revision: 'getRevisionOfChangeRequestById',
      importContent: 'importContentInChangeRequest',
      pages: 'listPagesInChangeRequest',
      files: 'listFilesInChangeRequestById',
      file: 'getFileInChangeRequestById',
      fileBacklinks: 'listFileBacklinksInChangeRequest',
      page: 'getPageInChangeRequestById',
      pageLinks: 'listPageLinksInChangeRequest',
    },
  }),
};
