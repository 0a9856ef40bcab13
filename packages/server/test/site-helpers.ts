/** Arrange helpers of the sites and published-site tests: site paths, sites made through the API, sections in the database. */
import { expect } from 'vitest';
import { newId } from '../src/ids.js';
import type { Client, TestContext } from './helpers.js';

/** Site paths and arrangements bound to the file's test server (organizations default to the demo one). */
export function siteHelpers(t: TestContext) {
  const sites = (organizationId = t.orgId) => `/v1/orgs/${organizationId}/sites`;
  const siteUrl = (siteId: string, organizationId = t.orgId) => `${sites(organizationId)}/${siteId}`;

  /** POST a site as the admin, expecting 201. */
  async function createSite(body: Record<string, unknown> = {}, api: Client = t.admin, organizationId = t.orgId) {
    const res = await api.post(sites(organizationId), body);
    expect(res.status, res.text).toBe(201);
    return res.body;
  }

  /**
   * Sections are arranged in the database: the section operations belong to the site sections family,
   * and these tests only need a site that has sections.
   */
  async function arrangeSection(siteId: string, title: string, position: number, isDefault = false) {
    return t.server.app.services.prisma.siteSection.create({
      data: {
        id: newId(),
        siteId,
        title,
        path: title.toLowerCase(),
        position,
        isDefault,
        createdAt: t.server.app.services.clock.now(),
      },
    });
  }

  /** The entries of the site's published structure, read as the admin (expecting 200, and `type` when given). */
  async function publishedStructure<T = any>(siteId: string, type?: 'siteSpaces' | 'sections'): Promise<T[]> {
    const res = await t.admin.get(`${siteUrl(siteId)}/published`);
    expect(res.status, res.text).toBe(200);
    if (type !== undefined) expect(res.body.structure.type).toBe(type);
    return res.body.structure.structure as T[];
  }

  return { sites, siteUrl, createSite, arrangeSection, publishedStructure };
}
