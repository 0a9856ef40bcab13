/** Build step: writes the published JSON Schema of seed files, schema/seed.schema.json, from the contract. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSeedSchema } from './schema.js';

/** The schema as the file holds it. */
export const seedSchemaText = (): string => `${JSON.stringify(buildSeedSchema(), null, 2)}\n`;

const target = new URL('../../schema/', import.meta.url);
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(target, { recursive: true });
  writeFileSync(new URL('seed.schema.json', target), seedSchemaText());
}
