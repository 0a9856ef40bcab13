/**
 * The JSON Schema of a seed file (docs/stand-in.md › Seed files), built from the contract by `@docs-api/spec` (which
 * ships it beside the test API document), published as `schema/seed.schema.json` and served at
 * /__test/seed.schema.json.
 */
import { seedSchema } from '../contract.js';

/** The schema (a pure function of the contract). */
export const buildSeedSchema = (): Record<string, unknown> => structuredClone(seedSchema);
