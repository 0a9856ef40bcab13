/** Operations of the spec's tag "Site share links" (paths/share-links.ts). */
import { handlersOf } from '../http/handler.js';
import * as shareLinks from '../services/share-links.js';

export const shareLinkHandlers = handlersOf({
  listSiteShareLinks: [200, shareLinks.list],
  createSiteShareLink: [201, shareLinks.create],
  updateSiteShareLinkById: [200, shareLinks.update],
  deleteSiteShareLinkById: [205, shareLinks.remove],
});
