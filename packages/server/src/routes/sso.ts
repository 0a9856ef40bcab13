/** Handlers of contract section "SSO" (SAML providers and the SSO login list). */
import { created, ok, type HandlerMap } from '../http/handler.js';
import * as saml from '../services/saml.js';

export const ssoHandlers: HandlerMap = {
  listSAMLProvidersInOrganizationById: async ({ services, caller, params, query, baseUrl }) =>
    ok(await saml.list(services, caller, params.organizationId, query, baseUrl)),

  createOrganizationSAMLProvider: async ({ services, caller, params, body, baseUrl }) =>
    created(await saml.create(services, caller, params.organizationId, body, baseUrl)),

  getOrganizationSAMLProviderById: async ({ services, caller, params, baseUrl }) =>
    ok(await saml.get(services, caller, params.organizationId, params.samlProviderId, baseUrl)),

  updateOrganizationSAMLProvider: async ({ services, caller, params, body, baseUrl }) =>
    ok(await saml.update(services, caller, params.organizationId, params.samlProviderId, body, baseUrl)),

  deleteOrganizationSAMLProvider: async ({ services, caller, params }) => {
    await saml.remove(services, caller, params.organizationId, params.samlProviderId);
    return { status: 204 };
  },

  listSSOProviderLoginsInOrganization: async ({ services, caller, params, baseUrl }) =>
    ok(await saml.listLogins(services, caller, params.organizationId, baseUrl)),
};
