/**
 * The reference server's image (the Dockerfile's `server` target, docs/containers.md) as a Testcontainers module:
 * `await new DocsApiContainer().start()` serves the demo on a mapped port once /readyz answers 200.
 */
import { randomUUID } from 'node:crypto';
import { basename, resolve } from 'node:path';
import type { StartedPostgreSqlContainer } from '@testcontainers/postgresql';
import { GenericContainer, Wait } from 'testcontainers';
import { databaseUrlOf, networkFor } from './database.js';
import { FIXTURES_PATH, PORT, StartedDocsApiContainer } from './started.js';
import type { DemoFixtures, SeedFileFixtures } from './types.js';

/** The image when none is given: DOCS_API_IMAGE, else docs-api/server:latest (`docker build --target server`). */
export const defaultImage = (): string => process.env['DOCS_API_IMAGE'] || 'docs-api/server:latest';

/** Where a seed file goes in the container. */
const SEED_DIR = '/seed';

/**
 * A container of the reference server. `F` is the shape of its fixtures: the demo's, or a seed file's after
 * `withSeedFile`. The command is `serve --seed … --fixtures-out …` (and `--test-api` with `withTestApiToken`),
 * set at start: a `withCommand` of your own is replaced.
 */
export class DocsApiContainer<F = DemoFixtures> extends GenericContainer {
  private seed = 'demo';
  private testApiToken: string | undefined;
  private database: StartedPostgreSqlContainer | undefined;

  constructor(image: string = defaultImage()) {
    super(image);
    this.withExposedPorts(PORT);
    // 503 while it migrates and seeds, 200 once it serves (docs/operations.md › Probes); a server that exits
    // instead (a seed file it refuses, a database it cannot reach) ends the wait with its last log lines.
    this.withWaitStrategy(Wait.forHttp('/readyz', PORT, { abortOnContainerExit: true }).forStatusCode(200));
    // A cold start on a busy 2-core machine took 26 s (docs/containers.md); PostgreSqlContainer waits as long.
    this.withStartupTimeout(120_000);
  }

  /** Serves the world of a seed file (YAML or JSON, docs/stand-in.md › Seed files), copied into the container. */
  withSeedFile(hostPath: string): DocsApiContainer<SeedFileFixtures> {
    const target = `${SEED_DIR}/${basename(hostPath)}`;
    this.withCopyFilesToContainer([{ source: resolve(hostPath), target, mode: 0o644 }]);
    this.seed = target;
    return this as DocsApiContainer<SeedFileFixtures>;
  }

  /**
   * Turns the test API on (/__test: tenants, clock, faults, journal) behind a token, which it needs beyond
   * loopback (the server refuses to start without one in a container); a random one when none is given.
   */
  withTestApiToken(token: string = randomUUID()): this {
    if (token === '') throw new Error('withTestApiToken: the token is empty (leave it out for a random one)');
    this.testApiToken = token;
    return this;
  }

  /**
   * Runs the server on a started PostgreSQL container instead of its embedded database (it applies its migrations
   * at start). The server joins the PostgreSQL container's network and reaches it by its address there.
   */
  withDatabase(postgres: StartedPostgreSqlContainer): this {
    this.database = postgres;
    return this;
  }

  /** Applies the command, environment and network the options above ask for (start does; tests look at it). */
  protected configure(): void {
    const testApi = this.testApiToken !== undefined;
    this.withCommand([
      'serve',
      '--seed',
      this.seed,
      '--fixtures-out',
      FIXTURES_PATH,
      ...(testApi ? ['--test-api'] : []),
    ]);
    if (this.testApiToken !== undefined) this.withEnvironment({ TEST_API_TOKEN: this.testApiToken });
    if (this.database !== undefined) {
      const network = networkFor(this.database, this.networkMode);
      // The default bridge is every container's unless told otherwise: joining it by name would change nothing.
      if (this.networkMode === undefined && network !== 'bridge') this.withNetworkMode(network);
      this.withEnvironment({ DATABASE_URL: databaseUrlOf(this.database, network) });
    }
  }

  override async start(): Promise<StartedDocsApiContainer<F>> {
    this.configure();
    try {
      return new StartedDocsApiContainer<F>(await super.start(), this.testApiToken);
    } catch (error) {
      throw new Error(`DocsApiContainer (${this.imageName.string}) did not start: ${messageOf(error)}`, {
        cause: error,
      });
    }
  }
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // The image is not on this Docker host and pulling it failed (no registry, or no such image there).
  if (/registry|pull access denied|no such image|manifest unknown|not found/i.test(message))
    return `${message.trim()} — is the image built? docker build --target server -t docs-api/server . at the repository's root, or name another with DOCS_API_IMAGE`;
  return message;
}
