/**
 * Runs the tour against a running server: `pnpm start` after `bash scripts/serve.sh` (which writes
 * fixtures.json with the URL and an admin token), or with DOCS_API_URL and DOCS_API_TOKEN set.
 */
import { readFileSync } from 'node:fs';
import { tour } from './tour.js';

function target(): { baseUrl: string; token: string } {
  const url = process.env['DOCS_API_URL'];
  const token = process.env['DOCS_API_TOKEN'];
  if (url !== undefined && token !== undefined) return { baseUrl: url, token };
  const fixtures = JSON.parse(readFileSync(new URL('../../../fixtures.json', import.meta.url), 'utf8')) as {
    baseUrl: string;
    tokens: { admin: string };
  };
  return { baseUrl: fixtures.baseUrl, token: fixtures.tokens.admin };
}

const { baseUrl, token } = target();
await tour(baseUrl, token, (line) => console.log(line));
