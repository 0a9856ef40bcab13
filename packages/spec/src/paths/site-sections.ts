/** spec tags Site sections, Site section groups. */
import type { PathsObject } from 'openapi3-ts/oas31';
import {
  actionPath,
  collectionPath,
  itemPath,
  obj,
  operation,
  orNull,
  param,
  ref,
  type Resource,
} from '../builders.js';
import { paginated, siteParameters as site } from '../parameters.js';
import { position } from '../schemas/common.js';
import {
  conditionUpdate,
  sectionDescription,
  sectionGroupIcon,
  sectionGroupTitle,
  sectionIcon,
  sectionPath,
  sectionTitle,
} from '../schemas/sites.js';
import { withRefers } from '../refers.js';

const sections = 'Site sections';
const groups = 'Site section groups';
const sectionGroup = [...site, param('pathSiteSectionGroupId')];
const siteSection: Resource = {
  section: sections,
  parameters: [...site, param('pathSiteSectionId')],
  schema: ref('SiteSection'),
};
const siteSectionGroup: Resource = { section: groups, parameters: sectionGroup, schema: ref('SiteSectionGroup') };

/** What the deprecated move operations of sections, section groups and site spaces add. */
export const replacedBySortSiteStructure = {
  description: 'Deprecated: replaced by the structure-sorting operation sortSiteStructure (not shown in the contract)',
  deprecated: true,
};

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/sites/{siteId}/sections': collectionPath(
    { section: sections, parameters: site, schema: ref('SiteSection') },
    {
      get: ['listSiteSections', 'List the sections of a site', [...site, param('shareKey'), ...paginated]],
      post: [
        'addSectionToSite',
        'Add a section to a site',
        obj(
          {
            spaceId: { type: 'string', description: 'The space to add as a site space variant of the new section' },
            title: orNull(sectionTitle),
            icon: orNull(sectionIcon),
          },
          ['spaceId'],
        ),
      ],
    },
  ),
  '/v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}': itemPath(siteSection, {
    delete: ['deleteSiteSectionById', 'Delete a site section', 205],
    patch: [
      'updateSiteSectionById',
      'Update a site section',
      obj({
        title: sectionTitle,
        path: sectionPath,
        defaultSiteSpace: { type: 'string', description: 'Id of the site space to make the default of the section' },
        // spec tag Site sections: an omitted `condition` stays unchanged and null removes it
        condition: conditionUpdate,
        icon: orNull(sectionIcon),
        description: orNull(sectionDescription),
      }),
    ],
  }),
  '/v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}/move': actionPath(siteSection, [
    'moveSiteSection',
    'Move a site section',
    obj({ position: position('site-section', 'siteSection') }, ['position']),
    replacedBySortSiteStructure,
  ]),
  '/v1/orgs/{organizationId}/sites/{siteId}/section-groups': collectionPath(
    { section: groups, parameters: site, schema: ref('SiteSectionGroup') },
    {
      get: ['listSiteSectionGroups', 'List the section groups of a site', [...site, ...paginated]],
      post: [
        'addSectionGroupToSite',
        'Add a section group to a site',
        obj(
          {
            title: sectionGroupTitle,
            icon: orNull(sectionGroupIcon),
            // README › References: `x-refers`
            sections: withRefers(
              { type: 'array', items: { type: 'string', description: 'A site section id' } },
              { param: 'siteSectionId', shows: 'sections[].id' },
            ),
          },
          ['title'],
        ),
      ],
    },
  ),
  '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}': itemPath(siteSectionGroup, {
    delete: ['deleteSiteSectionGroupById', 'Delete a site section group', 205],
    patch: [
      'updateSiteSectionGroupById',
      'Update a site section group',
      obj({ title: sectionGroupTitle, icon: orNull(sectionGroupIcon) }),
    ],
  }),
  '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections': {
    post: operation({
      id: 'addSectionToSiteSectionGroup',
      section: groups,
      summary: 'Add a site section to a section group',
      parameters: sectionGroup,
      body: obj({ sectionId: { type: 'string', description: 'The site section id' } }, ['sectionId']),
      success: { status: 201, schema: ref('SiteSectionGroup') },
    }),
  },
  '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections/{siteSectionId}': {
    delete: operation({
      id: 'removeSectionFromSiteSectionGroup',
      section: groups,
      summary: 'Remove a site section from a section group',
      parameters: [...sectionGroup, param('pathSiteSectionId')],
      success: { status: 205 },
    }),
  },
  '/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/move': actionPath(
    siteSectionGroup,
    // spec tag Site section groups: move — the anchor is `{type: site-section, id}`
    [
      'moveSiteSectionGroup',
      'Move a site section group',
      obj({ position: position('site-section', 'id') }, ['position']),
      replacedBySortSiteStructure,
    ],
  ),
};
