/** Writes dist/openapi.json and dist/openapi.yaml (run by `build`). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { buildDocument } from './document.js';

const document = buildDocument();
const dist = fileURLToPath(new URL('.', import.meta.url));
writeFileSync(`${dist}openapi.json`, `${JSON.stringify(document, null, 2)}\n`);
writeFileSync(`${dist}openapi.yaml`, stringify(document, { aliasDuplicateObjects: false }));
