/**
 * What a derived field derives from: the schema-property extension `x-derived` on a counter or a value the server
 * computes from other data (a space's `comments`, a team's `members`, a space's `revision`, a comment's
 * `resolvedAt`). It says, in terms a client can check with the API's own reads, what the field equals, so that the
 * conformance suite can judge that it changes with exactly the writes that change its source. README › Derived
 * fields: `x-derived`.
 */
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';

export const derivedKey = 'x-derived' as const;

/**
 * The path parameters of the list or read a derivation names, each filled from a field of the object (a dotted path:
 * `id`, `target.changeRequest`). A path parameter not named here takes the value of the path parameter of the same
 * name the object was read at (a change request's `spaceId`).
 */
export type DerivedParams = Record<string, string>;

/** The field equals the number of items of a list, read to its end as a client would. */
export interface CountDerivation {
  /** The list's operationId. */
  count: string;
  /** The list's query (`status: open`); none: the list as it is read without one. */
  query?: Record<string, string>;
  /** The field is the sum of the list's counts read with each of these values of one query parameter. */
  sumOver?: { parameter: string; values: string[] };
  params: DerivedParams;
}

/** The field equals a field of another read's answer (a space's `revision`: its current revision's `id`). */
export interface EqualsDerivation {
  equals: { operation: string; field: string; params: DerivedParams };
}

/** The field is there (not absent, not null) exactly when another field of the object has this value. */
export interface PresentWhenDerivation {
  presentWhen: { field: string; equals: string };
}

/**
 * The field (or its sub-field `at`) equals the value of a path parameter the object was read at: a comment's
 * `target.space` is the `spaceId` of its path, a member's `user.id` the `userId` of its path.
 */
export interface ParamDerivation {
  param: string;
  /** The dotted sub-field of the field that holds it (`space` of `target`); the field itself when left out. */
  at?: string;
}

export type Derivation = CountDerivation | EqualsDerivation | PresentWhenDerivation | ParamDerivation;

/** The meaning of a derived field (`x-derived`). */
export interface DerivedMeaning {
  /**
   * What the field derives from: the first whose every named parameter has a value in the object applies (a comment
   * of a change request and one of a space count their replies in different lists); none that applies: the object
   * shows its source nowhere.
   */
  from: Derivation[];
  /**
   * The meaning is the reference's reading of a contract that names the field only (docs/behaviour.md#derived-fields):
   * a check of it is a SHOULD, not a MUST.
   */
  reading?: 'reference';
  /** Why, in a sentence, where the meaning needs one. */
  note?: string;
}

/** A schema property with its `x-derived` (beside a `$ref`, as OpenAPI 3.1 allows). */
export const withDerived = (schema: SchemaObject | ReferenceObject, meaning: DerivedMeaning): SchemaObject => ({
  ...schema,
  [derivedKey]: meaning,
});

/** The `x-derived` meaning of a (resolved) schema property, if any. */
export const derivedOf = (schema: SchemaObject): DerivedMeaning | undefined =>
  schema[derivedKey] as DerivedMeaning | undefined;

/** The parameters a derivation fills from the object, if any. */
export const derivedParamsOf = (derivation: Derivation): DerivedParams =>
  'count' in derivation ? derivation.params : 'equals' in derivation ? derivation.equals.params : {};
