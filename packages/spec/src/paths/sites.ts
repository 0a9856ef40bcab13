/** spec tag Sites (plus publish/unpublish, beyond the contract per docs/behaviour.md#operations-the-live-service-adds). */
import type { PathItemObject, PathsObject, SchemaObject } from 'openapi3-ts/oas31';
import { itemPath, listOf, obj, operation, orNull, param, query, ref } from '../builders.js';
import { filter } from '../filters.js';
import { withRefers } from '../refers.js';
import { paginated, siteParameters as site } from '../parameters.js';
import { siteAgentsContext, siteBasename, siteProxy, siteTitle, siteType, siteVisibility } from '../schemas/sites.js';
import { titleContains } from './common.js';

const section = 'Sites';
const org = [param('pathOrganizationId')];

// spec: createSite `spaces` — space ids, or an enum value that creates a new space (value not named).
const createSpaces: SchemaObject = {
  description:
    'The spaces of the new site: an array of space ids, or the value that creates a new space. The contract does not name that value; `new` is used here',
  oneOf: [
    { type: 'array', items: { type: 'string', description: 'A space id' } },
    { type: 'string', enum: ['new'] },
  ],
};

/** publishSite, unpublishSite: `published` becomes `published`. */
const settingPublished = (id: string, verb: string, published: boolean): PathItemObject => ({
  post: operation({
    id,
    section,
    summary: `${verb} a site (\`published\` becomes ${published})`,
    parameters: site,
    success: { status: 200, schema: ref('Site') },
    // README › Effects: `x-effect` — the site shows the new `published` wherever it is read
    effect: { kind: 'sets', fields: { published }, reading: 'reference' },
    beyondContract: true,
  }),
});

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/sites': {
    get: operation({
      id: 'listSites',
      section,
      summary: 'List the sites of an organization',
      parameters: [
        ...org,
        ...paginated,
        query(
          'space',
          { type: 'string' },
          'Only sites that include this space id',
          filter({ op: 'includes', via: { operationId: 'listSiteSpaces', field: 'space.id' } }),
        ),
        // docs/behaviour.md#list-filters: `title` is a case-insensitive substring, as the teams' `title` filter.
        titleContains('Only sites with this title', { field: 'title', reading: 'reference' }),
        query(
          'published',
          { type: 'boolean' },
          'Only published (true) or unpublished (false) sites',
          filter({ op: 'eq', field: 'published' }),
        ),
      ],
      success: { status: 200, schema: listOf(ref('Site')) },
    }),
    post: operation({
      id: 'createSite',
      section,
      summary: 'Create a site',
      parameters: org,
      body: obj({
        type: { ...siteType, default: 'basic' },
        title: siteTitle,
        visibility: siteVisibility,
        spaces: createSpaces,
      }),
      bodyRequired: false,
      success: { status: 201, schema: ref('Site') },
    }),
  },
  '/v1/orgs/{organizationId}/sites/{siteId}': itemPath(
    { section, parameters: site, schema: ref('Site') },
    {
      get: ['getSiteById', 'Get a site'],
      delete: ['deleteSiteById', 'Delete a site', 205],
      patch: [
        'updateSiteById',
        'Update a site',
        obj({
          title: siteTitle,
          visibility: siteVisibility,
          basename: siteBasename,
          adaptiveContent: obj({ enabled: { type: 'boolean' } }, ['enabled']),
          agentsContext: siteAgentsContext,
          // README › References: `x-refers` — the default of its section (docs/behaviour.md#references)
          defaultSiteSpace: withRefers(
            { type: 'string', description: 'Id of the site space to make the default' },
            { param: 'siteSpaceId', marks: { list: 'listSiteSpaces', flag: 'default', among: 'section' } },
          ),
          defaultSiteSection: withRefers(
            { type: 'string', description: 'Id of the site section to make the default' },
            { param: 'siteSectionId', marks: { list: 'listSiteSections', flag: 'default' } },
          ),
          proxy: { ...orNull(siteProxy), description: `${siteProxy.description ?? ''}; null removes the proxy` },
        }),
      ],
    },
  ),
  '/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema': {
    get: operation({
      id: 'getSiteAdaptiveSchema',
      section,
      summary: 'Get the adaptive-content visitor schema of a site',
      parameters: site,
      success: { status: 200, schema: ref('SiteAdaptiveSchema') },
    }),
    put: operation({
      id: 'updateSiteAdaptiveSchema',
      section,
      summary: 'Replace the adaptive-content visitor schema of a site',
      parameters: site,
      body: obj({ jsonSchema: ref('SiteAdaptiveJsonSchema') }, ['jsonSchema']),
      success: { status: 200, schema: ref('SiteAdaptiveSchema') },
    }),
  },
  '/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema/template-conditions': {
    get: operation({
      id: 'listSiteAdaptiveTemplateConditions',
      section,
      summary: 'List condition templates built from the adaptive visitor schema',
      parameters: site,
      success: { status: 200, schema: ref('SiteAdaptiveTemplateConditions') },
    }),
  },
  '/v1/orgs/{organizationId}/sites/{siteId}/published': {
    get: {
      ...operation({
        id: 'getPublishedContentSite',
        section,
        summary: 'Get the published content of a site',
        parameters: [...site, param('shareKey')],
        success: { status: 200, schema: ref('PublishedContentSite') },
      }),
      // docs/behaviour.md#share-links: a published site with visibility public or unlisted is open to everyone.
      'x-open-to-non-members': 'a published site whose visibility is public or unlisted, or with an active share key',
    },
  },
  '/v1/orgs/{organizationId}/sites/{siteId}/publish': settingPublished('publishSite', 'Publish', true),
  '/v1/orgs/{organizationId}/sites/{siteId}/unpublish': settingPublished('unpublishSite', 'Unpublish', false),
};
