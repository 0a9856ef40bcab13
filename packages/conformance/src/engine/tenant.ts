/**
 * A tenant of its own for a run without `--fixtures` (README › Fixtures): against a target that offers the
 * reference server's test API, `POST /__test/tenants` makes a fresh organization with its callers and the
 * fixtures of the run, and `DELETE /__test/tenants/{tenantId}` removes it afterwards (after a failure or an
 * interruption too). Runs at once against one server each work in their own tenant, with its own clock. `mutate`
 * makes its tenants the same way, each with the behaviour mutants it measures (`mutants` of the body).
 */
import { FixturesError, parseFixtures, type Fixtures } from './fixtures.js';
import { baseHeaders, send, TargetUnreachable, type RawResponse } from './transport.js';
import type { RecordedRequest } from './types.js';

export const TENANTS_PATH = '/__test/tenants';

export interface RunTenant {
  fixtures: Fixtures;
  /** Removes the tenant and everything the run made in it; never throws (a message says what was left). */
  remove(): Promise<string | undefined>;
}

const jsonOf = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
};

/** What the tenant is made with beyond the demo seed. */
export interface TenantOptions {
  /** Ids of the target's behaviour mutants (`GET /__test/mutants`) that act on the tenant's /v1 requests. */
  mutants?: string[];
}

/**
 * Creates the run's tenant on `target`, or throws FixturesError naming why `--fixtures` is needed. `testApiToken`
 * authorizes the /__test requests (a test API off loopback requires one). `sender` sends the requests (a run's
 * transport, for the tenants of checks apart: apart.ts).
 */
export async function createRunTenant(
  target: string,
  headers: Record<string, string> = {},
  testApiToken?: string,
  options: TenantOptions = {},
  sender: (request: RecordedRequest) => Promise<RawResponse> = send,
): Promise<RunTenant> {
  const baseUrl = target.replace(/\/+$/, '');
  const testApiHeaders = {
    ...baseHeaders(headers),
    ...(testApiToken !== undefined ? { Authorization: `Bearer ${testApiToken}` } : {}),
  };
  const answer = await sender({
    method: 'POST',
    url: `${baseUrl}${TENANTS_PATH}`,
    headers: { ...testApiHeaders, 'Content-Type': 'application/json' },
    body: JSON.stringify({ seed: 'demo', ...(options.mutants !== undefined ? { mutants: options.mutants } : {}) }),
  });
  if (answer.status === 401) {
    throw new FixturesError(
      `POST ${baseUrl}${TENANTS_PATH} answered 401: ${testApiToken === undefined ? 'the test API needs its token: give --test-api-token <token> or set TEST_API_TOKEN' : 'the test API refused the token given (--test-api-token, TEST_API_TOKEN)'}`,
    );
  }
  if (answer.status === 400 && options.mutants !== undefined) {
    const error = jsonOf(answer.body) as { error?: { message?: unknown } } | undefined;
    const message = typeof error?.error?.message === 'string' ? error.error.message : 'no error message';
    throw new FixturesError(
      `POST ${baseUrl}${TENANTS_PATH} refused the mutants ${options.mutants.join(', ')} (400: ${message})`,
    );
  }
  if (answer.status !== 201) {
    throw new FixturesError(
      `run needs --fixtures <file>: ${baseUrl} has no test API to make a tenant for the run (POST ${TENANTS_PATH} answered ${answer.status}; start the reference server with --test-api)`,
    );
  }
  const body = jsonOf(answer.body) as { tenantId?: unknown } | undefined;
  const fixtures = parseFixtures(body, baseUrl);
  const tenantId = typeof body?.tenantId === 'string' ? body.tenantId : undefined;
  if (tenantId === undefined) throw new FixturesError(`POST ${TENANTS_PATH} answered no tenantId`);
  return {
    fixtures: { ...fixtures, tenantId, ...(testApiToken !== undefined ? { testApiToken } : {}) },
    async remove() {
      const url = `${baseUrl}${TENANTS_PATH}/${encodeURIComponent(tenantId)}`;
      try {
        const removed = await sender({ method: 'DELETE', url, headers: testApiHeaders });
        return removed.status === 204
          ? undefined
          : `DELETE ${url} answered ${removed.status}: tenant ${tenantId} is left`;
      } catch (error) {
        if (error instanceof TargetUnreachable) return `${error.message}: tenant ${tenantId} is left`;
        throw error;
      }
    },
  };
}
