/**
 * What a request field that names another object means: the schema-property extension `x-refers` on a body property
 * holding an id (`parent` of a new space, `spaceId` of a site space, `defaultTeam` of a SAML provider, each id of a
 * section group's `sections`). It says which kind of object the id names — by the path parameter that addresses such
 * an object (`collectionId`), so that a client can make one — and where the object the write answers shows it, so
 * that the conformance suite can judge that the write keeps exactly the object it was given. README › References:
 * `x-refers`.
 */
import type { SchemaObject } from 'openapi3-ts/oas31';

export const refersKey = 'x-refers' as const;

/** The meaning of an id-valued request field (`x-refers`). */
export interface RefersMeaning {
  /** The path parameter that addresses an object of the kind the id names (`collectionId`). */
  param: string;
  /**
   * Where the object the write answers shows the id, dotted from the object, arrays crossed with `[]`
   * (`parent`, `space.id`, `sections[].id`); the field of the same name when left out.
   */
  shows?: string;
  /**
   * The write makes the named object the one of a list that shows `flag` true (a site's default site space): after
   * it, that item of `list` (read with the write's path parameters) shows `flag` true and every other item false —
   * those with the same value of `among` where it is given (the site spaces of the same section). With `marks` and no
   * `shows`, the write's own answer does not show the id.
   */
  marks?: { list: string; flag: string; among?: string };
}

/** A body property with its `x-refers` (for an array of ids, the array's property). */
export const withRefers = (schema: SchemaObject, meaning: RefersMeaning): SchemaObject => ({
  ...schema,
  [refersKey]: meaning,
});

/** The `x-refers` meaning of a (resolved) body property, if any. */
export const refersOf = (schema: SchemaObject): RefersMeaning | undefined =>
  schema[refersKey] as RefersMeaning | undefined;
