/**
 * The second setup (vitest.testcontainers.config.ts, `pnpm test:container`): the same tests against the reference
 * server's image in a container, started with @docs-api/testcontainers, instead of a server in this process. The
 * image is DOCS_API_IMAGE or docs-api/server:latest (`docker build --target server -t docs-api/server .` at the
 * repository's root); the test files get its mapped URL and its test API token.
 */
import { DocsApiContainer } from '@docs-api/testcontainers';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Testcontainers' reaper is an image from Docker Hub; without a registry it cannot start, and the teardown below
  // stops the container anyway. TESTCONTAINERS_RYUK_DISABLED=false brings it back.
  process.env['TESTCONTAINERS_RYUK_DISABLED'] ??= 'true';
  const server = await new DocsApiContainer().withTestApiToken().start();
  project.provide('docsApiUrl', server.getBaseUrl());
  project.provide('docsApiTestApiToken', server.getTestApiToken());
  return async () => {
    await server.stop();
  };
}
