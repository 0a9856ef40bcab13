/** Handlers of contract section "Organization members" (listSpacesForOrganizationMember lives with the spaces). */
import { ok, type HandlerMap } from '../http/handler.js';
import * as members from '../services/members.js';
import * as teams from '../services/teams.js';

export const memberHandlers: HandlerMap = {
  listMembersInOrganizationById: async ({ services, caller, params, query, baseUrl }) =>
    ok(await members.list(services, caller, params.organizationId, query, baseUrl)),

  getMemberInOrganizationById: async ({ services, caller, params, baseUrl }) =>
    ok(await members.get(services, caller, params.organizationId, params.userId, baseUrl)),

  updateMemberInOrganizationById: async ({ services, caller, params, body, baseUrl }) =>
    ok(await members.updateRole(services, caller, params.organizationId, params.userId, body, baseUrl)),

  removeMemberFromOrganizationById: async ({ services, caller, params }) => {
    await members.remove(services, caller, params.organizationId, params.userId);
    return { status: 204 };
  },

  updateOrganizationMemberLastSeenAt: async ({ services, caller, params }) => ok(await members.ping(services, caller, params.organizationId)),

  setUserAsSSOMemberForOrganization: async ({ services, caller, params, baseUrl }) =>
    ok(await members.setSso(services, caller, params.organizationId, params.userId, baseUrl)),

  listTeamsForOrganizationMember: async ({ services, caller, params, query }) =>
    ok(await teams.listTeamsOfMember(services, caller, params.organizationId, params.userId, query)),
};
