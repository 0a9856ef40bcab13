/** contract: Endpoints › Site share links. */
import type { PathsObject } from 'openapi3-ts/oas31';
import { listOf, obj, operation, param, ref } from '../builders.js';
import { paginated } from '../parameters.js';
import { shareLinkName } from '../schemas/sites.js';

const section = 'Site share links';
const site = [param('pathOrganizationId'), param('pathSiteId')];
const shareLink = [...site, param('pathShareLinkId')];

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/sites/{siteId}/share-links': {
    get: operation({
      id: 'listSiteShareLinks',
      section,
      summary: 'List the share links of a site',
      parameters: [...site, ...paginated],
      success: { status: 200, schema: listOf(ref('ShareLink')) },
    }),
    post: operation({
      id: 'createSiteShareLink',
      section,
      summary: 'Create a share link for a site',
      parameters: site,
      body: obj({ name: shareLinkName }, ['name']),
      success: { status: 201, schema: ref('ShareLink') },
    }),
  },
  '/v1/orgs/{organizationId}/sites/{siteId}/share-links/{shareLinkId}': {
    delete: operation({
      id: 'deleteSiteShareLinkById',
      section,
      summary: 'Delete a share link',
      parameters: shareLink,
      success: { status: 205 },
    }),
    patch: operation({
      id: 'updateSiteShareLinkById',
      section,
      summary: 'Update a share link',
      // contract: States and transitions › Share link (active <-> inactive by PATCH `active`)
      description: '`active` false deactivates the share link; true reactivates it',
      parameters: shareLink,
      body: obj({ active: { type: 'boolean', description: 'false: inactive; true: active' }, name: shareLinkName }),
      success: { status: 200, schema: ref('ShareLink') },
    }),
  },
};
