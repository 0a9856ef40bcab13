/**
 * A client of the reference server's test API (`serve --test-api`; its document at /__test/openapi.json): tenants,
 * the clock, fault rules and the request journal. Server-wide helpers act on the whole server; `forTenant(tenant)`
 * gives the same helpers scoped to one tenant the way the document scopes them — the tenant's own clock
 * (/__test/tenants/{tenantId}/clock), fault rules naming its `tenantId`, and journal entries of its callers
 * (`?tenantId=`) — so that test files sharing one server never see each other's faults, entries or time.
 */
import { callTestApi, type TestApiTarget } from './http.js';
import type {
  FaultRule,
  FaultRuleInput,
  RequestQuery,
  RequestRecord,
  SeedDocument,
  SeedTenantFixtures,
  TenantFixtures,
  TenantRef,
} from './types.js';

export interface TestApiClock {
  /** The clock's time now. */
  get(): Promise<Date>;
  /** Moves the clock forward; answers its new time. */
  advance(seconds: number): Promise<Date>;
  /** Moves the clock forward to `time` (never backward: that throws); answers its new time. */
  set(time: Date | string): Promise<Date>;
}

export interface TestApiFaults {
  /** Adds a fault rule for /v1 requests (addFaultRule); in a tenant's scope it matches only that tenant's callers. */
  add(rule: FaultRuleInput): Promise<FaultRule>;
  /** The rules in force, with how often each matched and fired; in a tenant's scope, those naming it. */
  list(): Promise<FaultRule[]>;
  remove(rule: FaultRule | string): Promise<void>;
  /** Removes every rule, or in a tenant's scope those naming it. */
  clear(): Promise<void>;
}

export interface TestApiJournal {
  /** Requests the server answered, newest first (one page: `limit` up to 1000); in a tenant's scope, its callers'. */
  list(query?: Omit<RequestQuery, 'tenantId'>): Promise<RequestRecord[]>;
  /** Empties the journal, or in a tenant's scope removes its entries. */
  clear(): Promise<void>;
}

/** The helpers of one scope: the whole server, or one tenant. */
export interface TestApiScope {
  clock: TestApiClock;
  faults: TestApiFaults;
  journal: TestApiJournal;
}

export interface CreateTenantOptions<S> {
  /** `demo` (the default), `empty` (organizations and members only) or a seed document. */
  seed?: S;
  /** Ids of behaviour mutants (GET /__test/mutants) acting on this tenant's requests only. */
  mutants?: string[];
}

const nowOf = (answer: { now: string }): Date => new Date(answer.now);
const tenantPath = (tenant: TenantRef): string => `/tenants/${encodeURIComponent(tenant.tenantId)}`;

function clockOf(target: TestApiTarget, tenant: TenantRef | undefined): TestApiClock {
  const path = tenant === undefined ? '/clock' : `${tenantPath(tenant)}/clock`;
  const move = async (body: { advanceSeconds: number } | { now: string }) =>
    nowOf(await callTestApi<{ now: string }>(target, { method: 'POST', path, body, expect: 200 }));
  const clock: TestApiClock = {
    get: async () => nowOf(await callTestApi<{ now: string }>(target, { method: 'GET', path, expect: 200 })),
    advance: (seconds) => move({ advanceSeconds: seconds }),
    set: async (time) => {
      const to = new Date(time);
      // A tenant's clock takes a time (advanceTenantClock `now`); the server's only a step (advanceClock).
      if (tenant !== undefined) return move({ now: to.toISOString() });
      const now = await clock.get();
      if (to.getTime() < now.getTime())
        throw new Error(
          `the server's clock never moves backward: it is at ${now.toISOString()}, asked for ${to.toISOString()}`,
        );
      return move({ advanceSeconds: (to.getTime() - now.getTime()) / 1000 });
    },
  };
  return clock;
}

function faultsOf(target: TestApiTarget, tenant: TenantRef | undefined): TestApiFaults {
  const scope = tenant === undefined ? {} : { tenantId: tenant.tenantId };
  return {
    add: (rule) => callTestApi(target, { method: 'POST', path: '/faults', body: { ...rule, ...scope }, expect: 201 }),
    list: async () => {
      const { items } = await callTestApi<{ items: FaultRule[] }>(target, {
        method: 'GET',
        path: '/faults',
        expect: 200,
      });
      return tenant === undefined ? items : items.filter((rule) => rule.tenantId === tenant.tenantId);
    },
    remove: (rule) => {
      const id = typeof rule === 'string' ? rule : rule.id;
      return callTestApi(target, { method: 'DELETE', path: `/faults/${encodeURIComponent(id)}`, expect: 204 });
    },
    clear: () => callTestApi(target, { method: 'DELETE', path: '/faults', query: scope, expect: 204 }),
  };
}

function journalOf(target: TestApiTarget, tenant: TenantRef | undefined): TestApiJournal {
  const scope = tenant === undefined ? {} : { tenantId: tenant.tenantId };
  return {
    list: async (query = {}) => {
      const path = '/requests';
      const answer = await callTestApi<{ items: RequestRecord[] }>(target, {
        method: 'GET',
        path,
        query: { ...query, ...scope },
        expect: 200,
      });
      return answer.items;
    },
    clear: () => callTestApi(target, { method: 'DELETE', path: '/requests', query: scope, expect: 204 }),
  };
}

/** The test API of a server at `baseUrl` (a function: the address may change, e.g. after a container restart). */
export class TestApiClient implements TestApiScope {
  private readonly target: TestApiTarget;
  readonly clock: TestApiClock;
  readonly faults: TestApiFaults;
  readonly journal: TestApiJournal;

  /** `token`: the server's test API token (TEST_API_TOKEN); none for a test API on a loopback address without one. */
  constructor(baseUrl: string | (() => string), token?: string) {
    this.target = { baseUrl: typeof baseUrl === 'string' ? () => baseUrl : baseUrl, token };
    this.clock = clockOf(this.target, undefined);
    this.faults = faultsOf(this.target, undefined);
    this.journal = journalOf(this.target, undefined);
  }

  /**
   * A new tenant (createTenant) and its fixtures, with `baseUrl` where this client reaches the server (the server
   * answers its own address, which is not reachable from outside a container).
   */
  createTenant(options?: CreateTenantOptions<'demo' | 'empty'>): Promise<TenantFixtures>;
  createTenant(options: CreateTenantOptions<SeedDocument>): Promise<SeedTenantFixtures>;
  async createTenant(
    options: CreateTenantOptions<'demo' | 'empty' | SeedDocument> = {},
  ): Promise<TenantFixtures | SeedTenantFixtures> {
    const fixtures = await callTestApi<TenantFixtures | SeedTenantFixtures>(this.target, {
      method: 'POST',
      path: '/tenants',
      body: { seed: options.seed ?? 'demo', ...(options.mutants !== undefined ? { mutants: options.mutants } : {}) },
      expect: 201,
    });
    return { ...fixtures, baseUrl: this.target.baseUrl() };
  }

  /** Removes a tenant and everything of it (deleteTenant): its tokens answer 401 from then on. */
  async removeTenant(tenant: TenantRef): Promise<void> {
    await callTestApi(this.target, { method: 'DELETE', path: tenantPath(tenant), expect: 204 });
  }

  /** The clock, fault rules and journal of one tenant. */
  forTenant(tenant: TenantRef): TestApiScope {
    return {
      clock: clockOf(this.target, tenant),
      faults: faultsOf(this.target, tenant),
      journal: journalOf(this.target, tenant),
    };
  }
}
