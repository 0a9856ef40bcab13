/** Handlers of contract section "Change requests" and the import of "Change request content". */
import { created, ok, type HandlerMap } from '../http/handler.js';
import * as changeRequests from '../services/change-requests.js';
import { changeRequestPdfUrl } from '../services/pdf.js';

export const changeRequestHandlers: HandlerMap = {
  listChangeRequestsForSpace: async ({ services, caller, params, query, baseUrl }) =>
    ok(await changeRequests.list(services, caller, params.spaceId, query, baseUrl)),

  createChangeRequest: async ({ services, caller, params, body, baseUrl }) =>
    created(await changeRequests.create(services, caller, params.spaceId, body ?? {}, baseUrl)),

  getChangeRequestById: async ({ services, caller, params, baseUrl }) =>
    ok(await changeRequests.get(services, caller, params.spaceId, params.changeRequestId, baseUrl)),

  updateChangeRequestById: async ({ services, caller, params, body, baseUrl }) =>
    ok(await changeRequests.patch(services, caller, params.spaceId, params.changeRequestId, body, baseUrl)),

  updateChangeRequest: async ({ services, caller, params }) => ok(await changeRequests.updateFromMain(services, caller, params.spaceId, params.changeRequestId)),

  mergeChangeRequest: async ({ services, caller, params }) => ok(await changeRequests.merge(services, caller, params.spaceId, params.changeRequestId)),

  getChangeRequestPDF: async ({ services, caller, params, query, baseUrl }) =>
    ok(await changeRequestPdfUrl(services, caller, params.spaceId, params.changeRequestId, query, baseUrl)),

  importContentInChangeRequest: async ({ services, caller, params, body }) =>
    created(await changeRequests.importInto(services, caller, params.spaceId, params.changeRequestId, body)),
};
