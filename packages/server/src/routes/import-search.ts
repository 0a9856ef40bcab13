/** Handlers of website import and space search (contract: Space content › content/import, search). */
import { created, ok, type HandlerMap } from '../http/handler.js';
import { importIntoSpace } from '../services/import.js';
import { searchSpace } from '../services/search.js';

export const importSearchHandlers: HandlerMap = {
  importContentInSpace: async ({ services, caller, params, body }) => created(await importIntoSpace(services, caller, params.spaceId, body.url)),

  searchSpaceContent: async ({ services, caller, params, query, baseUrl }) => ok(await searchSpace(services, caller, params.spaceId, query, baseUrl)),
};
