/**
 * Handlers reading content (contract: Space content, Change request content; Spaces › GET @SPACE/links):
 * each pair reads a space's main revision or a change request's revision with the same service.
 */
import { ok, type HandlerMap } from '../http/handler.js';
import * as content from '../services/content.js';
import { changeRequestSource, spaceSource } from '../services/content.js';
import * as links from '../services/links.js';

export const contentHandlers: HandlerMap = {
  getCurrentRevision: async ({ services, caller, params, query, baseUrl }) =>
    ok(await content.getRevision(services, await spaceSource(services, caller, params.spaceId, baseUrl), query)),

  getRevisionOfChangeRequestById: async ({ services, caller, params, query, baseUrl }) =>
    ok(await content.getRevision(services, await changeRequestSource(services, caller, params.spaceId, params.changeRequestId, baseUrl), query)),

  listPages: async ({ services, caller, params, query, baseUrl }) =>
    ok(await content.listPages(services, await spaceSource(services, caller, params.spaceId, baseUrl), query)),

  listPagesInChangeRequest: async ({ services, caller, params, query, baseUrl }) =>
    ok(await content.listPages(services, await changeRequestSource(services, caller, params.spaceId, params.changeRequestId, baseUrl), query)),

  getPageById: async ({ services, caller, params, query, baseUrl }) =>
    ok(await content.getPage(services, await spaceSource(services, caller, params.spaceId, baseUrl), params.pageId, query)),

  getPageInChangeRequestById: async ({ services, caller, params, query, baseUrl }) =>
    ok(await content.getPage(services, await changeRequestSource(services, caller, params.spaceId, params.changeRequestId, baseUrl), params.pageId, query)),

  listFiles: async ({ services, caller, params, query, baseUrl }) =>
    ok(await content.listFiles(services, await spaceSource(services, caller, params.spaceId, baseUrl), query)),

  listFilesInChangeRequestById: async ({ services, caller, params, query, baseUrl }) =>
    ok(await content.listFiles(services, await changeRequestSource(services, caller, params.spaceId, params.changeRequestId, baseUrl), query)),

  getFileById: async ({ services, caller, params, query, baseUrl }) =>
    ok(await content.getFile(services, await spaceSource(services, caller, params.spaceId, baseUrl), params.fileId, query)),

  getFileInChangeRequestById: async ({ services, caller, params, query, baseUrl }) =>
    ok(await content.getFile(services, await changeRequestSource(services, caller, params.spaceId, params.changeRequestId, baseUrl), params.fileId, query)),

  listFileBacklinksInSpace: async ({ services, caller, params, query, baseUrl }) =>
    ok(await links.listFileBacklinks(services, await spaceSource(services, caller, params.spaceId, baseUrl), params.fileId, query)),

  listFileBacklinksInChangeRequest: async ({ services, caller, params, query, baseUrl }) =>
    ok(await links.listFileBacklinks(services, await changeRequestSource(services, caller, params.spaceId, params.changeRequestId, baseUrl), params.fileId, query)),

  listPageLinksInSpace: async ({ services, caller, params, query, baseUrl }) =>
    ok(await links.listPageLinks(services, await spaceSource(services, caller, params.spaceId, baseUrl), params.pageId, query)),

  listPageLinksInChangeRequest: async ({ services, caller, params, query, baseUrl }) =>
    ok(await links.listPageLinks(services, await changeRequestSource(services, caller, params.spaceId, params.changeRequestId, baseUrl), params.pageId, query)),

  listLinksInSpace: async ({ services, caller, params, query, baseUrl }) =>
    ok(await links.listSpaceLinks(services, await spaceSource(services, caller, params.spaceId, baseUrl), query)),
};
