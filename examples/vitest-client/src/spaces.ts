/**
 * The client library under test: a few calls of a "spaces" client built on openapi-fetch and the shared types
 * (what a team writes around the API in its own product).
 */
import type { components, paths } from '@docs-api/shared-types';
import createClient from 'openapi-fetch';

export type Space = components['schemas']['Space'];

/** A failure of the API, with its status and the message of its error body. */
export class DocsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Answer<T> = { data?: T; error?: components['schemas']['Error']; response: Response };

function unwrap<T>({ data, error, response }: Answer<T>): T {
  if (error !== undefined || data === undefined) {
    throw new DocsApiError(response.status, error?.error.message ?? `HTTP ${response.status}`);
  }
  return data;
}

export class SpacesClient {
  private readonly api;

  constructor(baseUrl: string, token: string) {
    this.api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });
  }

  /** Every space of the organization (all pages). */
  async list(organizationId: string): Promise<Space[]> {
    const spaces: Space[] = [];
    let page: string | undefined;
    do {
      const data = unwrap(
        await this.api.GET('/v1/orgs/{organizationId}/spaces', {
          params: { path: { organizationId }, query: { limit: 100, ...(page !== undefined ? { page } : {}) } },
        }),
      );
      spaces.push(...data.items);
      page = data.next?.page;
    } while (page !== undefined);
    return spaces;
  }

  async create(organizationId: string, title: string): Promise<Space> {
    return unwrap(
      await this.api.POST('/v1/orgs/{organizationId}/spaces', {
        params: { path: { organizationId } },
        body: { title },
      }),
    );
  }

  /** Moves a space to the bin: it can be restored for 7 days. */
  async remove(spaceId: string): Promise<void> {
    const { response } = await this.api.DELETE('/v1/spaces/{spaceId}', { params: { path: { spaceId } } });
    if (!response.ok) throw new DocsApiError(response.status, `deleting ${spaceId} failed`);
  }

  async restore(spaceId: string): Promise<Space> {
    return unwrap(await this.api.POST('/v1/spaces/{spaceId}/restore', { params: { path: { spaceId } } }));
  }
}
