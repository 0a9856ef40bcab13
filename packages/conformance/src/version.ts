/** The tool's version (read from package.json once) and its User-Agent. */
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export const toolVersion: string = pkg.version;
export const userAgent = `docs-api-conformance/${toolVersion}`;
