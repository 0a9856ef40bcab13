/**
 * Space content and Change request content (contract: Endpoints › Space content, Change request content).
 * "Operation shapes for a change request's content are the same as the space content operations",
 * so both sections come from one function that takes the path prefix and the operationIds.
 */
import type { ParameterObject, PathsObject, ReferenceObject } from 'openapi3-ts/oas31';
import { listOf, operation, param, query, ref } from '../builders.js';
import { paginated } from '../parameters.js';
import { linkStatus } from '../schemas/content.js';

/** The operationIds of one content section (api-facts.md › Operation names; test/data/operation-ids.json). */
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
  /** contract: only the space page links operation lists the `status` filter. */
  linkStatusFilter: boolean;
}

// contract: Change request content › "When `metadata` is false the mutable `git` metadata is left out. When `computed` is false content is not computed."
const metadataComputed = [param('metadata'), param('computed')];

// contract: Change request content › GET content/page/{pageId} `evaluated? boolean (default false)`.
const evaluated: ParameterObject = query('evaluated', { type: 'boolean', default: false }, 'When true, the page content is evaluated');

// contract: Space content › GET content/page/{pageId}/links `status? (ok, broken, in-app)`.
const linkStatusQuery: ParameterObject = query('status', linkStatus, 'Only links with this status');

/** The eight content operations under `<prefix>/content`. */
function contentPaths({ prefix, section, noun, scope, ids, linkStatusFilter }: ContentScope): PathsObject {
  const fileScope = [...scope, param('pathFileId')];
  const pageScope = [...scope, param('pathPageId')];
  return {
    [`${prefix}/content`]: {
      get: operation({
        id: ids.revision,
        section,
        summary: `Get the current revision of the ${noun}`,
        parameters: [...scope, ...metadataComputed],
        success: { status: 200, schema: ref('Revision') },
      }),
    },
    [`${prefix}/content/import`]: {
      post: operation({
        id: ids.importContent,
        section,
        summary: `Import content into the ${noun}`,
        parameters: scope,
        body: ref('ImportContentRequest'),
        success: { status: 201, schema: ref('ImportContentResponse'), description: 'Created: the revision made by the import' },
      }),
    },
    [`${prefix}/content/pages`]: {
      get: operation({
        id: ids.pages,
        section,
        summary: `List the pages of the ${noun}`,
        parameters: [...scope, ...metadataComputed],
        success: { status: 200, schema: ref('PagesResponse') },
      }),
    },
    [`${prefix}/content/files`]: {
      get: operation({
        id: ids.files,
        section,
        summary: `List the files of the ${noun}`,
        parameters: [...scope, ...paginated, ...metadataComputed],
        success: { status: 200, schema: listOf(ref('File')) },
      }),
    },
    [`${prefix}/content/files/{fileId}`]: {
      get: operation({
        id: ids.file,
        section,
        summary: `Get a file of the ${noun} by its id`,
        parameters: [...fileScope, ...metadataComputed],
        success: { status: 200, schema: ref('File') },
      }),
    },
    [`${prefix}/content/files/{fileId}/backlinks`]: {
      get: operation({
        id: ids.fileBacklinks,
        section,
        summary: `List the backlinks of a file of the ${noun}`,
        description: 'Each item is a reference to where the file is used, with `versionContext` `{type, revision}`',
        parameters: [...fileScope, ...paginated],
        success: { status: 200, schema: listOf(ref('ContentReference')) },
      }),
    },
    [`${prefix}/content/page/{pageId}`]: {
      get: operation({
        id: ids.page,
        section,
        summary: `Get a page of the ${noun} by its id`,
        parameters: [...pageScope, param('format'), evaluated, ...metadataComputed],
        success: { status: 200, schema: ref('Page') },
      }),
    },
    [`${prefix}/content/page/{pageId}/links`]: {
      get: operation({
        id: ids.pageLinks,
        section,
        summary: `List the links of a page of the ${noun}`,
        parameters: [...pageScope, ...paginated, ...(linkStatusFilter ? [linkStatusQuery] : [])],
        success: { status: 200, schema: ref('LinkListResponse') },
      }),
    },
  };
}

const spacePrefix = '/v1/spaces/{spaceId}';
const spaceScope = [param('pathSpaceId')];

export const paths: PathsObject = {
  // contract: Endpoints › Space content › GET @SPACE/search; Limits › Search `query` max 512 characters.
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
