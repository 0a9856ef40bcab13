/**
 * What DocsApiContainer asks Docker for (command, environment, files, network), read before any container starts:
 * these run without Docker. The containers themselves are started in container.test.ts and the others.
 */
import type { StartedPostgreSqlContainer } from '@testcontainers/postgresql';
import { describe, expect, it } from 'vitest';
import { DocsApiContainer } from '../src/index.js';

/** A DocsApiContainer whose configuration a test can read. */
class Inspected extends DocsApiContainer {
  configured() {
    this.configure();
    return {
      image: this.imageName.string,
      command: this.createOpts.Cmd,
      env: this.createOpts.Env ?? [],
      files: this.filesToCopy.map(({ target }) => target),
      network: this.networkMode,
    };
  }
}

/** A started PostgreSQL container as withDatabase reads it: its networks, address and credentials. */
const postgresOn = (networks: string[]) =>
  ({
    getNetworkNames: () => networks,
    getIpAddress: (network: string) => (network === 'bridge' ? '172.17.0.5' : '10.1.0.7'),
    getDatabase: () => 'docs',
    getUsername: () => 'docs',
    getPassword: () => 's3cret:@/',
  }) as unknown as StartedPostgreSqlContainer;

describe('DocsApiContainer configuration', () => {
  it('serves the demo and writes its fixtures, without the test API, by default', () => {
    const { command, env, files } = new Inspected('docs-api/server:test').configured();
    expect(command).toEqual(['serve', '--seed', 'demo', '--fixtures-out', '/data/fixtures.json']);
    expect(env.filter((variable) => /^(TEST_API_TOKEN|DATABASE_URL)=/.test(variable))).toEqual([]);
    expect(files).toEqual([]);
  });

  it('names its image after DOCS_API_IMAGE, else docs-api/server:latest', () => {
    const before = process.env['DOCS_API_IMAGE'];
    try {
      process.env['DOCS_API_IMAGE'] = 'docs-api-ci/server:abc';
      expect(new Inspected().configured().image).toBe('docs-api-ci/server:abc');
      delete process.env['DOCS_API_IMAGE'];
      expect(new Inspected().configured().image).toBe('docs-api/server:latest');
    } finally {
      if (before === undefined) delete process.env['DOCS_API_IMAGE'];
      else process.env['DOCS_API_IMAGE'] = before;
    }
  });

  it('copies a seed file to /seed and serves it; withTestApiToken turns the test API on behind the token', () => {
    const container = new Inspected('docs-api/server:test');
    container.withSeedFile('examples/world.yaml').withTestApiToken('token-1');
    const { command, env, files } = container.configured();
    expect(command).toEqual([
      'serve',
      '--seed',
      '/seed/world.yaml',
      '--fixtures-out',
      '/data/fixtures.json',
      '--test-api',
    ]);
    expect(env).toContain('TEST_API_TOKEN=token-1');
    expect(files).toEqual(['/seed/world.yaml']);
  });

  it('makes up a different token for each container when none is given, and refuses an empty one', () => {
    const tokenOf = () =>
      new Inspected('docs-api/server:test')
        .withTestApiToken()
        .configured()
        .env.find((v) => v.startsWith('TEST_API_TOKEN='));
    const [first, second] = [tokenOf(), tokenOf()];
    expect(first).toMatch(/^TEST_API_TOKEN=.{20,}$/);
    expect(second).not.toBe(first);
    expect(() => new Inspected('docs-api/server:test').withTestApiToken('')).toThrow(/empty/);
  });

  it.each([
    { networks: ['bridge'], url: 'postgresql://docs:s3cret%3A%40%2F@172.17.0.5:5432/docs', network: undefined },
    { networks: ['tests'], url: 'postgresql://docs:s3cret%3A%40%2F@10.1.0.7:5432/docs', network: 'tests' },
  ])('reaches PostgreSQL on $networks at its address there', ({ networks, url, network }) => {
    const configured = new Inspected('docs-api/server:test').withDatabase(postgresOn(networks)).configured();
    expect(configured.env).toContain(`DATABASE_URL=${url}`);
    expect(configured.network).toBe(network);
  });

  it('refuses a database on another network than the server’s', () => {
    const container = new Inspected('docs-api/server:test')
      .withNetworkMode('mine')
      .withDatabase(postgresOn(['bridge']));
    expect(() => container.configured()).toThrow(/PostgreSQL container is on bridge, the server on mine/);
  });
});
