/**
 * How a site's structure shows itself (docs/behaviour.md#site-structure): on a site of its own with a section, a site
 * space added to it and a group holding that section, every site space is titled as its space and names its section;
 * the section names its group and embeds exactly the site spaces the site-spaces list places in it, as that list shows
 * them; the group embeds its sections as the sections list shows them. The reference's reading of fields the contract
 * only names: SHOULD. A published site's content shows the site as its GET does and its structure as the lists of
 * sections or site spaces show it (STATE-site.published-content).
 */
import type { Findings } from '../../engine/property.js';
import type { Built } from '../../engine/module.js';
import type { Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { same } from '../../contract/writable.js';
import { allItems } from '../generic/field-io.js';
import { judgedOnceIfServed } from '../entries-and-answers.js';
import { addGroup, addSection, addSiteSpace, freshSite, type SiteParams } from './objects.js';

export const STRUCTURE = 'STATE-site.structure';
export const PUBLISHED_CONTENT = 'STATE-site.published-content';

type Json = Record<string, unknown>;

const idOf = (value: unknown): string | undefined => {
  const id = (value as Json | undefined)?.['id'];
  return typeof id === 'string' ? id : undefined;
};

/** The fields of `embedded` the listed object shows otherwise (both show them). */
const differing = (embedded: Json, listed: Json | undefined): string[] =>
  Object.keys(embedded).filter((key) => listed !== undefined && key in listed && !same(embedded[key], listed[key]));

/** Each object `embedded` holds shows the fields it shares with its item in `listed` alike; `what` words a mismatch. */
function judgeEmbedded(
  f: Findings,
  requirement: string,
  embedded: Json[],
  listed: Json[],
  what: (id: string, off: string[]) => string,
): void {
  for (const item of embedded) {
    const off = differing(
      item,
      listed.find((entry) => entry['id'] === item['id']),
    );
    f.require(requirement, off.length === 0, () => what(String(item['id']), off));
  }
}

/**
 * A published site's content shows the site as its GET does, and its structure: the sections as the sections list
 * shows them, or, for a site without sections, its site spaces as their list does — in the lists' order.
 */
async function judgePublished(
  s: Session,
  f: Findings,
  site: SiteParams,
  type: 'sections' | 'siteSpaces',
): Promise<void> {
  await s.must('publishSite', { params: site });
  const list = s.spec.operation(type === 'sections' ? 'listSiteSections' : 'listSiteSpaces');
  const expected = { type, items: (await allItems(s, list, site)) as Json[] };
  const read = (await s.must('getSiteById', { params: site })).json as Json;
  const content = (await s.must('getPublishedContentSite', { params: site })).json as Json;
  const off = differing((content['site'] ?? {}) as Json, read);
  f.require(
    PUBLISHED_CONTENT,
    idOf(content['site']) === site.siteId && off.length === 0,
    () =>
      `the published content of site ${site.siteId} shows its site otherwise than GET site (${off.join(', ') || JSON.stringify(content['site'])})`,
  );
  const structure = (content['structure'] ?? {}) as Json;
  const shown = Array.isArray(structure['structure']) ? (structure['structure'] as Json[]) : [];
  f.require(
    PUBLISHED_CONTENT,
    structure['type'] === expected.type && same(shown.map(idOf), expected.items.map(idOf)),
    () =>
      `the published content of site ${site.siteId} shows structure ${JSON.stringify(structure['type'])} ${JSON.stringify(shown.map(idOf))}; its ${expected.type} are ${JSON.stringify(expected.items.map(idOf))}`,
  );
  judgeEmbedded(
    f,
    PUBLISHED_CONTENT,
    shown,
    expected.items,
    (id, off) => `the published content shows ${id} otherwise than its list (${off.join(', ')})`,
  );
}

async function examine(s: Session, f: Findings): Promise<void> {
  const site = await freshSite(s);
  const sectionId = await addSection(s, site);
  const added = await addSiteSpace(s, site, sectionId);
  const groupId = await addGroup(s, site, [sectionId]);
  const siteSpaces = (await allItems(s, s.spec.operation('listSiteSpaces'), site)) as Json[];
  const sections = (await allItems(s, s.spec.operation('listSiteSections'), site)) as Json[];
  const groups = (await allItems(s, s.spec.operation('listSiteSectionGroups'), site)) as Json[];
  const titles = new Map<string, unknown>();
  for (const siteSpace of siteSpaces) {
    const spaceId = idOf(siteSpace['space']) ?? '';
    if (!titles.has(spaceId))
      titles.set(
        spaceId,
        ((await s.call('getSpaceById', { params: { spaceId } })).json as Json | undefined)?.['title'],
      );
    f.require(
      STRUCTURE,
      siteSpace['title'] === titles.get(spaceId),
      () =>
        `site space ${String(siteSpace['id'])} shows title ${JSON.stringify(siteSpace['title'])}; its space ${spaceId} is titled ${JSON.stringify(titles.get(spaceId))}`,
    );
  }
  const inSection = siteSpaces.filter((siteSpace) => siteSpace['section'] === sectionId);
  f.require(
    STRUCTURE,
    inSection.some((siteSpace) => siteSpace['id'] === added),
    () =>
      `site space ${added} was put in section ${sectionId}; the site-spaces list places it in ${JSON.stringify(siteSpaces.find((item) => item['id'] === added)?.['section'])}`,
  );
  const section = sections.find((item) => item['id'] === sectionId);
  const embedded = Array.isArray(section?.['siteSpaces']) ? (section['siteSpaces'] as Json[]) : [];
  f.require(
    STRUCTURE,
    section?.['sectionGroup'] === groupId,
    () => `section ${sectionId}, in group ${groupId}, shows sectionGroup ${JSON.stringify(section?.['sectionGroup'])}`,
  );
  f.require(
    STRUCTURE,
    same(embedded.map(idOf).sort(), inSection.map(idOf).sort()),
    () =>
      `section ${sectionId} embeds site spaces ${JSON.stringify(embedded.map(idOf))}; the site-spaces list places ${JSON.stringify(inSection.map(idOf))} in it`,
  );
  judgeEmbedded(
    f,
    STRUCTURE,
    embedded,
    inSection,
    (id, off) => `section ${sectionId} embeds site space ${id} otherwise than the site-spaces list (${off.join(', ')})`,
  );
  await judgePublished(s, f, site, 'sections');
  await judgePublished(s, f, await freshSite(s), 'siteSpaces');
  const group = groups.find((item) => item['id'] === groupId);
  const grouped = Array.isArray(group?.['sections']) ? (group['sections'] as Json[]) : [];
  judgeEmbedded(
    f,
    STRUCTURE,
    grouped,
    sections,
    (id, off) => `group ${groupId} embeds section ${id} otherwise than the sections list (${off.join(', ')})`,
  );
}

export function siteStructure(spec: ApiSpec): Built {
  const requirements: Requirement[] = [
    {
      id: STRUCTURE,
      level: 'SHOULD',
      source: behaviour('site-structure'),
      section: 'Site sections',
      profile: 'sites',
      category: 'state',
      operations: ['listSiteSpaces', 'listSiteSections', 'listSiteSectionGroups', 'getSpaceById'],
      readsIn: {
        listSiteSpaces: ['title', 'section'],
        listSiteSections: ['sectionGroup', 'siteSpaces'],
        listSiteSectionGroups: ['sections'],
      },
      statement:
        'a site space is titled as its space and names its section; a section names its group and embeds exactly its site spaces, as the site-spaces list shows them; a group embeds its sections as the sections list shows them',
    },
    {
      id: PUBLISHED_CONTENT,
      level: 'SHOULD',
      source: behaviour('site-structure'),
      section: 'Sites',
      profile: 'sites',
      category: 'state',
      operations: ['getPublishedContentSite', 'publishSite', 'getSiteById', 'listSiteSections', 'listSiteSpaces'],
      readsIn: { getPublishedContentSite: ['site', 'structure'] },
      statement:
        "a published site's content shows the site as GET site does, and its structure: its sections as the sections list shows them, in order, or for a site without sections its site spaces as their list does",
    },
  ];
  return judgedOnceIfServed(spec, 'site structure', requirements, examine);
}
