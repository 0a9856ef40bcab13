/** Handlers of contract section "Teams and team members". */
import { created, ok, type HandlerMap } from '../http/handler.js';
import * as teams from '../services/teams.js';

export const teamHandlers: HandlerMap = {
  listTeamsInOrganizationById: async ({ services, caller, params, query }) => ok(await teams.list(services, caller, params.organizationId, query)),

  createOrganizationTeam: async ({ services, caller, params, body }) => created(await teams.create(services, caller, params.organizationId, body)),

  getTeamInOrganizationById: async ({ services, caller, params }) => ok(await teams.get(services, caller, params.organizationId, params.teamId)),

  updateTeamInOrganizationById: async ({ services, caller, params, body }) =>
    ok(await teams.update(services, caller, params.organizationId, params.teamId, body)),

  removeTeamFromOrganizationById: async ({ services, caller, params }) => {
    await teams.remove(services, caller, params.organizationId, params.teamId);
    return { status: 204 };
  },

  listTeamMembersInOrganizationById: async ({ services, caller, params, query, baseUrl }) =>
    ok(await teams.listMembers(services, caller, params.organizationId, params.teamId, query, baseUrl)),

  updateMembersInOrganizationTeam: async ({ services, caller, params, body }) => {
    await teams.updateMembers(services, caller, params.organizationId, params.teamId, body);
    return { status: 204 };
  },

  addMemberToOrganizationTeamById: async ({ services, caller, params, body }) => {
    await teams.putMember(services, caller, params.organizationId, params.teamId, params.userId, body);
    return { status: 204 };
  },

  deleteMemberFromOrganizationTeamById: async ({ services, caller, params }) => {
    await teams.deleteMember(services, caller, params.organizationId, params.teamId, params.userId);
    return { status: 204 };
  },
};
