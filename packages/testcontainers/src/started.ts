/**
 * A started reference server container: where it answers, the fixtures it seeded, and its test API (tenants,
 * clock, fault rules, journal) when it was started `withTestApiToken`.
 */
import { AbstractStartedContainer, type StartedTestContainer } from 'testcontainers';
import {
  TestApiClient,
  type CreateTenantOptions,
  type TestApiClock,
  type TestApiFaults,
  type TestApiJournal,
  type TestApiScope,
} from './test-api.js';
import type { SeedDocument, SeedTenantFixtures, TenantFixtures, TenantRef } from './types.js';

/** The port the server listens on in the container (the image's PORT). */
export const PORT = 4000;
/** Where the server writes the fixtures of its seed (in its /data volume). */
export const FIXTURES_PATH = '/data/fixtures.json';

const NO_TEST_API =
  'the test API is off in this container: call .withTestApiToken() on the DocsApiContainer before .start()';

export class StartedDocsApiContainer<F> extends AbstractStartedContainer {
  private readonly testApi: TestApiClient | undefined;

  constructor(
    started: StartedTestContainer,
    private readonly testApiToken: string | undefined,
  ) {
    super(started);
    this.testApi = testApiToken === undefined ? undefined : new TestApiClient(() => this.getBaseUrl(), testApiToken);
  }

  /** http://host:port where the server answers from here (read again after a restart: the port may change). */
  getBaseUrl(): string {
    const host = this.getHost();
    return `http://${host.includes(':') ? `[${host}]` : host}:${this.getMappedPort(PORT)}`;
  }

  /** The test API token (TEST_API_TOKEN in the container), for a client of your own. */
  getTestApiToken(): string {
    if (this.testApiToken === undefined) throw new Error(NO_TEST_API);
    return this.testApiToken;
  }

  /**
   * The fixtures of the seed the server started with (its --fixtures-out: tokens and ids), with `baseUrl` where it
   * answers from here. Every start mints new tokens: read them again after a restart.
   */
  async getFixtures(): Promise<F> {
    const { exitCode, stdout, stderr } = await this.exec(['cat', FIXTURES_PATH]);
    if (exitCode !== 0) throw new Error(`reading ${FIXTURES_PATH} in the container failed (${exitCode}): ${stderr}`);
    return { ...(JSON.parse(stdout) as F), baseUrl: this.getBaseUrl() };
  }

  private client(): TestApiClient {
    if (this.testApi === undefined) throw new Error(NO_TEST_API);
    return this.testApi;
  }

  /** A new tenant of its own (organizations, callers, clock) and its fixtures, `baseUrl` included. */
  createTenant(options?: CreateTenantOptions<'demo' | 'empty'>): Promise<TenantFixtures>;
  createTenant(options: CreateTenantOptions<SeedDocument>): Promise<SeedTenantFixtures>;
  createTenant(
    options: CreateTenantOptions<'demo' | 'empty' | SeedDocument> = {},
  ): Promise<TenantFixtures | SeedTenantFixtures> {
    return this.client().createTenant(options as CreateTenantOptions<SeedDocument>);
  }

  /** Removes a tenant and everything of it. */
  removeTenant(tenant: TenantRef): Promise<void> {
    return this.client().removeTenant(tenant);
  }

  /** The server's clock (every tenant's time moves with it). */
  get clock(): TestApiClock {
    return this.client().clock;
  }

  /** Every fault rule of the server. */
  get faults(): TestApiFaults {
    return this.client().faults;
  }

  /** The server's whole request journal. */
  get journal(): TestApiJournal {
    return this.client().journal;
  }

  /** The clock, fault rules and journal of one tenant only. */
  forTenant(tenant: TenantRef): TestApiScope {
    return this.client().forTenant(tenant);
  }
}
