/**
 * @docs-api/testcontainers: the reference server's image as a Testcontainers module for Node (docs/testcontainers.md).
 *
 *   const api = await new DocsApiContainer().withTestApiToken().start();
 *   const tenant = await api.createTenant();
 *   const admin = { Authorization: `Bearer ${tenant.tokens.admin}` };
 *   await fetch(`${tenant.baseUrl}/v1/orgs/${tenant.organizationId}/spaces`, { headers: admin });
 *   await api.stop();
 */
export { DocsApiContainer, defaultImage } from './container.js';
export { StartedDocsApiContainer, PORT, FIXTURES_PATH } from './started.js';
export {
  TestApiClient,
  type CreateTenantOptions,
  type TestApiClock,
  type TestApiFaults,
  type TestApiJournal,
  type TestApiScope,
} from './test-api.js';
export { TestApiError } from './http.js';
export type {
  DemoFixtures,
  FaultRule,
  FaultRuleInput,
  RequestQuery,
  RequestRecord,
  SeedDocument,
  SeedFileFixtures,
  SeedTenantFixtures,
  TenantFixtures,
  TenantRef,
} from './types.js';
