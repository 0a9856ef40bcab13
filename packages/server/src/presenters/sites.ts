/** Site and share-link rows → the contract's Site and ShareLink; the site's published URL. */
import type { ShareLink, Site } from '@docs-api/shared-types';
import type { ShareLink as ShareLinkRow, Site as SiteRow } from '../generated/prisma/client.js';
import type { SiteWithCount } from '../repositories/sites.js';

type SiteType = Site['type'];
type Customization = NonNullable<NonNullable<Site['features']>[number]['customizations']>[number];

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

/** Feature ids (api-facts.md › Site `features[].id`) by the tier that first provides them. */
const FEATURES: [id: string, tier: number][] = [
  ['sites-sections', 1],
  ['sites-share-links', 1],
  ['sites-adaptive-content', 1],
  ['sites-full-text-search', 1],
  ['sites-pdf-export', 1],
  ['sites-customization', 1],
  ['sites-custom-domain', 2],
  ['sites-visitor-authentication', 2],
  ['sites-advanced-customization', 3],
];

/** Customizations (api-facts.md › Site `features[].customizations`) of `sites-customization` by tier. */
const CUSTOMIZATIONS: [Customization, number][] = [
  ['header-logo', 1],
  ['header-primary-link', 1],
  ['theme-preset', 1],
  ['footer-copyright', 1],
  ['footer-logo', 2],
  ['footer-links', 2],
  ['premium-fonts', 2],
  ['custom-icons', 2],
  ['semantic-colors', 3],
];

/** The features the site's plan (its `type`) provides; legacy plans are frozen. */
export function siteFeatures(type: string): NonNullable<Site['features']> {
  const { tier, frozen } = TIERS[type as SiteType] ?? TIERS.basic;
  return FEATURES.filter(([, from]) => from <= tier).map(([id, from]) => ({
    id,
    plan: PLAN_OF_TIER[from] ?? 'basic',
    frozen,
    customizations: id === 'sites-customization' ? CUSTOMIZATIONS.filter(([, at]) => at <= tier).map(([c]) => c) : [],
  }));
}

/**
 * Where the site is (or would be) published: its own hostname, else the organization's docs
 * subdomain, then its basename. Always ends without a trailing slash unless it is the bare host.
 */
export function sitePublishedUrl(site: Pick<SiteRow, 'hostname' | 'basename'>, org: SiteOrganization): string {
  const host = site.hostname ?? `${org.hostname ?? 'org'}.docs.localhost`;
  return `https://${host}/${site.basename ?? ''}`;
}

/** A path on the published site (section or site space paths, joined with `/`). */
export const publishedPathUrl = (siteUrl: string, ...paths: string[]): string => `${siteUrl.replace(/\/$/, '')}/${paths.join('/')}`;

export function presentSite(row: SiteWithCount, org: SiteOrganization, baseUrl: string): Site {
  const proxy = row.proxy as { origin: string; target: string } | null;
  const icon = row.icon as Site['icon'] | null;
  return {
    object: 'site',
    id: row.id,
    type: row.type as SiteType,
    title: row.title,
    ...(icon !== null ? { icon } : {}),
    ...(row.hostname !== null ? { hostname: row.hostname } : {}),
    ...(row.basename !== null ? { basename: row.basename } : {}),
    ...(proxy !== null ? { proxy } : {}),
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
      // contract: Site › urls.published — only while the site is published.
      ...(row.published ? { published: sitePublishedUrl(row, org) } : {}),
    },
  };
}

/** contract: ShareLink — `urls.published` is the site's published URL carrying the secret key. */
export function presentShareLink(row: ShareLinkRow, site: Pick<SiteRow, 'hostname' | 'basename'>, org: SiteOrganization): ShareLink {
  return {
    object: 'share-link',
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    ...(row.name !== null ? { name: row.name } : {}),
    active: row.active,
    urls: { published: `${sitePublishedUrl(site, org)}?share=${row.key}` },
  };
}
