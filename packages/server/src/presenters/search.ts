/** Search hits → the contract's search items (spec schemas SpaceSearchItem, OrganizationSearchItem). */
import type { SpaceSearchItem } from '@docs-api/shared-types';
import type { PageHit, SectionHit } from '../repositories/search.js';
import { pageAppUrl } from './content.js';

/** Longest section `body` snippet. */
export const SNIPPET_LENGTH = 200;

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Markdown links and images read as their text in a snippet. */
const linkText = (markdown: string): string => markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');

/** At most SNIPPET_LENGTH characters of `text` around the first occurrence of the query, else the database's headline. */
export function snippetOf(text: string, query: string, headline: string): string {
  const body = collapse(linkText(text));
  const at = body.toLowerCase().indexOf(collapse(query).toLowerCase());
  const source = at >= 0 && query.trim() !== '' ? body : collapse(headline);
  const start = at >= 0 && query.trim() !== '' ? Math.max(0, at - 60) : 0;
  if (source.length <= SNIPPET_LENGTH && start === 0) return source;
  const prefix = start > 0 ? '…' : '';
  const room = SNIPPET_LENGTH - prefix.length;
  const cut = source.slice(start, start + room);
  return start + room < source.length ? `${prefix}${cut.slice(0, room - 1)}…` : `${prefix}${cut}`;
}

/**
 * A page hit with its matching sections. A match in the text before the first heading is reported as
 * a section naming the page itself (id = page id, path = page path, no fragment).
 */
export function presentSearchPage(
  hit: PageHit,
  sections: SectionHit[],
  query: string,
  baseUrl: string,
): SpaceSearchItem {
  const app = pageAppUrl({ appUrl: `${baseUrl}/s/${hit.spaceId}` }, hit.path);
  return {
    id: hit.pageId,
    title: hit.title,
    path: hit.path,
    sections: sections.map((section) => {
      const body = snippetOf(section.body, query, section.headline);
      if (section.id === null) return { id: hit.pageId, title: hit.title, path: hit.path, body, urls: { app } };
      return {
        id: section.id,
        title: section.title ?? '',
        path: `${hit.path}#${section.id}`,
        body,
        urls: { app: `${app}#${section.id}` },
      };
    }),
    urls: { app },
  };
}
