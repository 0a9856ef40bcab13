/** Operations of the spec's tag "Organization members" (paths/members.ts; listSpacesForOrganizationMember lives with the spaces). */
import { handlersOf } from '../http/handler.js';
import * as members from '../services/members.js';
import * as teams from '../services/teams.js';

export const memberHandlers = handlersOf({
  listMembersInOrganizationById: [200, members.list],
  getMemberInOrganizationById: [200, members.get],
  updateMemberInOrganizationById: [200, members.updateRole],
  removeMemberFromOrganizationById: [204, members.remove],
  updateOrganizationMemberLastSeenAt: [200, members.ping],
  setUserAsSSOMemberForOrganization: [200, members.setSso],
  listTeamsForOrganizationMember: [200, teams.listTeamsOfMember],
});
