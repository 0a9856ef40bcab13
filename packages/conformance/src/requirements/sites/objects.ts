/**
 * How the sites profile makes its objects: a site publishing a space, and in it sections, section groups,
 * site spaces and share links — each through the contract's own create operation.
 */
import { SetupFailed } from '../../engine/errors.js';
import { idOf, type Session } from '../../engine/session.js';
import type { Params } from '../../engine/session-registry.js';
import { createInOrganization, newSpace } from '../fresh-objects.js';
import { uniqueName } from '../names.js';

/** A space of the organization that every site of a run publishes (made once per run). */
export const runSpace = (s: Session): Promise<string> => s.memo('sites:space', () => newSpace(s));

/** The path parameters of a site (createSite's answer in its organization). */
export type SiteParams = Params & { organizationId: string; siteId: string };

/** The site of an operation's path parameters (a fixture's parameters, known at run time). */
export function siteOf(params: Params): SiteParams {
  const { organizationId, siteId } = params;
  if (organizationId === undefined || siteId === undefined)
    throw new SetupFailed(`no site in the parameters ${JSON.stringify(params)}`);
  return { ...params, organizationId, siteId };
}

/** A new site (spec: createSite) publishing the run's space, or the given spaces. */
export async function freshSite(s: Session, body: Record<string, unknown> = {}): Promise<SiteParams> {
  const organizationId = s.fixtures.organizationId;
  const spaces = [await runSpace(s)];
  const siteId = await createInOrganization(s, 'createSite', { title: uniqueName(128), spaces, ...body });
  return { organizationId, siteId };
}

/**
 * A site of the run that holds one kind of fresh sub-object (sections, groups, site spaces or share links): each
 * check still gets its own object, without a site of its own. Kinds do not mix, so deleting a section never takes
 * another check's site space with it.
 */
export const parentSite = (s: Session, kind: string): Promise<SiteParams> =>
  s.memo(`sites:parent:${kind}`, () => freshSite(s));

/** A new section of the site (spec: addSectionToSite, `spaceId` required). */
export async function addSection(s: Session, site: SiteParams, spaceId?: string): Promise<string> {
  return idOf(await s.must('addSectionToSite', { params: site, body: { spaceId: spaceId ?? (await runSpace(s)) } }));
}

/** A new site space of the site, in `sectionId` when given. */
export async function addSiteSpace(s: Session, site: SiteParams, sectionId?: string): Promise<string> {
  const body = { spaceId: await runSpace(s), ...(sectionId !== undefined ? { sectionId } : {}) };
  return idOf(await s.must('addSpaceToSite', { params: site, body }));
}

/** A new section group of the site holding `sections`. */
export async function addGroup(s: Session, site: SiteParams, sections: string[] = []): Promise<string> {
  const body = { title: uniqueName(100), ...(sections.length > 0 ? { sections } : {}) };
  return idOf(await s.must('addSectionGroupToSite', { params: site, body }));
}

/** A new share link of the site; its whole body (the key is in `urls.published`). */
export async function addShareLink(s: Session, site: SiteParams): Promise<{ id: string; body: unknown }> {
  const exchange = await s.must('createSiteShareLink', { params: site, body: { name: uniqueName(50) } });
  return { id: idOf(exchange), body: exchange.json };
}
