/** Handlers of contract section "Collections". */
import { created, ok, type HandlerMap } from '../http/handler.js';
import * as collections from '../services/collections.js';
import * as spaces from '../services/spaces.js';

export const collectionHandlers: HandlerMap = {
  listCollectionsInOrganizationById: async ({ services, caller, params, query, baseUrl }) =>
    ok(await collections.list(services, caller, params.organizationId, query, baseUrl)),

  createCollection: async ({ services, caller, params, body, baseUrl }) =>
    created(await collections.create(services, caller, params.organizationId, body ?? {}, baseUrl)),

  getCollectionById: async ({ services, caller, params, baseUrl }) => ok(await collections.get(services, caller, params.collectionId, baseUrl)),

  updateCollectionById: async ({ services, caller, params, body, baseUrl }) =>
    ok(await collections.update(services, caller, params.collectionId, body, baseUrl)),

  deleteCollectionById: async ({ services, caller, params }) => {
    await collections.remove(services, caller, params.collectionId);
    return { status: 205 };
  },

  listSpacesInCollectionById: async ({ services, caller, params, query, baseUrl }) =>
    ok(await spaces.listInCollection(services, caller, params.collectionId, query, baseUrl)),

  moveCollection: async ({ services, caller, params, body, baseUrl }) => ok(await collections.move(services, caller, params.collectionId, body, baseUrl)),

  transferCollection: async ({ services, caller, params, body, baseUrl }) =>
    ok(await collections.transfer(services, caller, params.collectionId, body, baseUrl)),
};
