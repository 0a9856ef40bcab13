/** Operations of the spec's tag "Organizations" (paths/organizations.ts). */
import { handlersOf } from '../http/handler.js';
import * as organizations from '../services/organizations.js';
import { searchOrganization } from '../services/search.js';

export const organizationHandlers = handlersOf({
  listOrganizationsForAuthenticatedUser: [200, organizations.listForCaller],
  getOrganizationById: [200, organizations.get],
  updateOrganizationById: [200, organizations.update],
  deleteOrganizationInviteById: [205, organizations.deleteInviteLink],
  searchOrganizationContent: [200, searchOrganization],
  getOrganizationsForEmailDomain: [200, organizations.forEmailDomain],
});
