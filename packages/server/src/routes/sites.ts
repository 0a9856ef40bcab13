/** Operations of the spec's tag "Sites" (paths/sites.ts), with the beyond-contract publishSite and unpublishSite. */
import { handlersOf } from '../http/handler.js';
import * as adaptive from '../services/adaptive.js';
import * as sites from '../services/sites.js';

export const siteHandlers = handlersOf({
  listSites: [200, sites.list],
  createSite: [201, sites.create],
  getSiteById: [200, sites.get],
  updateSiteById: [200, sites.update],
  deleteSiteById: [205, sites.remove],
  publishSite: [200, sites.publish],
  unpublishSite: [200, sites.unpublish],
  getPublishedContentSite: [200, sites.getPublished],
  getSiteAdaptiveSchema: [200, adaptive.getSchema],
  updateSiteAdaptiveSchema: [200, adaptive.putSchema],
  listSiteAdaptiveTemplateConditions: [200, adaptive.templateConditions],
});
