/**
 * Writes schema/config.schema.json from the flag table (src/config/schema.ts); test/config.test.ts fails when the
 * committed file is stale.
 *
 *   pnpm -F @docs-api/conformance exec tsx scripts/config-schema.ts
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { configSchema } from '../src/config/schema.js';

const file = fileURLToPath(new URL('../schema/config.schema.json', import.meta.url));
await writeFile(file, `${JSON.stringify(configSchema(), null, 2)}\n`);
console.log(`wrote ${file}`);
