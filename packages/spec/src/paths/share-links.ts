/** spec tag Site share links. */
import type { PathsObject } from 'openapi3-ts/oas31';
import { collectionPath, itemPath, obj, param, ref } from '../builders.js';
import { paginated, siteParameters as site } from '../parameters.js';
import { shareLinkName } from '../schemas/sites.js';

const section = 'Site share links';
const shareLink = [...site, param('pathShareLinkId')];

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/sites/{siteId}/share-links': collectionPath(
    { section, parameters: site, schema: ref('ShareLink') },
    {
      get: ['listSiteShareLinks', 'List the share links of a site', [...site, ...paginated]],
      post: ['createSiteShareLink', 'Create a share link for a site', obj({ name: shareLinkName }, ['name'])],
    },
  ),
  '/v1/orgs/{organizationId}/sites/{siteId}/share-links/{shareLinkId}': itemPath(
    { section, parameters: shareLink, schema: ref('ShareLink') },
    {
      delete: ['deleteSiteShareLinkById', 'Delete a share link', 205],
      patch: [
        'updateSiteShareLinkById',
        'Update a share link',
        obj({ active: { type: 'boolean', description: 'false: inactive; true: active' }, name: shareLinkName }),
        // spec tag Site share links, docs/behaviour.md#share-links (active <-> inactive by PATCH `active`)
        { description: '`active` false deactivates the share link; true reactivates it' },
      ],
    },
  ),
};
