/**
 * What a `permissions` object means: the schema extension `x-permits` on it names, for each permission, the
 * operations it lets the caller send on the object that carries it. The contract: "The `permissions` object on a
 * resource tells which actions the caller may take on it." Which operation each permission stands for is the
 * reference's reading (docs/behaviour.md#roles-and-access-levels). README › Permissions: `x-permits`.
 */
import type { SchemaObject } from 'openapi3-ts/oas31';

export const permitsKey = 'x-permits' as const;

/**
 * For each permission, the operations it stands for, each on the object itself or on what is below it (its path
 * starts with the path of the object's GET): `edit` of a space is `updateSpaceById`. A permission named here is true
 * exactly when its operations succeed for the caller; one not named stands for no operation the API has.
 */
export type PermitsMeaning = Record<string, string[]>;

/** A `permissions` object with its `x-permits`. */
export const withPermits = (schema: SchemaObject, meaning: PermitsMeaning): SchemaObject => ({
  ...schema,
  [permitsKey]: meaning,
});

/** The `x-permits` meaning of a (resolved) `permissions` schema, if any. */
export const permitsOf = (schema: SchemaObject): PermitsMeaning | undefined =>
  schema[permitsKey] as PermitsMeaning | undefined;
