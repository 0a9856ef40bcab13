/** Site spaces → the spec's SiteSpace, and the view of a site's structure that site sections share. */
import type { SiteSpace, Space } from '@docs-api/shared-types';
import type { SiteSection as SectionRow, SiteSpace as SiteSpaceRow } from '../generated/prisma/client.js';
import { publishedPathUrl } from './sites.js';
import { valued } from './fields.js';

/** What presenting a site's structure needs besides its rows. */
export interface StructureView {
  /** The site's published URL (sitePublishedUrl), or null while the site is not published. */
  siteUrl: string | null;
  /** The Space of each site space, by space id, presented for the caller (absent when the space is gone). */
  spaces: Map<string, Space>;
}

interface Placed {
  isDefault: boolean;
  path: string;
}

/**
 * Where an element is published, like the site's own `urls.published` only while the site is: a
 * default section (or site space) at its parent's URL, any other under its path.
 */
export function publishedUrls(view: StructureView, ...chain: Placed[]): { published?: string } {
  if (view.siteUrl === null) return {};
  const paths = chain.filter((element) => !element.isDefault).map((element) => encodeURI(element.path));
  return { published: paths.length === 0 ? view.siteUrl : publishedPathUrl(view.siteUrl, ...paths) };
}

/** `section` is the site space's section (null for a site space at the site's root), `space` its Space. */
export function presentSiteSpace(
  row: SiteSpaceRow,
  section: SectionRow | null,
  space: Space,
  view: StructureView,
): SiteSpace {
  return {
    object: 'site-space',
    id: row.id,
    path: row.path,
    ...valued({ section: row.sectionId }),
    // spec schema SiteSpace: title — the title of its space.
    title: space.title,
    default: row.isDefault,
    ...valued({ condition: row.condition }),
    hasAdvancedCustomizationFeature: false,
    space,
    urls: publishedUrls(view, ...(section === null ? [] : [section]), row),
  };
}

/**
 * The site spaces of `rows` with their spaces (spec schema SiteSpace: `space` always sent). One whose space is
 * gone — purged a moment ago, its site spaces go with it (docs/behaviour.md#fields-always-sent) — is left out.
 */
export function presentSiteSpaceRows(
  rows: SiteSpaceRow[],
  sectionOf: (row: SiteSpaceRow) => SectionRow | null,
  view: StructureView,
): SiteSpace[] {
  return rows.flatMap((row) => {
    const space = view.spaces.get(row.spaceId);
    return space === undefined ? [] : [presentSiteSpace(row, sectionOf(row), space, view)];
  });
}
