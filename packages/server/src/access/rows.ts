/**
 * The rows every read of a space needs, cached: the space row (its counters included) and its
 * organization's collection tree, so a GET of a space asks the database nothing when they are warm.
 * Kept exact the way the caller caches are (access/callers.ts): the database's triggers notify every
 * instance of a changed space (`space:<id>`) or collection (`tree:<organizationId>`) when the change
 * commits (see heard()). On PostgreSQL the notification comes on another connection, maybe after the
 * writer's answer, so a write answered by this instance drops everything at once (afterWriteRequest()) and
 * its client reads what it wrote without waiting for it. PGlite hands the notification over with the
 * answer to the commit itself, before the write request goes on: there the caches stay warm across writes.
 * `cacheTtlMs` bounds an entry's life should a notification be lost.
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

  /** Forgets everything (a restore, a removed tenant, notifications possibly missed). */
  invalidateAll(): void {
    this.spaces.clear();
    this.trees.clear();
  }

  /** After a write request of this instance: whatever it changed is read afresh from now on. */
  afterWriteRequest(): void {
    if (!this.notifiedAtCommit) this.invalidateAll();
  }

  /** A change notified by the database (`space` id, `tree` organizationId, `all` after a restore): forgets what it touches. */
  heard(kind: string, key: string): void {
    if (kind === 'all') this.invalidateAll();
    else if (kind === 'space') this.spaces.delete(key);
    else if (kind === 'tree') this.trees.delete(key);
  }
}
