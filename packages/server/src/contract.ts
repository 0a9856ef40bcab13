/**
 * The documents of @docs-api/spec as its build wrote them (dist/openapi.json, test-api.openapi.json,
 * seed.schema.json), read at start-up: parsing them takes a few milliseconds where building them again from the
 * spec's code took some 50 on every start, and the CLI bundle then holds none of that code (the spec package has
 * no side effects, so esbuild leaves out what the server does not import). The same values as the package's
 * `document`, `testApiDocument` and `seedSchema` (test/contract.test.ts). Treat as read-only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OpenAPIObject } from '@docs-api/spec';

const resolve = createRequire(import.meta.url).resolve;
const read = <T>(file: string): T => JSON.parse(readFileSync(resolve(`@docs-api/spec/${file}`), 'utf8')) as T;

/** The contract (what /v1 serves). */
export const document = read<OpenAPIObject>('openapi.json');
/** The test API's document (/__test). */
export const testApiDocument = read<OpenAPIObject>('test-api.openapi.json');
/** The JSON Schema of seed documents. */
export const seedSchema = read<Record<string, unknown>>('seed.schema.json');
