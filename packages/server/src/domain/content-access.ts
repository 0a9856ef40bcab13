/**
 * Levels on collections and spaces (spec schema Role; spec schema Collection/Space › defaultLevel): the caller's
 * organization role, raised by the nearest non-null `defaultLevel` along the chain space → its
 * collection → the parent collections.
 */
import { forbidden } from '../errors.js';
import { asLevel, atLeast, contentLevel, type Level, type Role } from './permissions.js';

export interface CollectionNode {
  id: string;
  parentId: string | null;
  defaultLevel: string | null;
}

/** What a space contributes to its caller's level. */
export interface SpacePlace {
  defaultLevel: string | null;
  collectionId: string | null;
}

/** The collections of one organization, for inherited levels and subtrees. */
export class CollectionTree {
  private readonly nodes = new Map<string, CollectionNode>();
  private readonly children = new Map<string, string[]>();

  constructor(nodes: Iterable<CollectionNode>) {
    for (const node of nodes) {
      this.nodes.set(node.id, node);
      if (node.parentId !== null)
        this.children.set(node.parentId, [...(this.children.get(node.parentId) ?? []), node.id]);
    }
  }

  has(collectionId: string): boolean {
    return this.nodes.has(collectionId);
  }

  /** The nearest non-null defaultLevel at `collectionId` or above it (null when none). */
  inherited(collectionId: string | null): Level {
    const seen = new Set<string>();
    for (let id = collectionId; id !== null && !seen.has(id);) {
      seen.add(id);
      const node = this.nodes.get(id);
      if (node === undefined) return null;
      const level = asLevel(node.defaultLevel);
      if (level !== null) return level;
      id = node.parentId;
    }
    return null;
  }

  /** `collectionId` and every collection below it. */
  subtree(collectionId: string): string[] {
    const ids: string[] = [];
    const pending = [collectionId];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (ids.includes(id)) continue;
      ids.push(id);
      pending.push(...(this.children.get(id) ?? []));
    }
    return ids;
  }

  /** Collections readable without an organization role: those with an inherited level. */
  readableByGuest(): string[] {
    return [...this.nodes.keys()].filter((id) => this.inherited(id) !== null);
  }

  /** The caller's level on a collection. */
  collectionLevel(orgRole: Level, collectionId: string | null): Level {
    return contentLevel(orgRole, [this.inherited(collectionId)]);
  }

  /** The caller's level on a space: its own defaultLevel, else the one inherited from its collection. */
  spaceLevel(orgRole: Level, space: SpacePlace): Level {
    return contentLevel(orgRole, [asLevel(space.defaultLevel) ?? this.inherited(space.collectionId)]);
  }
}

/** 403 unless `level` is at least `needed`. */
export function requireLevel(level: Level, needed: Role, what: 'space' | 'collection' | 'organization'): void {
  if (!atLeast(level, needed)) throw forbidden(`This needs the ${needed} level on the ${what}`);
}
