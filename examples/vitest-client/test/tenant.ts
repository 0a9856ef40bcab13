/** One tenant per test file: a fresh organization and its callers, which no other test file sees. */
import { createTenant, type TenantFixtures } from '@docs-api/server/testing';
import { afterAll, beforeAll, inject } from 'vitest';

/** The test API's token header, when the server was started with one (the container setup's is). */
function testApiHeaders(): Record<string, string> {
  const token = inject('docsApiTestApiToken');
  return token !== undefined ? { Authorization: `Bearer ${token}` } : {};
}

/** Registers a beforeAll that creates this file's tenant (and an afterAll that removes it); read it in tests. */
export function useTenant(): () => TenantFixtures {
  let fixtures: TenantFixtures | undefined;
  beforeAll(async () => {
    // The tenant's baseUrl is where the server listens; the tests talk to the URL they were given (the judging
    // proxy in front of it under DOCS_API_JUDGE_REPORT, see global-setup.ts; the container's mapped port).
    const url = inject('docsApiUrl');
    const token = inject('docsApiTestApiToken');
    fixtures = { ...(await createTenant(url, token !== undefined ? { token } : {})), baseUrl: url };
  });
  afterAll(async () => {
    if (fixtures !== undefined)
      await fetch(`${fixtures.baseUrl}/__test/tenants/${fixtures.tenantId}`, {
        method: 'DELETE',
        headers: testApiHeaders(),
      });
  });
  return () => {
    if (fixtures === undefined) throw new Error('the tenant is made in beforeAll: read it inside a test');
    return fixtures;
  };
}

/** Moves this tenant's clock (only this tenant's) forward. */
export async function advanceClock(fixtures: TenantFixtures, seconds: number): Promise<void> {
  const response = await fetch(`${fixtures.baseUrl}/__test/tenants/${fixtures.tenantId}/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...testApiHeaders() },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  if (response.status !== 200) throw new Error(`moving the clock answered ${response.status}`);
}
