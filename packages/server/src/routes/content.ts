/**
 * Operations of paths/content.ts and listLinksInSpace: each pair reads a space's main content or a
 * change request's with the same service, which tells them apart by the path's `changeRequestId`.
 */
import { handlersOf } from '../http/handler.js';
import * as content from '../services/content.js';
import { importIntoSpace } from '../services/import.js';
import * as links from '../services/links.js';
import { searchSpace } from '../services/search.js';

export const contentHandlers = handlersOf({
  getCurrentRevision: [200, content.getRevision],
  getRevisionOfChangeRequestById: [200, content.getRevision],
  listPages: [200, content.listPages],
  listPagesInChangeRequest: [200, content.listPages],
  getPageById: [200, content.getPage],
  getPageInChangeRequestById: [200, content.getPage],
  listFiles: [200, content.listFiles],
  listFilesInChangeRequestById: [200, content.listFiles],
  getFileById: [200, content.getFile],
  getFileInChangeRequestById: [200, content.getFile],
  listFileBacklinksInSpace: [200, links.listFileBacklinks],
  listFileBacklinksInChangeRequest: [200, links.listFileBacklinks],
  listPageLinksInSpace: [200, links.listPageLinks],
  listPageLinksInChangeRequest: [200, links.listPageLinks],
  listLinksInSpace: [200, links.listSpaceLinks],
  importContentInSpace: [201, importIntoSpace],
  searchSpaceContent: [200, searchSpace],
});
