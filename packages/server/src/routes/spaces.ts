/**
 * Handlers of contract section "Spaces" (listLinksInSpace arrives with the content work), the
 * beyond-contract createSpace and listSpacesInOrganizationById, and a member's spaces.
 */
import { created, ok, type HandlerMap } from '../http/handler.js';
import * as spaces from '../services/spaces.js';

export const spaceHandlers: HandlerMap = {
  listSpacesInOrganizationById: async ({ services, caller, params, query, baseUrl }) =>
    ok(await spaces.listInOrganization(services, caller, params.organizationId, query, baseUrl)),

  createSpace: async ({ services, caller, params, body, baseUrl }) => created(await spaces.create(services, caller, params.organizationId, body ?? {}, baseUrl)),

  listSpacesForOrganizationMember: async ({ services, caller, params, query, baseUrl }) =>
    ok(await spaces.listForMember(services, caller, params.organizationId, params.userId, query, baseUrl)),

  // contract: Spaces › GET @SPACE shareKey resolves published URLs of share-link sites.
  getSpaceById: async ({ services, caller, params, query, baseUrl }) => ok(await spaces.get(services, caller, params.spaceId, baseUrl, query.shareKey)),

  updateSpaceById: async ({ services, caller, params, body, baseUrl }) => ok(await spaces.update(services, caller, params.spaceId, body, baseUrl)),

  deleteSpaceById: async ({ services, caller, params }) => {
    await spaces.remove(services, caller, params.spaceId);
    return { status: 205 };
  },

  restoreSpace: async ({ services, caller, params, baseUrl }) => ok(await spaces.restore(services, caller, params.spaceId, baseUrl)),

  duplicateSpace: async ({ services, caller, params, baseUrl }) => created(await spaces.duplicate(services, caller, params.spaceId, baseUrl)),

  moveSpace: async ({ services, caller, params, body, baseUrl }) => ok(await spaces.move(services, caller, params.spaceId, body, baseUrl)),

  transferSpace: async ({ services, caller, params, body, baseUrl }) => ok(await spaces.transfer(services, caller, params.spaceId, body, baseUrl)),
};
