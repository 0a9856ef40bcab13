/** Operations of the spec's tag "OpenAPI specifications" (paths/openapi.ts). */
import { contextOf, created, handlersOf, inputOf, ok } from '../http/handler.js';
import * as specs from '../services/openapi-specs.js';

export const openapiHandlers = handlersOf({
  listOpenAPISpecs: [200, specs.list],
  createOpenAPISpec: [201, specs.create],
  getOpenAPISpecBySlug: [200, specs.get],
  // 201 when the PUT creates the spec, 200 when it updates it.
  createOrUpdateOpenAPISpecBySlug: async (h) => {
    const result = await specs.put(contextOf(h), inputOf(h));
    return result.created ? created(result.spec) : ok(result.spec);
  },
  deleteOpenAPISpecBySlug: [205, specs.remove],
  listOpenAPISpecVersions: [200, specs.listVersions],
  getLatestOpenAPISpecVersion: [200, specs.getVersion],
  getLatestOpenAPISpecVersionContent: [200, specs.getVersionContent],
  getOpenAPISpecVersionById: [200, specs.getVersion],
  getOpenAPISpecVersionContentById: [200, specs.getVersionContent],
});
