/**
 * Arrangements shared by the site sections, site section groups and site spaces tests: callers of every kind,
 * spaces, sites and share keys.
 */
import { expect } from 'vitest';
import { arrangeMember, useTestServer, walk, type Client, type TestContext } from './helpers.js';

export interface SiteSectionFixture extends TestContext {
  /** edit role: may read, not change a site's structure */
  readonly editor: Client;
  /** member without a role */
  readonly guest: Client;
  /** a live space of the other organization */
  readonly foreignSpace: string;
}

/** A test server for the file (useTestServer) and the callers of the site section and site space tests. */
export function useSiteSectionFixture(): SiteSectionFixture {
  return useTestServer({}, async (t) => {
    const foreign = await walk<{ id: string }>(t.outsider, `/v1/orgs/${t.otherOrgId}/spaces`);
    return {
      editor: await arrangeMember(t, 'Editor', 'edit'),
      guest: await arrangeMember(t, 'Guest', null),
      foreignSpace: foreign[0]?.id ?? '',
    };
  });
}

/** Path helpers and arrangements bound to one fixture. */
export function siteSectionApi(f: SiteSectionFixture) {
  const site = (siteId: string) => `/v1/orgs/${f.orgId}/sites/${siteId}`;
  return {
    site,
    sections: (siteId: string) => `${site(siteId)}/sections`,
    groups: (siteId: string) => `${site(siteId)}/section-groups`,
    siteSpaces: (siteId: string) => `${site(siteId)}/site-spaces`,

    /** A new space of the organization. */
    async space(title: string): Promise<string> {
      const res = await f.admin.post(`/v1/orgs/${f.orgId}/spaces`, { title });
      expect(res.status, res.text).toBe(201);
      return res.body.id as string;
    },

    /** A new site (its spaces become root site spaces). */
    async newSite(spaces: string[] = [], visibility = 'public'): Promise<string> {
      const res = await f.admin.post(`/v1/orgs/${f.orgId}/sites`, { title: 'Docs site', visibility, spaces });
      expect(res.status, res.text).toBe(201);
      return res.body.id as string;
    },

    /** Adds a section made from `spaceId`; returns the SiteSection. */
    async section(siteId: string, spaceId: string, extra: Record<string, unknown> = {}): Promise<any> {
      const res = await f.admin.post(`${site(siteId)}/sections`, { spaceId, ...extra });
      expect(res.status, res.text).toBe(201);
      return res.body;
    },

    /** A new site with `count` sections, all made from one new space titled `title`, added one after the other. */
    async siteWithSections(
      title: string,
      count: number,
    ): Promise<{ siteId: string; spaceId: string; sections: any[] }> {
      const siteId = await this.newSite();
      const spaceId = await this.space(title);
      const sections = [];
      for (let i = 0; i < count; i++) sections.push(await this.section(siteId, spaceId));
      return { siteId, spaceId, sections };
    },

    /** A section for each title, made from a new space of that title, added in order; returns the SiteSections. */
    async sectionsOfNewSpaces(siteId: string, titles: string[]): Promise<any[]> {
      const added = [];
      for (const title of titles) added.push(await this.section(siteId, await this.space(title)));
      return added;
    },

    /** A published share-link site with an active share link; returns the site and the link's key. */
    async sharedSite(spaces: string[]): Promise<{ siteId: string; key: string; linkId: string }> {
      const siteId = await this.newSite(spaces, 'share-link');
      expect((await f.admin.post(`${site(siteId)}/publish`)).status).toBe(200);
      const link = await f.admin.post(`${site(siteId)}/share-links`, { name: 'Partners' });
      expect(link.status, link.text).toBe(201);
      const key = new URL(link.body.urls.published as string).searchParams.get('share') ?? '';
      expect(key).not.toBe('');
      return { siteId, key, linkId: link.body.id as string };
    },
  };
}

/** The ids of a list's items, walking every page. */
export const idsOf = async (
  api: Client,
  path: string,
  query: Record<string, string | boolean> = {},
): Promise<string[]> => (await walk<{ id: string }>(api, path, query, 1000)).map((item) => item.id);
