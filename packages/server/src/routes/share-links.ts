/** Handlers of contract section "Site share links". */
import { created, ok, type HandlerMap } from '../http/handler.js';
import * as shareLinks from '../services/share-links.js';

export const shareLinkHandlers: HandlerMap = {
  listSiteShareLinks: async ({ services, caller, params, query }) =>
    ok(await shareLinks.list(services, caller, params.organizationId, params.siteId, query)),

  createSiteShareLink: async ({ services, caller, params, body }) =>
    created(await shareLinks.create(services, caller, params.organizationId, params.siteId, body)),

  updateSiteShareLinkById: async ({ services, caller, params, body }) =>
    ok(await shareLinks.update(services, caller, params.organizationId, params.siteId, params.shareLinkId, body)),

  deleteSiteShareLinkById: async ({ services, caller, params }) => {
    await shareLinks.remove(services, caller, params.organizationId, params.siteId, params.shareLinkId);
    return { status: 205 };
  },
};
