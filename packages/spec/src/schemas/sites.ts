/** Docs sites: Site, sections, section groups, site spaces, share links, adaptive schema, published site. */
import type { SchemaObject } from 'openapi3-ts/oas31';
import { obj, objectAndId, orNull, ref, type Schema, str, urlFields, when } from '../builders.js';

const described = (schema: Schema, description: string): SchemaObject => ({ ...schema, description });

// spec schema Site `type`; full value set from docs/behaviour.md#full-value-sets-of-enumerations (`basic` is the default on create).
export const siteType: SchemaObject = {
  type: 'string',
  enum: ['basic', 'premium', 'ultimate', 'sponsored', 'legacy-basic', 'legacy-premium'],
};
// spec schema Site `visibility`.
export const siteVisibility: SchemaObject = {
  type: 'string',
  enum: ['public', 'unlisted', 'share-link', 'visitor-auth'],
  description:
    'public: anyone, indexed; unlisted: anyone, not indexed; share-link: secret token in the URL; visitor-auth: visitors authenticated via JWT',
};
// spec schema Site `agentsContext`.
export const siteAgentsContext: SchemaObject = {
  type: 'string',
  enum: ['excluded', 'included'],
  description: 'excluded: agents cannot access the site; included: agents can',
};
// spec schema Site `title` 2 to 128
export const siteTitle = str({ min: 2, max: 128 });
// spec schema Site `basename` 1 to 100
export const siteBasename = str({ min: 1, max: 100 });
// spec schema Site `hostname` max 512 and its pattern
export const siteHostname = str({
  max: 512,
  pattern: '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?[.]){2,}[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$',
});
// spec: updateSiteById `proxy` string max 512 and its pattern (Limits › Site `proxy`)
export const siteProxy = described(
  str({ max: 512, pattern: String.raw`^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$` }),
  'A host plus one or more path segments, for hosting the site under a subdirectory of a domain',
);
// spec schema Site `ads.status`; full value set from docs/behaviour.md#full-value-sets-of-enumerations
export const siteAdsStatus: SchemaObject = {
  type: 'string',
  enum: ['pending', 'in-review', 'live', 'rejected', 'disabled'],
};
// spec schema Site `features[].customizations` items; full value set from docs/behaviour.md#full-value-sets-of-enumerations
export const siteFeatureCustomization: SchemaObject = {
  type: 'string',
  enum: [
    'header-logo',
    'header-primary-link',
    'theme-preset',
    'premium-fonts',
    'custom-icons',
    'footer-logo',
    'footer-links',
    'footer-copyright',
    'semantic-colors',
  ],
};

// spec schema Site `features[].id`, `sites-` + feature name; the live service's full set of 35 (docs/behaviour.md#fields-always-sent)
export const siteFeatureId: SchemaObject = {
  type: 'string',
  enum: [
    'sites-adaptive-content',
    'sites-advanced-customization',
    'sites-advanced-insights',
    'sites-ads',
    'sites-ai-search',
    'sites-ai-assistant',
    'sites-ai-insights',
    'sites-fix-broken-links',
    'sites-connections',
    'sites-content-gaps',
    'sites-channels',
    'sites-embed',
    'sites-api-playground',
    'sites-basic-customization',
    'sites-broken-links',
    'sites-custom-domain',
    'sites-custom-fonts',
    'sites-custom-subdirectory',
    'sites-full-text-search',
    'sites-multivariant-site',
    'sites-no-custom-domain',
    'sites-page-feedback',
    'sites-page-traffic-insights',
    'sites-pdf-export',
    'sites-preview-deployments',
    'sites-public-visibility',
    'sites-redirects',
    'sites-search-insights',
    'sites-sections',
    'sites-seo',
    'sites-share-links',
    'sites-unlisted-visibility',
    'sites-user-contribution',
    'sites-visitor-authentication',
    'sites-visitors',
  ],
};

