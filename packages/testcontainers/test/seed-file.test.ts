/** DocsApiContainer.withSeedFile on the server image (DOCS_API_IMAGE): examples/world.yaml, without the test API. */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocsApiContainer, type SeedFileFixtures, type StartedDocsApiContainer } from '../src/index.js';
import { serverImage, serverSkipped } from './images.js';

const WORLD = fileURLToPath(new URL('../../../examples/world.yaml', import.meta.url));

describe.skipIf(serverSkipped !== undefined)('DocsApiContainer.withSeedFile(examples/world.yaml)', () => {
  let api: StartedDocsApiContainer<SeedFileFixtures>;

  beforeAll(async () => {
    api = await new DocsApiContainer(serverImage).withSeedFile(WORLD).start();
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('serves the seed file’s spaces to its users, by the names in the file', async () => {
    const fixtures = await api.getFixtures();
    const acme = fixtures.organizations['acme'] ?? '';
    const response = await fetch(`${fixtures.baseUrl}/v1/orgs/${acme}/spaces?limit=100`, {
      headers: { Authorization: `Bearer ${fixtures.tokens['ada'] ?? ''}` },
    });
    const { items } = (await response.json()) as { items: { id: string; title: string }[] };
    expect(items.map((space) => space.title)).toEqual(expect.arrayContaining(['API Reference', 'Handbook']));
    expect(items.map((space) => space.id)).toContain(fixtures.spaces['acme']?.['handbook']);
  });

  it('says how to turn the test API on when a helper is used without it', () => {
    const hint = /call \.withTestApiToken\(\) on the DocsApiContainer before \.start\(\)/;
    expect(() => api.getTestApiToken()).toThrow(hint);
    expect(() => api.clock).toThrow(hint);
    expect(() => api.createTenant()).toThrow(hint);
  });
});
