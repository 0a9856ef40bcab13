/** Writes the catalogue table of the package README (src/catalogue-table.ts) from the catalogue as it is built. */
import { readFile, writeFile } from 'node:fs/promises';
import { buildCatalogue } from '../src/catalogue.js';
import { catalogueTable, withCatalogueTable } from '../src/catalogue-table.js';

const readme = new URL('../README.md', import.meta.url);
const text = await readFile(readme, 'utf8');
const next = withCatalogueTable(text, catalogueTable(buildCatalogue().requirements));
await writeFile(readme, next);
console.log(next === text ? 'README.md: the catalogue table was current' : 'README.md: catalogue table written');
