/** spec tag Site spaces. */
import type { PathsObject } from 'openapi3-ts/oas31';
import { actionPath, collectionPath, itemPath, obj, param, query, ref, type Resource } from '../builders.js';
import { filter } from '../filters.js';
import { paginated, siteParameters as site } from '../parameters.js';
import { position } from '../schemas/common.js';
import { conditionUpdate, siteSpacePath } from '../schemas/sites.js';
import { replacedBySortSiteStructure } from './site-sections.js';
import { withRefers } from '../refers.js';

const section = 'Site spaces';
const siteSpace: Resource = { section, parameters: [...site, param('pathSiteSpaceId')], schema: ref('SiteSpace') };

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces': collectionPath(
    { section, parameters: site, schema: ref('SiteSpace') },
    {
      get: [
        'listSiteSpaces',
        'List the site spaces of a site',
        [
          ...site,
          param('shareKey'),
          ...paginated,
          query(
            'default',
            { type: 'boolean' },
            'true: only the default site space; false: only the others; omitted: all',
            filter({ op: 'eq', field: 'default' }),
          ),
        ],
      ],
      post: [
        'addSpaceToSite',
        'Add a space to a site',
        obj(
          {
            // README › References: `x-refers`
            spaceId: withRefers(
              { type: 'string', description: 'The space to add' },
              { param: 'spaceId', shows: 'space.id' },
            ),
            sectionId: withRefers(
              {
                type: 'string',
                description:
                  'The site section to add it to; when omitted the space goes to the default section, or to the root level if the site has no sections',
              },
              { param: 'siteSectionId', shows: 'section' },
            ),
          },
          ['spaceId'],
        ),
      ],
    },
  ),
  '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}': itemPath(siteSpace, {
    delete: ['deleteSiteSpaceById', 'Remove a site space from a site', 205],
    patch: [
      'updateSiteSpaceById',
      'Update a site space',
      obj({
        path: siteSpacePath,
        // spec tag Site spaces: `condition` omitted keeps it, null removes it
        condition: conditionUpdate,
        spaceId: withRefers(
          { type: 'string', description: 'The space to serve instead; omitted keeps the space' },
          { param: 'spaceId', shows: 'space.id' },
        ),
      }),
    ],
  }),
  '/v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/move': actionPath(siteSpace, [
    'moveSiteSpace',
    'Move a site space',
    obj({ position: position('site-space', 'siteSpace') }, ['position']),
    replacedBySortSiteStructure,
  ]),
};
