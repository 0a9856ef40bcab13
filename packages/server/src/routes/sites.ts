/** Handlers of contract section "Sites" (with the beyond-contract publishSite and unpublishSite). */
import { created, ok, type HandlerMap } from '../http/handler.js';
import * as adaptive from '../services/adaptive.js';
import * as sites from '../services/sites.js';

export const siteHandlers: HandlerMap = {
  listSites: async ({ services, caller, params, query, baseUrl }) => ok(await sites.list(services, caller, params.organizationId, query, baseUrl)),

  createSite: async ({ services, caller, params, body, baseUrl }) =>
    created(await sites.create(services, caller, params.organizationId, body ?? {}, baseUrl)),

  getSiteById: async ({ services, caller, params, baseUrl }) => ok(await sites.get(services, caller, params.organizationId, params.siteId, baseUrl)),

  updateSiteById: async ({ services, caller, params, body, baseUrl }) =>
    ok(await sites.update(services, caller, params.organizationId, params.siteId, body, baseUrl)),

  deleteSiteById: async ({ services, caller, params }) => {
    await sites.remove(services, caller, params.organizationId, params.siteId);
    return { status: 205 };
  },

  publishSite: async ({ services, caller, params, baseUrl }) =>
    ok(await sites.setPublished(services, caller, params.organizationId, params.siteId, true, baseUrl)),

  unpublishSite: async ({ services, caller, params, baseUrl }) =>
    ok(await sites.setPublished(services, caller, params.organizationId, params.siteId, false, baseUrl)),

  getPublishedContentSite: async ({ services, caller, params, query, baseUrl }) =>
    ok(await sites.getPublished(services, caller, params.organizationId, params.siteId, query.shareKey, baseUrl)),

  getSiteAdaptiveSchema: async ({ services, caller, params }) => ok(await adaptive.getSchema(services, caller, params.organizationId, params.siteId)),

  updateSiteAdaptiveSchema: async ({ services, caller, params, body }) =>
    ok(await adaptive.putSchema(services, caller, params.organizationId, params.siteId, body.jsonSchema)),

  listSiteAdaptiveTemplateConditions: async ({ services, caller, params }) =>
    ok(await adaptive.templateConditions(services, caller, params.organizationId, params.siteId)),
};
