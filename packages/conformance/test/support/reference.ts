/** The reference server, started in-process on an ephemeral port with the demo fixtures and the test clock. */
import { start, type RunningServer } from '@docs-api/server';
import type { Fixtures } from '../../src/index.js';

export interface Reference {
  server: RunningServer;
  fixtures: Fixtures;
}

export async function startReference(): Promise<Reference> {
  const server = await start({ databaseUrl: 'memory://', port: 0, testClock: true, seed: 'demo', logLevel: 'silent' });
  if (server.fixtures === undefined) throw new Error('the reference server started without fixtures');
  return { server, fixtures: { ...server.fixtures, baseUrl: server.url } };
}

/** The IDs of the requirements that failed or errored, sorted. */
export const failedIds = (results: { requirement: { id: string }; verdict: { status: string } }[]): string[] =>
  results
    .filter(({ verdict }) => verdict.status === 'fail' || verdict.status === 'error')
    .map(({ requirement }) => requirement.id)
    .sort();
