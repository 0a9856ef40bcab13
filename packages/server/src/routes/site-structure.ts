/** Handlers of contract sections "Site sections", "Site section groups" and "Site spaces". */
import { created, ok, type HandlerMap } from '../http/handler.js';
import * as sections from '../services/site-sections.js';
import * as siteSpaces from '../services/site-spaces.js';

export const siteStructureHandlers: HandlerMap = {
  listSiteSections: async ({ services, caller, params, query, baseUrl }) =>
    ok(await sections.list(services, caller, params.organizationId, params.siteId, query, baseUrl)),

  addSectionToSite: async ({ services, caller, params, body, baseUrl }) =>
    created(await sections.create(services, caller, params.organizationId, params.siteId, body, baseUrl)),

  updateSiteSectionById: async ({ services, caller, params, body, baseUrl }) =>
    ok(await sections.update(services, caller, params.organizationId, params.siteId, params.siteSectionId, body, baseUrl)),

  deleteSiteSectionById: async ({ services, caller, params }) => {
    await sections.remove(services, caller, params.organizationId, params.siteId, params.siteSectionId);
    return { status: 205 };
  },

  moveSiteSection: async ({ services, caller, params, body, baseUrl }) =>
    ok(await sections.move(services, caller, params.organizationId, params.siteId, params.siteSectionId, body, baseUrl)),

  listSiteSectionGroups: async ({ services, caller, params, query, baseUrl }) =>
    ok(await sections.listGroups(services, caller, params.organizationId, params.siteId, query, baseUrl)),

  addSectionGroupToSite: async ({ services, caller, params, body, baseUrl }) =>
    created(await sections.createGroup(services, caller, params.organizationId, params.siteId, body, baseUrl)),

  updateSiteSectionGroupById: async ({ services, caller, params, body, baseUrl }) =>
    ok(await sections.updateGroup(services, caller, params.organizationId, params.siteId, params.siteSectionGroupId, body, baseUrl)),

  deleteSiteSectionGroupById: async ({ services, caller, params }) => {
    await sections.removeGroup(services, caller, params.organizationId, params.siteId, params.siteSectionGroupId);
    return { status: 205 };
  },

  addSectionToSiteSectionGroup: async ({ services, caller, params, body, baseUrl }) =>
    created(await sections.addSectionToGroup(services, caller, params.organizationId, params.siteId, params.siteSectionGroupId, body.sectionId, baseUrl)),

  removeSectionFromSiteSectionGroup: async ({ services, caller, params }) => {
    await sections.removeSectionFromGroup(services, caller, params.organizationId, params.siteId, params.siteSectionGroupId, params.siteSectionId);
    return { status: 205 };
  },

  moveSiteSectionGroup: async ({ services, caller, params, body, baseUrl }) =>
    ok(await sections.moveGroup(services, caller, params.organizationId, params.siteId, params.siteSectionGroupId, body, baseUrl)),

  listSiteSpaces: async ({ services, caller, params, query, baseUrl }) =>
    ok(await siteSpaces.list(services, caller, params.organizationId, params.siteId, query, baseUrl)),

  addSpaceToSite: async ({ services, caller, params, body, baseUrl }) =>
    created(await siteSpaces.add(services, caller, params.organizationId, params.siteId, body, baseUrl)),

  updateSiteSpaceById: async ({ services, caller, params, body, baseUrl }) =>
    ok(await siteSpaces.update(services, caller, params.organizationId, params.siteId, params.siteSpaceId, body, baseUrl)),

  deleteSiteSpaceById: async ({ services, caller, params }) => {
    await siteSpaces.remove(services, caller, params.organizationId, params.siteId, params.siteSpaceId);
    return { status: 205 };
  },

  moveSiteSpace: async ({ services, caller, params, body, baseUrl }) =>
    ok(await siteSpaces.move(services, caller, params.organizationId, params.siteId, params.siteSpaceId, body, baseUrl)),
};