// spec schema SiteSection `title` 2 to 128
export const sectionTitle = str({ min: 2, max: 128 });
// spec schema SiteSection `description` max 256
export const sectionDescription = str({ max: 256 });
// spec schema SiteSection `path` 1 to 100
export const sectionPath = described(str({ min: 1, max: 100 }), 'Path of the section on the site');
// spec schema SiteSection `icon` max 50 (an icon name)
export const sectionIcon = described(str({ max: 50 }), 'Icon name');
// spec schemas SiteSection / SiteSpace `condition` 1 to 1024
export const siteCondition = described(
  str({ min: 1, max: 1024 }),
  'Expression deciding whether the element is shown to a visitor',
);
// spec schema SiteSectionGroup `title` 1 to 100
export const sectionGroupTitle = str({ min: 1, max: 100 });
// spec schema SiteSectionGroup `icon` max 50
export const sectionGroupIcon = described(str({ max: 50 }), 'Icon name');
// spec schema SiteSpace `path` 1 to 100
export const siteSpacePath = described(str({ min: 1, max: 100 }), 'Path of the site space on the site');
// spec schema ShareLink `name` max 50
export const shareLinkName = str({ max: 50 });

/** `condition` in PATCH bodies: omitted keeps it, null removes it (spec tags Site sections, Site spaces). */
export const conditionUpdate = described(
  orNull(siteCondition),
  'Expression deciding whether the element is shown to a visitor. Omitted: unchanged; null: removes the condition',
);

// spec schema Site `icon` — object, enum alternative or null; value set from docs/behaviour.md#full-value-sets-of-enumerations
const siteIcon: SchemaObject = {
  description:
    'The site icon: `{icon: {light, dark}}` (URLs), `{emoji}`, the empty object `{}`, or null. The contract names a string-enum alternative without values; the live service uses only these shapes (docs/behaviour.md#full-value-sets-of-enumerations)',
  oneOf: [
    obj({ icon: obj({ light: str({ format: 'uri' }), dark: str({ format: 'uri' }) }) }, ['icon']),
    obj({ emoji: { type: 'string' } }, ['emoji']),
    { type: 'object', maxProperties: 0 },
    { type: 'null' },
  ],
};

/** `urls` of a site's structure and share links: `published`, the URL on the published site. */
const publishedUrls = (required: string[] = []): SchemaObject => urlFields(['published'], required);

/** A boolean visitor claim inside the adaptive visitor schema. */
const booleanClaim = obj({ type: { type: 'string', const: 'boolean' }, description: { type: 'string' } }, ['type'], {
  description: 'A boolean visitor claim',
});

