/**
 * What the server makes per instance: the response-property extension `x-instance` on a field whose value one
 * deployment of the API makes for itself and another makes differently for the same requests — an object's `id`, the
 * ids of the objects it names, its `urls`, a list's `next.page` cursor, a token (`"id"`: each value stands for one
 * thing, and the same thing keeps it), or a time the server's clock set (`"time"`). Two servers answering the same
 * requests are compared through it (the conformance suite's `compare`): an `"id"` value of one is mapped to the other's
 * (and the mapping used in later requests and answers), a `"time"` is not compared. README › Instances: `x-instance`.
 */
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { branches, type Schema } from './walk.js';

export const instanceKey = 'x-instance' as const;

/** `id`: one value per thing, mapped between two servers; `time`: a time of the server's clock, not compared. */
export type InstanceMeaning = 'id' | 'time';

/** A property schema with its `x-instance` meaning (beside a `$ref`, too). */
export const withInstance = <T extends object>(
  schema: T,
  meaning: InstanceMeaning,
): T & { [instanceKey]: InstanceMeaning } => ({
  ...schema,
  [instanceKey]: meaning,
});

/** The `x-instance` meaning of a property schema: its own (beside a `$ref`), else that of what it is or branches into. */
export function instanceOf(document: OpenAPIObject, schema: Schema | undefined): InstanceMeaning | undefined {
  if (schema === undefined) return undefined;
  for (const place of [schema, ...branches(document, schema)]) {
    const meaning = (place as Record<string, unknown>)[instanceKey];
    if (meaning === 'id' || meaning === 'time') return meaning;
  }
  return undefined;
}
