/** Handlers of contract section "Organizations". */
import { ok, type HandlerMap } from '../http/handler.js';
import * as organizations from '../services/organizations.js';

export const organizationHandlers: HandlerMap = {
  listOrganizationsForAuthenticatedUser: async ({ services, caller, query, baseUrl }) =>
    ok(await organizations.listForCaller(services, caller, query, baseUrl)),

  getOrganizationById: async ({ services, caller, params, baseUrl }) =>
    ok(await organizations.get(services, caller, params.organizationId, baseUrl)),

  updateOrganizationById: async ({ services, caller, params, body, baseUrl }) =>
    ok(await organizations.update(services, caller, params.organizationId, body, baseUrl)),

  deleteOrganizationInviteById: async ({ services, caller, params }) => {
    await organizations.deleteInviteLink(services, caller, params.organizationId, params.inviteId);
    return { status: 205 };
  },

  searchOrganizationContent: async ({ services, caller, params, query, baseUrl }) =>
    ok(await organizations.search(services, caller, params.organizationId, query, baseUrl)),

  getOrganizationsForEmailDomain: async ({ services, caller, params, baseUrl }) =>
    ok({ organizations: await organizations.forEmailDomain(services, caller, params.emailDomain, baseUrl) }),
};
