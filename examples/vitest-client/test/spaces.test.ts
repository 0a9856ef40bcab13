import { describe, expect, it } from 'vitest';
import { DocsApiError, SpacesClient } from '../src/spaces.js';
import { useTenant } from './tenant.js';

const tenant = useTenant();

describe('SpacesClient.list and create', () => {
  it('lists exactly the demo spaces, then the one it created: no other test file adds to this tenant', async () => {
    const { baseUrl, tokens, organizationId } = tenant();
    const spaces = new SpacesClient(baseUrl, tokens.admin);
    expect((await spaces.list(organizationId)).map((s) => s.title).sort()).toEqual([
      'API Reference',
      'Getting Started',
      'Handbook',
    ]);
    const created = await spaces.create(organizationId, 'Release notes');
    expect((await spaces.list(organizationId)).map((s) => s.id)).toContain(created.id);
    expect(await spaces.list(organizationId)).toHaveLength(4);
  });

  it('throws DocsApiError with the status and message of the error body', async () => {
    const { baseUrl, tokens, organizationId } = tenant();
    const asReader = new SpacesClient(baseUrl, tokens.reader);
    const refused = await asReader.create(organizationId, 'Not allowed').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DocsApiError);
    expect((refused as DocsApiError).status).toBe(403);
    const outsider = new SpacesClient(baseUrl, tokens.outsider);
    await expect(outsider.list(organizationId)).rejects.toMatchObject({ status: 404 });
  });
});
