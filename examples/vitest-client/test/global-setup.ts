/** Starts one reference server for the whole run (in this process, in memory, test API on) and hands its URL to the test files. */
import { startDocsApi } from '@docs-api/server/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    docsApiUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startDocsApi();
  project.provide('docsApiUrl', server.url);
  return () => server.stop();
}
