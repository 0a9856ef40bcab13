/** Site and share-link rows → the contract's Site and ShareLink; the site's published URL. */
import type { ShareLink, Site } from '@docs-api/shared-types';
import type { ShareLink as ShareLinkRow, Site as SiteRow } from '../generated/prisma/client.js';
import type { SiteWithCount } from '../repositories/sites.js';
import { valued } from './fields.js';

type SiteType = Site['type'];
type Feature = NonNullable<Site['features']>[number];
type FeatureId = Feature['id'];
type Customization = NonNullable<Feature['customizations']>[number];

/** What the presenters need of the site's organization. */
export interface SiteOrganization {
  hostname: string | null;
}

/** Site types by tier: a feature of a lower tier is part of every higher one. */
const TIERS: Record<SiteType, { tier: number; frozen: boolean }> = {
  basic: { tier: 1, frozen: false },
  sponsored: { tier: 1, frozen: false },
  'legacy-basic': { tier: 1, frozen: true },
  premium: { tier: 2, frozen: false },
  'legacy-premium': { tier: 2, frozen: true },
  ultimate: { tier: 3, frozen: false },
};
const PLAN_OF_TIER = ['basic', 'basic', 'premium', 'ultimate'] as const;

/** Feature ids (spec: Site `features[].id`, 35 values) by the tier that first provides them. */
const FEATURES: [id: FeatureId, tier: number][] = [
  ['sites-public-visibility', 1],
  ['sites-unlisted-visibility', 1],
  ['sites-no-custom-domain', 1],
  ['sites-basic-customization', 1],
  ['sites-sections', 1],
  ['sites-share-links', 1],
  ['sites-adaptive-content', 1],
  ['sites-full-text-search', 1],
  ['sites-ai-search', 1],
  ['sites-pdf-export', 1],
  ['sites-page-feedback', 1],
  ['sites-page-traffic-insights', 1],
  ['sites-broken-links', 1],
  ['sites-embed', 1],
  ['sites-api-playground', 1],
  ['sites-redirects', 1],
  ['sites-seo', 1],
  ['sites-channels', 1],
  ['sites-connections', 1],
  ['sites-custom-domain', 2],
  ['sites-custom-subdirectory', 2],
  ['sites-custom-fonts', 2],
  ['sites-visitor-authentication', 2],
  ['sites-visitors', 2],
  ['sites-multivariant-site', 2],
  ['sites-preview-deployments', 2],
  ['sites-advanced-insights', 2],
  ['sites-search-insights', 2],
  ['sites-ai-assistant', 2],
  ['sites-ai-insights', 2],
  ['sites-content-gaps', 2],
  ['sites-fix-broken-links', 2],
  ['sites-user-contribution', 2],
  ['sites-ads', 2],
  ['sites-advanced-customization', 2],
];

/** Customizations (spec: Site `features[].customizations`) of `sites-advanced-customization` by tier. */
const CUSTOMIZATIONS: [Customization, number][] = [
  ['header-logo', 2],
  ['header-primary-link', 2],
  ['theme-preset', 2],
  ['footer-copyright', 2],
  ['footer-logo', 2],
  ['footer-links', 2],
  ['premium-fonts', 3],
  ['custom-icons', 3],
  ['semantic-colors', 3],
];

/**
 * The features the site's plan (its `type`) provides, each with the plan that first provides it; legacy
 * plans are frozen. `customizations` comes only with `sites-advanced-customization`.
 */
export function siteFeatures(type: string): NonNullable<Site['features']> {
  const { tier, frozen } = TIERS[type as SiteType] ?? TIERS.basic;
  return FEATURES.filter(([, from]) => from <= tier).map(([id, from]) => ({
    id,
    plan: PLAN_OF_TIER[from] ?? 'basic',
    frozen,
    ...(id === 'sites-advanced-customization'
      ? { customizations: CUSTOMIZATIONS.filter(([, at]) => at <= tier).map(([c]) => c) }
      : {}),
  }));
}

/**
 * Where the site is (or would be) published: its own hostname, else the organization's docs
 * subdomain, then its basename. Always ends without a trailing slash unless it is the bare host.
 * Percent-encoded where the organization's hostname or the basename hold characters a URI cannot
 * (spec schema Site `urls.published`, format uri).
 */
export function sitePublishedUrl(site: Pick<SiteRow, 'hostname' | 'basename'>, org: SiteOrganization): string {
  const host = site.hostname ?? `${encodeURIComponent(org.hostname ?? 'org')}.docs.localhost`;
  const basename = (site.basename ?? '').split('/').map(encodeURIComponent).join('/');
  return `https://${host}/${basename}`;
}

/** A path on the published site (section or site space paths, joined with `/`). */
export const publishedPathUrl = (siteUrl: string, ...paths: string[]): string =>
  `${siteUrl.replace(/\/$/, '')}/${paths.join('/')}`;

export function presentSite(row: SiteWithCount, org: SiteOrganization, baseUrl: string): Site {
  const proxy = row.proxy as { origin: string; target: string } | null;
  const icon = row.icon as Site['icon'] | null;
  return {
    object: 'site',
    id: row.id,
    type: row.type as SiteType,
    title: row.title,
    ...valued({ icon, hostname: row.hostname, basename: row.basename, proxy }),
    visibility: row.visibility as Site['visibility'],
    published: row.published,
    siteSpaces: row._count.siteSpaces,
    createdAt: row.createdAt.toISOString(),
    adaptiveContent: { enabled: row.adaptiveContent },
    ...(row.type === 'sponsored' ? { ads: { status: 'pending' as const, submittable: true } } : {}),
    agentsContext: row.agentsContext as Site['agentsContext'],
    features: siteFeatures(row.type),
    urls: {
      location: `${baseUrl}/v1/orgs/${row.organizationId}/sites/${row.id}`,
      app: `${baseUrl}/s/site/${row.id}`,
      // spec schema Site: urls.published — only while the site is published.
      ...(row.published ? { published: sitePublishedUrl(row, org) } : {}),
    },
  };
}

/** spec schema ShareLink — `urls.published` is the site's published URL carrying the secret key. */
export function presentShareLink(
  row: ShareLinkRow,
  site: Pick<SiteRow, 'hostname' | 'basename'>,
  org: SiteOrganization,
): ShareLink {
  return {
    object: 'share-link',
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    ...valued({ name: row.name }),
    active: row.active,
    urls: { published: `${sitePublishedUrl(site, org)}?share=${row.key}` },
  };
}
