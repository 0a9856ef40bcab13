/**
 * Writes dist/openapi.json, dist/openapi.yaml, the test API's dist/test-api.openapi.json and beside it the seed
 * documents' schema it refers to, dist/seed.schema.json (run by `build`).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { buildDocument } from './document.js';
import { buildTestApiDocument } from './test-api/document.js';
import { buildSeedSchema } from './test-api/seed-schema.js';

const document = buildDocument();
const dist = fileURLToPath(new URL('.', import.meta.url));
writeFileSync(`${dist}openapi.json`, `${JSON.stringify(document, null, 2)}\n`);
writeFileSync(`${dist}openapi.yaml`, stringify(document, { aliasDuplicateObjects: false }));
writeFileSync(`${dist}test-api.openapi.json`, `${JSON.stringify(buildTestApiDocument(), null, 2)}\n`);
writeFileSync(`${dist}seed.schema.json`, `${JSON.stringify(buildSeedSchema(document), null, 2)}\n`);
