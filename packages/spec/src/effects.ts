/**
 * What a write does to the objects it names, where its body alone does not let a program check it: the operation
 * extension `x-effect` (README › Effects: `x-effect`). A move gives the object another parent and a place among its
 * siblings, a transfer another organization, a duplicate a new object copied from the source, a restore the object
 * as it was before its delete. The conformance suite derives its EFFECT- checks from it; other consumers ignore it.
 */
import type { OperationObject } from 'openapi3-ts/oas31';

export const effectKey = 'x-effect' as const;

/**
 * The meaning is the reference's reading where the contract says less (docs/behaviour.md): a check of it is a SHOULD
 * (a fact of the reference), not a MUST.
 */
export type Reading = 'reference';

/** A list that holds the siblings under one parent, in their order among them (`position`). */
export interface SiblingList {
  /** The list operation. */
  operationId: string;
  /**
   * Whose siblings it lists: those `under` a parent (its path parameter `param` is the parent's id), or those at the
   * `top` level of the organization (`param` is the organization's id).
   */
  under: 'parent' | 'top';
  param: string;
  /** The query that makes it list exactly those siblings (`{nested: false}`: the top level only). */
  query?: Record<string, string | boolean>;
}

/** A move: the object's parent becomes the body's, and its place among its siblings follows the body's position. */
export interface MoveEffect {
  kind: 'move';
  parent: {
    /** The body field naming the new parent (null: the top level), and the object field that shows it after. */
    field: string;
    /** The path parameter that names a parent (the suite makes one with that parameter's create). */
    param: string;
    reading?: Reading;
  };
  position: {
    /** The body field `{before?, after?}`: the object lands right before `before`, right after `after`. */
    field: string;
    /** The operation that creates a sibling, and its body field naming the parent to create it in. */
    create: { operationId: string; parent: string };
    /** Where the order among siblings can be read: the lists holding them in that order. */
    order: SiblingList[];
    reading?: Reading;
  };
}

/** A transfer: the object belongs to the body's organization, is listed there and no longer where it was. */
export interface TransferEffect {
  kind: 'transfer';
  /** The body field naming the target organization, and the object field that shows its organization after. */
  field: string;
  /** Where a client finds the organizations it may transfer to: the list, and what an item must show. */
  targets: { operationId: string; where: Record<string, string | boolean> };
  reading?: Reading;
}

/** A duplicate: a new object (other values of `fresh`), with the source's values of `copied`; the source unchanged. */
export interface DuplicateEffect {
  kind: 'duplicate';
  /** Fields the copy has values of its own in (its `id`). */
  fresh: string[];
  /** Fields the copy takes from the source, as they were before the duplicate. */
  copied: { fields: string[]; reading?: Reading };
  reading?: Reading;
}

/** A restore (after the operation the spec's `x-requires` names): the object reads as it did before it. */
export interface RestoreEffect {
  kind: 'restore';
  /** Fields the delete and the restore themselves set (`deletedAt`, `updatedAt`): not compared. */
  except: string[];
  reading?: Reading;
}

/**
 * A change of who is in a set of members (a team): afterwards the set holds exactly who the write put in and did not
 * take out, each with the role given (else `defaultRole`), seen from both sides — the set's own list and each
 * member's list of sets. The write names the members in its body (ids to `add` and to `remove`, a map of id to
 * `{role}`), or one member in its path (`joins`: in, else out).
 */
export interface MembershipEffect {
  kind: 'membership';
  /** The set's list, read with the write's path parameters: where an item shows the member's id and role. */
  list: { operationId: string; id: string; role?: string };
  /** The path parameter naming the set; a create's answer gives it where the write's path has none. */
  owner: string;
  body?: { add?: string; remove?: string; roles?: string };
  path?: { param: string; joins: boolean; role?: string };
  /** The role of a member put in without one. */
  defaultRole?: string;
  /** Where a client finds members to put in: the list, and where an item shows the id. */
  candidates: { operationId: string; id: string };
  /** Each member's own list of sets: its path parameter, where an item shows the set's id and the member's role. */
  mirror?: { operationId: string; param: string; id: string; role?: string };
  reading?: Reading;
}

/**
 * A change of state: afterwards the object shows these values (a site's `published` after a publish) in the write's
 * answer, its GET and every list that holds it, whatever it showed before.
 */
export interface SetsEffect {
  kind: 'sets';
  /** Each field (a top-level one) and the value it shows after the write. */
  fields: Record<string, unknown>;
  reading?: Reading;
}

export type Effect = MoveEffect | TransferEffect | DuplicateEffect | RestoreEffect | MembershipEffect | SetsEffect;

/** The extension that carries a write's effect, to spread into an operation. */
export const effect = (meaning: Effect): { 'x-effect': Effect } => ({ [effectKey]: meaning });

/** The `x-effect` annotation of an operation, if any. */
export const effectOf = (operation: OperationObject): Effect | undefined =>
  (operation as Record<string, unknown>)[effectKey] as Effect | undefined;
