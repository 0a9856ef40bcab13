/**
 * The two readings of a response schema. The spec requires every field the server always sends and names those
 * the contract itself leaves optional in `x-required-beyond-contract` (packages/spec README). RSP-SCHEMA (MUST)
 * validates against the contract's reading — those names taken out of `required` wherever they occur, through
 * every $ref, allOf, oneOf and items — and RSP-FIELDS (SHOULD) against the full, strict schema
 * (docs/behaviour.md#must-and-should-in-the-conformance-suite).
 */
import { requiredBeyondContractKey } from '@docs-api/spec';
import type { ErrorObject } from 'ajv';

type Json = unknown;

/** A copy of the document whose schemas require only what the contract marks Required. */
export function contractDocument<T>(document: T): T {
  return relax(structuredClone(document)) as T;
}

function relax(node: Json): Json {
  if (Array.isArray(node)) {
    node.forEach(relax);
  } else if (typeof node === 'object' && node !== null) {
    const schema = node as Record<string, Json>;
    const beyond = schema[requiredBeyondContractKey];
    if (Array.isArray(beyond) && Array.isArray(schema['required'])) {
      const required = schema['required'].filter((name) => !beyond.includes(name));
      if (required.length > 0) schema['required'] = required;
      else delete schema['required'];
    }
    Object.values(schema).forEach(relax);
  }
  return node;
}

/** The body paths of the properties a strict validation found missing (`/items/0/urls`), or undefined. */
export function missingFields(errors: ErrorObject[] | null | undefined): string[] | undefined {
  const missing = (errors ?? [])
    .filter((error) => error.keyword === 'required')
    .map((error) => `${error.instancePath}/${String(error.params['missingProperty'])}`);
  return missing.length > 0 ? [...new Set(missing)] : undefined;
}
