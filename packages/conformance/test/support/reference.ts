/**
 * The reference server, started in-process on an ephemeral port with the demo fixtures and the test clock, and
 * a local website it may fetch (allowPrivateNetwork) named as the fixtures' `publicPageUrl`; the same site serves
 * the OpenAPI document of the fixtures' `openapiDocumentUrl`.
 */
import { start, type RunningServer, type StartOptions } from '@docs-api/server';
import type { Fixtures } from '../../src/index.js';
import { docsPages, serveSite } from './local-site.js';
import { OPENAPI_PATH, openapiPages } from './openapi-document.js';

export interface Reference {
  server: RunningServer;
  fixtures: Fixtures;
}

/** `more`: further options of the server (the bench's latency: a test API and its fault rules). */
export async function startReference(more: Partial<StartOptions> = {}): Promise<Reference> {
  const site = await serveSite({ ...docsPages, ...openapiPages });
  const started = await start({
    databaseUrl: 'memory://',
    port: 0,
    testClock: true,
    seed: 'demo',
    logLevel: 'silent',
    allowPrivateNetwork: true,
    ...more,
  });
  if (started.fixtures === undefined) throw new Error('the reference server started without fixtures');
  // Stopping the server stops the site too.
  const server: RunningServer = { ...started, stop: () => started.stop().finally(() => site.close()) };
  return {
    server,
    fixtures: {
      ...started.fixtures,
      baseUrl: started.url,
      publicPageUrl: `${site.url}/docs/index.html`,
      openapiDocumentUrl: `${site.url}${OPENAPI_PATH}`,
    },
  };
}

/** The IDs of the requirements that failed or errored, sorted. */
export const failedIds = (results: { requirement: { id: string }; verdict: { status: string } }[]): string[] =>
  results
    .filter(({ verdict }) => verdict.status === 'fail' || verdict.status === 'error')
    .map(({ requirement }) => requirement.id)
    .sort();
