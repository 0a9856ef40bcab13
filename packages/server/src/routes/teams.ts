/** Operations of the spec's tag "Teams" (paths/teams.ts). */
import { handlersOf } from '../http/handler.js';
import * as teams from '../services/teams.js';

export const teamHandlers = handlersOf({
  listTeamsInOrganizationById: [200, teams.list],
  createOrganizationTeam: [201, teams.create],
  getTeamInOrganizationById: [200, teams.get],
  updateTeamInOrganizationById: [200, teams.update],
  removeTeamFromOrganizationById: [204, teams.remove],
  listTeamMembersInOrganizationById: [200, teams.listMembers],
  updateMembersInOrganizationTeam: [204, teams.updateMembers],
  addMemberToOrganizationTeamById: [204, teams.putMember],
  deleteMemberFromOrganizationTeamById: [204, teams.deleteMember],
});
