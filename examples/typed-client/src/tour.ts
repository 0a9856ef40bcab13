/**
 * A short tour of the API with a typed client: `paths` from @docs-api/shared-types gives openapi-fetch the
 * path, parameters, body and answer of every operation, so a typo or a wrong field is a compile error.
 */
import type { components, paths } from '@docs-api/shared-types';
import createClient from 'openapi-fetch';

/** The error body every failure answers (spec: Error). */
export type ApiErrorBody = components['schemas']['Error'];
export type Space = components['schemas']['Space'];

export function docsApiClient(baseUrl: string, token: string) {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });
}

/** Every space of an organization, following the `next.page` cursor until the last page. */
export async function allSpaces(
  api: ReturnType<typeof docsApiClient>,
  organizationId: string,
  pageSize = 2,
): Promise<Space[]> {
  const spaces: Space[] = [];
  let page: string | undefined;
  do {
    const { data, error } = await api.GET('/v1/orgs/{organizationId}/spaces', {
      params: { path: { organizationId }, query: { limit: pageSize, ...(page !== undefined ? { page } : {}) } },
    });
    if (error !== undefined) throw new Error(`listing spaces failed: ${error.error.code} ${error.error.message}`);
    spaces.push(...data.items);
    page = data.next?.page;
  } while (page !== undefined);
  return spaces;
}

/** Lists the caller's organizations and one organization's spaces, then shows how a failure reads. */
export async function tour(baseUrl: string, token: string, print: (line: string) => void): Promise<void> {
  const api = docsApiClient(baseUrl, token);

  const orgs = await api.GET('/v1/orgs');
  if (orgs.error !== undefined)
    throw new Error(`GET /v1/orgs answered ${orgs.error.error.code}: ${orgs.error.error.message}`);
  for (const org of orgs.data.items) {
    // `trial` and `urls` are always sent, so they are read without a check.
    print(`organization ${org.title} (${org.id}), plan ${org.plan}, trial ${org.trial.status}`);
  }

  const first = orgs.data.items[0];
  if (first === undefined) return;
  const spaces = await allSpaces(api, first.id);
  print(`${spaces.length} spaces in ${first.title}, fetched 2 per page:`);
  for (const space of spaces) print(`  ${space.title} — ${space.visibility}`);

  // A failure answers the Error body; openapi-fetch hands it over typed as `error`.
  const missing = await api.GET('/v1/spaces/{spaceId}', { params: { path: { spaceId: 'no-such-space' } } });
  if (missing.error !== undefined) {
    const body: ApiErrorBody = missing.error;
    print(`GET /v1/spaces/no-such-space → ${missing.response.status}: ${body.error.message} (code ${body.error.code})`);
  }
}
