/**
 * A unique value another object already has (`x-conflicts` kind `taken`): an organization's hostname. Setting one is
 * one-way, so the check runs only with --allow-destructive, on a reference of its own: it passes against the
 * reference, and fails against a server that accepts the taken hostname.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, runSuite } from '../src/index.js';
import { json, startProxy } from './support/fault-proxy.js';
import { failedIds, startReference, type Reference } from './support/reference.js';

const ID = 'CONFLICT-updateOrganizationById.409';

describe('a hostname another organization has', () => {
  let reference: Reference;
  const catalogue = buildCatalogue();
  const run = (baseUrl: string) =>
    runSuite(catalogue, {
      fixtures: { ...reference.fixtures, baseUrl },
      selection: { only: [ID] },
      seed: 7,
      allowDestructive: true,
    });

  beforeAll(async () => {
    reference = await startReference();
  }, 120_000);

  afterAll(async () => {
    await reference?.server.stop();
  });

  it('is refused with 409 by the reference, which keeps the hostname it had', async () => {
    const result = await run(reference.server.url);
    expect(result.results.map((r) => [r.requirement.id, r.verdict.status])).toEqual([[ID, 'pass']]);
  });

  it('fails where the server answers the taken hostname 200', async () => {
    const proxy = await startProxy(reference.server.url, async (request, forward) => {
      const response = await forward(request);
      return response.status === 409 && request.method === 'PATCH' ? json(200, {}) : response;
    });
    try {
      expect(failedIds((await run(proxy.url)).results)).toEqual([ID]);
    } finally {
      await proxy.stop();
    }
  });
});
