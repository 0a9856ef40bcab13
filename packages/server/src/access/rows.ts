/**
 * The rows every read of a space needs, cached: the space row (its counters included) and its
 * organization's collection tree, so a GET of a space asks the database nothing when they are warm.
 * Kept exact the way the caller caches are (access/callers.ts): the database's triggers notify every
 * instance of a changed space (`space:<id>`) or collection (`tree:<organizationId>`) when the change
 * commits (see heard()), and a write answered by this instance drops everything at once (afterWrite()),
 * so its client reads what it wrote without waiting for the notification. `cacheTtlMs` bounds an entry's
 * life should a notification be lost.
 */
import { ReadThroughCache } from '../cache.js';
import type { PrismaClient } from '../db/client.js';
import { CollectionTree } from '../domain/content-access.js';
import type { Space } from '../generated/prisma/client.js';
import { listCollectionNodes } from '../repositories/collections.js';
import { findSpace } from '../repositories/spaces.js';

export class RowCache {
  private readonly spaces: ReadThroughCache<string, Readonly<Space> | null>;
  private readonly trees: ReadThroughCache<string, CollectionTree>;

  constructor(
    private readonly prisma: PrismaClient,
    ttlMs: number,
  ) {
    this.spaces = new ReadThroughCache(ttlMs);
    this.trees = new ReadThroughCache(ttlMs, 1_000);
  }

  /** The caches, by name, for their hit and miss counts (metrics). */
  caches(): Record<string, { hits: number; misses: number }> {
    return { spaces: this.spaces, trees: this.trees };
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

  /** Forgets a space this instance changed outside a write request (a purge on sight). */
  forgetSpace(spaceId: string): void {
    this.spaces.delete(spaceId);
  }

  /** After a write request of this instance: whatever it changed is read afresh from now on. */
  afterWrite(): void {
    this.spaces.clear();
    this.trees.clear();
  }

  /** A change notified by the database (`space` id, `tree` organizationId, `all` after a restore): forgets what it touches. */
  heard(kind: string, key: string): void {
    if (kind === 'all') this.afterWrite();
    else if (kind === 'space') this.spaces.delete(key);
    else if (kind === 'tree') this.trees.delete(key);
  }
}
