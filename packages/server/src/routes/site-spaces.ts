/** Operations of the spec's tag "Site spaces" (paths/site-spaces.ts). */
import { handlersOf } from '../http/handler.js';
import * as siteSpaces from '../services/site-spaces.js';

export const siteSpaceHandlers = handlersOf({
  listSiteSpaces: [200, siteSpaces.list],
  addSpaceToSite: [201, siteSpaces.add],
  updateSiteSpaceById: [200, siteSpaces.update],
  deleteSiteSpaceById: [205, siteSpaces.remove],
  moveSiteSpace: [200, siteSpaces.move],
});
