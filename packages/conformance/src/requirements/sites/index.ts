/**
 * Profile sites: fresh sites, and fresh sections, section groups, site spaces and share links (in a site of the
 * run per kind) for every check that needs one; the state models of publishing and share links and of the structure's defaults; the
 * adaptive visitor schema.
 */
import { moduleFile, joinBuilt, type SuiteModule } from '../../engine/module.js';
import { itemsOf } from '../entries-and-answers.js';
import { uniqueName } from '../names.js';
import { adaptiveSchema, schemaOf } from './adaptive.js';
import { structureDefaults } from './defaults.js';
import {
  addGroup,
  addSection,
  addShareLink,
  addSiteSpace,
  freshSite,
  parentSite,
  runSpace,
  siteOf,
} from './objects.js';
import { shareLinks } from './share-links.js';
import { siteStructure } from './structure.js';
import { siteMovePositions } from './moves.js';

const SECTION_GROUP = '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections';

export const sitesModule: SuiteModule = {
  name: 'sites',
  file: moduleFile(import.meta.url),
  providers: [
    { param: 'siteId', fresh: (s) => freshSite(s) },
    {
      param: 'siteSectionId',
      async fresh(s) {
        const site = await parentSite(s, 'sections');
        return { ...site, siteSectionId: await addSection(s, site) };
      },
    },
    {
      // A section of a group: a new group holding a new section.
      param: 'siteSectionId',
      under: SECTION_GROUP,
      async fresh(s) {
        const site = await parentSite(s, 'groups');
        const siteSectionId = await addSection(s, site);
        return { ...site, siteSectionId, siteSectionGroupId: await addGroup(s, site, [siteSectionId]) };
      },
    },
    {
      param: 'siteSectionGroupId',
      async fresh(s) {
        const site = await parentSite(s, 'groups');
        return { ...site, siteSectionGroupId: await addGroup(s, site) };
      },
    },
    {
      param: 'siteSpaceId',
      async fresh(s) {
        const site = await parentSite(s, 'site-spaces');
        return { ...site, siteSpaceId: await addSiteSpace(s, site) };
      },
    },
    {
      param: 'shareLinkId',
      async fresh(s) {
        const site = await parentSite(s, 'share-links');
        return { ...site, shareLinkId: (await addShareLink(s, site)).id };
      },
    },
  ],
  setups: [
    {
      operationId: 'createSite',
      body: () => ({ title: uniqueName(128) }),
      // spec: createSite — `spaces: "new"` creates a space for the site: the run deletes it with the site.
      async alsoCreated(s, params, body, answer) {
        const siteId = (answer as { id?: unknown } | undefined)?.id;
        if (
          (body as { spaces?: unknown } | undefined)?.spaces !== 'new' ||
          typeof siteId !== 'string' ||
          !s.spec.has('listSiteSpaces')
        )
          return [];
        const siteSpaces = itemsOf(
          await s.callRaw('listSiteSpaces', { params: { ...params, siteId }, query: { limit: 1000 } }),
        );
        return siteSpaces.flatMap((item) => {
          const space = (item as { space?: { id?: unknown } | string; spaceId?: unknown }).space;
          const spaceId = typeof space === 'string' ? space : (space?.id ?? (item as { spaceId?: unknown }).spaceId);
          return typeof spaceId === 'string' ? [{ operationId: 'deleteSpaceById', params: { spaceId } }] : [];
        });
      },
    },
    // spec: addSectionToSite — `spaceId` (Required) is a space of the organization.
    { operationId: 'addSectionToSite', body: async (s) => ({ spaceId: await runSpace(s) }) },
    { operationId: 'addSpaceToSite', body: async (s) => ({ spaceId: await runSpace(s) }) },
    { operationId: 'addSectionGroupToSite', body: () => ({ title: uniqueName(100) }) },
    // spec: addSectionToSiteSectionGroup — `sectionId` is a section of the same site.
    {
      operationId: 'addSectionToSiteSectionGroup',
      body: async (s, params) => ({ sectionId: await addSection(s, siteOf(params)) }),
    },
    { operationId: 'createSiteShareLink', body: () => ({ name: uniqueName(50) }) },
    // spec: SiteAdaptiveSchema — a draft-07 object schema of boolean claims.
    {
      operationId: 'updateSiteAdaptiveSchema',
      body: () => ({ jsonSchema: schemaOf({ claims: ['beta'], unsigned: [], described: true, draft07: true }) }),
    },
  ],
  build: (spec) =>
    joinBuilt([
      shareLinks(spec),
      structureDefaults(spec),
      adaptiveSchema(spec),
      siteStructure(spec),
      siteMovePositions(spec),
    ]),
};
