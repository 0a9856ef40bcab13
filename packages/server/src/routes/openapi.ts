/** Handlers of contract section "OpenAPI specifications". */
import { created, ok, type HandlerMap } from '../http/handler.js';
import * as specs from '../services/openapi-specs.js';

export const openapiHandlers: HandlerMap = {
  listOpenAPISpecs: async ({ services, caller, params, query, baseUrl }) => ok(await specs.list(services, caller, params.organizationId, query, baseUrl)),

  createOpenAPISpec: async ({ services, caller, params, body, baseUrl }) =>
    created(await specs.create(services, caller, params.organizationId, body, baseUrl)),

  getOpenAPISpecBySlug: async ({ services, caller, params, baseUrl }) =>
    ok(await specs.get(services, caller, params.organizationId, params.specSlug, baseUrl)),

  // api-facts: 201 when the PUT creates the spec, 200 when it updates it.
  createOrUpdateOpenAPISpecBySlug: async ({ services, caller, params, body, baseUrl }) => {
    const result = await specs.put(services, caller, params.organizationId, params.specSlug, body, baseUrl);
    return result.created ? created(result.spec) : ok(result.spec);
  },

  deleteOpenAPISpecBySlug: async ({ services, caller, params }) => {
    await specs.remove(services, caller, params.organizationId, params.specSlug);
    return { status: 205 };
  },

  listOpenAPISpecVersions: async ({ services, caller, params, query, baseUrl }) =>
    ok(await specs.listVersions(services, caller, params.organizationId, params.specSlug, query, baseUrl)),

  getLatestOpenAPISpecVersion: async ({ services, caller, params, baseUrl }) =>
    ok(await specs.getVersion(services, caller, params.organizationId, params.specSlug, undefined, baseUrl)),

  getLatestOpenAPISpecVersionContent: async ({ services, caller, params }) =>
    ok(await specs.getVersionContent(services, caller, params.organizationId, params.specSlug, undefined)),

  getOpenAPISpecVersionById: async ({ services, caller, params, baseUrl }) =>
    ok(await specs.getVersion(services, caller, params.organizationId, params.specSlug, params.versionId, baseUrl)),

  getOpenAPISpecVersionContentById: async ({ services, caller, params }) =>
    ok(await specs.getVersionContent(services, caller, params.organizationId, params.specSlug, params.versionId)),
};
