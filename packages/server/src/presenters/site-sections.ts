/** Site sections and section groups → the spec's SiteSection and SiteSectionGroup. */
import type { SiteSection, SiteSectionGroup } from '@docs-api/shared-types';
import type {
  SiteSection as SectionRow,
  SiteSectionGroup as GroupRow,
  SiteSpace as SiteSpaceRow,
} from '../generated/prisma/client.js';
import { presentSiteSpaceRows, publishedUrls, type StructureView } from './site-spaces.js';
import { valued } from './fields.js';

/** `siteSpaces` are the section's site spaces in their order. */
export function presentSiteSection(row: SectionRow, siteSpaces: SiteSpaceRow[], view: StructureView): SiteSection {
  return {
    object: 'site-section',
    id: row.id,
    title: row.title,
    ...valued({ description: row.description }),
    default: row.isDefault,
    path: row.path,
    ...valued({ condition: row.condition, sectionGroup: row.groupId, icon: row.icon }),
    siteSpaces: presentSiteSpaceRows(siteSpaces, () => row, view),
    urls: publishedUrls(view, row),
  };
}

/** `sections` are the group's sections in their order; `siteSpaces` holds each one's site spaces by section id. */
export function presentSiteSectionGroup(
  row: GroupRow,
  sections: SectionRow[],
  siteSpaces: Map<string, SiteSpaceRow[]>,
  view: StructureView,
): SiteSectionGroup {
  return {
    object: 'site-section-group',
    id: row.id,
    title: row.title,
    ...valued({ icon: row.icon }),
    sections: sections.map((section) => presentSiteSection(section, siteSpaces.get(section.id) ?? [], view)),
  };
}