export const schemas: Record<string, SchemaObject> = {
  Site: obj(
    {
      ...objectAndId('site'),
      type: siteType,
      title: siteTitle,
      icon: siteIcon,
      hostname: siteHostname,
      basename: siteBasename,
      proxy: obj({ origin: { type: 'string' }, target: { type: 'string' } }, ['origin', 'target']),
      visibility: siteVisibility,
      published: { type: 'boolean', description: 'The site is live for the audience defined by `visibility`' },
      siteSpaces: { type: 'number', description: 'Number of site spaces' },
      createdAt: ref('Timestamp'),
      adaptiveContent: obj({ enabled: { type: 'boolean' } }, ['enabled']),
      ads: obj({ status: siteAdsStatus, submittable: { type: 'boolean' } }),
      agentsContext: siteAgentsContext,
      features: {
        type: 'array',
        description: "What the site's plan provides; every feature is sent with `id`, `plan` and `frozen`",
        items: obj(
          {
            id: siteFeatureId,
            plan: { ...siteType, description: 'The site plan (a Site `type`) that provides the feature' },
            frozen: { type: 'boolean', description: 'The feature is kept from a legacy plan and cannot change' },
            customizations: {
              type: 'array',
              items: siteFeatureCustomization,
              description: 'Only on `sites-advanced-customization`: the customizations the plan allows',
            },
          },
          ['id', 'plan', 'frozen'],
          when(
            { properties: { id: { const: 'sites-advanced-customization' } } },
            { required: ['customizations'] },
            { not: { required: ['customizations'] } },
          ),
        ),
      },
      urls: urlFields(['location', 'app', 'published'], ['location', 'app']),
    },
    // spec schema Site: fields marked Required, plus those always sent (docs/behaviour.md#fields-always-sent)
    [
      'object',
      'id',
      'type',
      'title',
      'visibility',
      'published',
      'siteSpaces',
      'createdAt',
      'adaptiveContent',
      'agentsContext',
      'features',
      'urls',
    ],
  ),
  SiteSection: obj(
    {
      ...objectAndId('site-section'),
      title: sectionTitle,
      description: sectionDescription,
      default: { type: 'boolean', description: 'Whether this is the default section of the site' },
      path: sectionPath,
      condition: siteCondition,
      sectionGroup: { type: 'string', description: 'Id of the containing section group', 'x-instance': 'id' },
      icon: sectionIcon,
      siteSpaces: { type: 'array', items: ref('SiteSpace') },
      urls: publishedUrls(),
    },
    ['object', 'id', 'title', 'default', 'path', 'siteSpaces', 'urls'],
  ),
  SiteSectionGroup: obj(
    {
      ...objectAndId('site-section-group'),
      title: sectionGroupTitle,
      icon: sectionGroupIcon,
      sections: { type: 'array', items: ref('SiteSection') },
    },
    ['object', 'id', 'title', 'sections'],
  ),
  SiteSpace: obj(
    {
      ...objectAndId('site-space'),
      path: siteSpacePath,
      section: { type: 'string', description: 'Id of the section', 'x-instance': 'id' },
      title: { type: 'string' },
      default: { type: 'boolean' },
      condition: siteCondition,
      hasAdvancedCustomizationFeature: { type: 'boolean' },
      space: ref('Space'),
      urls: publishedUrls(),
    },
    ['object', 'id', 'path', 'title', 'default', 'hasAdvancedCustomizationFeature', 'space', 'urls'],
  ),
  ShareLink: obj(
    {
      ...objectAndId('share-link'),
      createdAt: ref('Timestamp'),
      name: shareLinkName,
      active: {
        type: 'boolean',
        description: 'Inactive share links no longer give access (PATCH `active` toggles it)',
      },
      urls: publishedUrls(['published']),
    },
    ['object', 'id', 'createdAt', 'active', 'urls'],
  ),
  // spec schema SiteAdaptiveSchema: `jsonSchema` — a draft-07 document; this schema describes that document.
  SiteAdaptiveJsonSchema: obj(
    {
      type: { type: 'string', const: 'object' },
      properties: {
        type: 'object',
        description: 'Boolean visitor claims, plus `unsigned`',
        properties: {
          unsigned: obj(
            {
              type: { type: 'string', const: 'object' },
              properties: { type: 'object', additionalProperties: booleanClaim },
              additionalProperties: { const: false },
            },
            [],
            { description: 'Unsigned visitor claims, each boolean; no additional properties' },
          ),
        },
        additionalProperties: booleanClaim,
      },
      additionalProperties: { const: false, description: 'The visitor object allows no additional properties' },
    },
    [],
    {
      description:
        'A JSON Schema draft-07 document for visitor attributes: an object whose properties are boolean claims, with an `unsigned` sub-object of boolean claims; additional properties are not allowed. Further draft-07 keywords (e.g. `$schema`, `required`) may appear',
      // Those further keywords are the document's own: it is open (what it describes is not).
      additionalProperties: true,
    },
  ),
  // docs/behaviour.md#fields-always-sent: the answered document always says `type`, `properties` and
  // `additionalProperties` (a request may leave `properties` out; it is answered as `{}`, the same schema).
  SiteAdaptiveSchema: obj(
    {
      object: { type: 'string', const: 'site-adaptive-schema' },
      jsonSchema: { allOf: [ref('SiteAdaptiveJsonSchema')], required: ['type', 'properties', 'additionalProperties'] },
      updatedAt: ref('Timestamp'),
    },
    ['object', 'jsonSchema', 'updatedAt'],
  ),
  SiteAdaptiveTemplateConditions: obj(
    {
      items: {
        type: 'array',
        items: obj({ description: { type: 'string' }, condition: { type: 'string' } }, ['description', 'condition']),
      },
    },
    ['items'],
  ),
  PublishedContentSite: obj(
    {
      object: { type: 'string', const: 'published-content-site' },
      site: ref('Site'),
      structure: {
        description: 'The structure of the published site: its sections, or its site spaces',
        oneOf: [
          obj(
            { type: { type: 'string', const: 'sections' }, structure: { type: 'array', items: ref('SiteSection') } },
            ['type', 'structure'],
            { description: 'Sectioned variant (spec schema PublishedContentSite)' },
          ),
          obj(
            { type: { type: 'string', const: 'siteSpaces' }, structure: { type: 'array', items: ref('SiteSpace') } },
            ['type', 'structure'],
            {
              description:
                'Site-spaces variant for sites without sections; not shown in the contract (the live service uses it)',
            },
          ),
        ],
      },
    },
    ['object', 'site', 'structure'],
    { description: 'Other top-level fields such as customization and integration scripts: not shown in the contract' },
  ),
};
