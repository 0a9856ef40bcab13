/**
 * The rows every read of a space needs, cached: the space row (its counters included) and its
 * organization's collection tree, so a GET of a space asks the database nothing when they are warm; and
 * the rows every request on a site reads first: the organization (its counters included) and the site
 * (with its number of site spaces).
 * Kept exact the way the caller caches are (access/callers.ts): the database's triggers notify every
 * instance of a changed space (`space:<id>`), collection (`tree:<organizationId>`), organization
 * (`org:<id>`) or site or site space (`site:<siteId>`) when the change commits (see heard()). On
 * PostgreSQL the notification comes on another connection, maybe after the writer's answer, so a write
 * answered by this instance drops everything at once (afterWriteRequest()) and its client reads what it
 * wrote without waiting for it. PGlite hands the notification over with the answer to the commit itself,
 * before the write request goes on: there the caches stay warm across writes.
 * `cacheTtlMs` bounds an entry's life should a notification be lost.
 */
import { ReadThroughCache } from '../cache.js';
import type { PrismaClient } from '../db/client.js';
import { CollectionTree } from '../domain/content-access.js';
import type { Organization, Space } from '../generated/prisma/client.js';
import { listCollectionNodes } from '../repositories/collections.js';
import { findOrganization } from '../repositories/organizations.js';
import { findSiteById, type SiteWithCount } from '../repositories/sites.js';
import { findSpace } from '../repositories/spaces.js';

export class RowCache {
  private readonly spaces: ReadThroughCache<string, Readonly<Space> | null>;
  private readonly trees: ReadThroughCache<string, CollectionTree>;
  private readonly organizations: ReadThroughCache<string, Readonly<Organization> | null>;
  private readonly sites: ReadThroughCache<string, Readonly<SiteWithCount> | null>;

  /**
   * `notifiedAtCommit`: the database's notifications of a write reach heard() before the statement that
   * commits it has answered (PGlite, one process).
   */
  constructor(
    private readonly prisma: PrismaClient,
    ttlMs: number,
    private readonly notifiedAtCommit = false,
  ) {
    this.spaces = new ReadThroughCache(ttlMs);
    this.trees = new ReadThroughCache(ttlMs, 1_000);
    this.organizations = new ReadThroughCache(ttlMs, 1_000);
    this.sites = new ReadThroughCache(ttlMs);
  }

  /** The caches, by name, for their hit and miss counts (metrics). */
  caches(): Record<string, { hits: number; misses: number }> {
    return { spaces: this.spaces, trees: this.trees, organizations: this.organizations, sites: this.sites };
  }

  /** A space row by id, deleted or not (null when there is none). */
  space(spaceId: string): Promise<Readonly<Space> | null> {
    return this.spaces.get(spaceId, async () => {
      const row = await findSpace(this.prisma, spaceId);
      return row && Object.freeze(row);
    });
  }

  /** The collection tree of an organization, which carries the levels inherited along collections. */
  tree(organizationId: string): Promise<CollectionTree> {
    return this.trees.get(
      organizationId,
      async () => new CollectionTree(await listCollectionNodes(this.prisma, organizationId)),
    );
  }

  /** An organization row by id (null when there is none). */
  organization(organizationId: string): Promise<Readonly<Organization> | null> {
    return this.organizations.get(organizationId, async () => {
      const row = await findOrganization(this.prisma, organizationId);
      return row && Object.freeze(row);
    });
  }

  /**
   * One of an organization's counters (its live spaces, its members), kept on its row by the database's triggers in
   * the transaction of each write, and so as exact as the cached row; 0 when there is no such organization.
   */
  async organizationCounter(organizationId: string, counter: 'spaceCount' | 'memberCount'): Promise<number> {
    return (await this.organization(organizationId))?.[counter] ?? 0;
  }

  /** A site of the organization with its number of site spaces (null when the organization has no such site). */
  async site(organizationId: string, siteId: string): Promise<Readonly<SiteWithCount> | null> {
    const row = await this.sites.get(siteId, async () => {
      const found = await findSiteById(this.prisma, siteId);
      return found && Object.freeze(found);
    });
    return row?.organizationId === organizationId ? row : null;
  }

  /** Forgets a space this instance changed outside a write request (a purge on sight). */
  forgetSpace(spaceId: string): void {
    this.spaces.delete(spaceId);
  }

  /** Forgets everything (a restore, a removed tenant, notifications possibly missed). */
  invalidateAll(): void {
    this.spaces.clear();
    this.trees.clear();
    this.organizations.clear();
    this.sites.clear();
  }

  /** After a write request of this instance: whatever it changed is read afresh from now on. */
  afterWriteRequest(): void {
    if (!this.notifiedAtCommit) this.invalidateAll();
  }

  /**
   * A change notified by the database (`space` id, `tree` organizationId, `org` id, `site` id, `all` after a
   * restore): forgets what it touches.
   */
  heard(kind: string, key: string): void {
    if (kind === 'all') this.invalidateAll();
    else if (kind === 'space') this.spaces.delete(key);
    else if (kind === 'tree') this.trees.delete(key);
    else if (kind === 'org') this.organizations.delete(key);
    else if (kind === 'site') this.sites.delete(key);
  }
}
