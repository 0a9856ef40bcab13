/**
 * What the contract's document (document.ts) and the test API's document (test-api/document.ts) are composed
 * with alike: the merge of their families' paths and schemas, refusing a key two families claim, and a failure
 * response carrying the error body with an example.
 */
import type { ResponseObject } from 'openapi3-ts/oas31';

/** Merges records, refusing a key defined twice (two families must not claim one path or schema). */
export function mergeUnique<T>(what: string, records: Record<string, T>[]): Record<string, T> {
  const merged: Record<string, T> = {};
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (key in merged) throw new Error(`${what} ${key} is defined twice`);
      merged[key] = value;
    }
  }
  return merged;
}

/** A failure response: the `Error` schema, with `{error: {code, message}}` as its example. */
export const errorResponse = (code: number, description: string, message: string): ResponseObject => ({
  description,
  content: {
    'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: { code, message } } },
  },
});
