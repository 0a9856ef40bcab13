/** Operations of the spec's tag "Site sections" and "Site section groups" (paths/site-sections.ts). */
import { handlersOf } from '../http/handler.js';
import * as sections from '../services/site-sections.js';

export const siteSectionHandlers = handlersOf({
  listSiteSections: [200, sections.list],
  addSectionToSite: [201, sections.create],
  updateSiteSectionById: [200, sections.update],
  deleteSiteSectionById: [205, sections.remove],
  moveSiteSection: [200, sections.move],
  listSiteSectionGroups: [200, sections.listGroups],
  addSectionGroupToSite: [201, sections.createGroup],
  updateSiteSectionGroupById: [200, sections.updateGroup],
  deleteSiteSectionGroupById: [205, sections.removeGroup],
  addSectionToSiteSectionGroup: [201, sections.addSectionToGroup],
  removeSectionFromSiteSectionGroup: [205, sections.removeSectionFromGroup],
  moveSiteSectionGroup: [200, sections.moveGroup],
});
