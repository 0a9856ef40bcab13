/** Operations of paths/spaces.ts (listLinksInSpace lives with the content), with the beyond-contract createSpace and listSpacesInOrganizationById. */
import { handlersOf } from '../http/handler.js';
import * as spaces from '../services/spaces.js';

export const spaceHandlers = handlersOf({
  listSpacesInOrganizationById: [200, spaces.listInOrganization],
  createSpace: [201, spaces.create],
  listSpacesForOrganizationMember: [200, spaces.listForMember],
  // shareKey resolves published URLs of share-link sites.
  getSpaceById: [200, spaces.get],
  updateSpaceById: [200, spaces.update],
  deleteSpaceById: [205, spaces.remove],
  restoreSpace: [200, spaces.restore],
  duplicateSpace: [201, spaces.duplicate],
  moveSpace: [200, spaces.move],
  transferSpace: [200, spaces.transfer],
});
