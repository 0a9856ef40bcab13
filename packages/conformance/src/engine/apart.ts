/**
 * Checks apart: a check that would run alone (it changes what every other check sees: the clock, an
 * organization-wide list) or wait for a lock (it changes an object other checks share: the organization, one of its
 * members) works instead in a tenant of its own, made like the run's (`RunOptions.tenant.more`), and runs beside
 * every other check. Against a distant target the run is then as long as its longest check, not as the checks that
 * took turns on the organization laid end to end, and a throttled one as its longest check's 429s, not as every
 * 429 of those checks. Nearby, where the checks at once are bound by the cores and not by the round trip, the run
 * keeps them in its own tenant (each tenant made costs the target a seeded organization).
 */
import type { Check, CheckRun } from './check.js';
import { Ledger } from './ledger.js';
import type { RunEnv } from './session.js';
import { createRunTenant, type RunTenant, type TenantOptions } from './tenant.js';
import type { Verdict } from './types.js';

/** When checks work apart: `auto` (a distant or throttling target: ChecksApart.wanted), `always` or `never`. */
export type TenantPerCheck = 'auto' | 'always' | 'never';

/** The concurrency of a nearby target (run-pace.ts): above it, `auto` puts checks apart. */
const NEARBY_CONCURRENCY = 4;

/** Whether a check would run alone or wait for a lock: what working apart spares it. */
const waits = (check: Check): boolean => check.exclusive === true || (check.locks ?? []).length > 0;

/** The run's environment in another tenant: its fixtures, and its own shared objects, memo and ledger. */
function envIn(env: RunEnv, tenant: RunTenant): RunEnv {
  const { tokens: _providers, ...rest } = env;
  return { ...rest, fixtures: tenant.fixtures, shared: new Map(), memo: new Map(), ledger: new Ledger(env.spec) };
}

export class ChecksApart {
  /** The tenants made, their ledgers, and their removals (started as each check ends). */
  private readonly made: { id: string; ledger: Ledger; removal?: Promise<string | undefined> }[] = [];

  constructor(
    private readonly env: RunEnv,
    /** How the run's own tenant was made: more are made the same way. */
    private readonly like: TenantOptions,
    /** Leave the tenants in place (`--keep`). */
    private readonly keep: boolean,
  ) {}

  /**
   * Whether the run puts checks apart: `mode`; `auto` when more checks run at once than nearby (the concurrency chosen
   * from the target's round trip) or the target throttled the run's first requests (each check waiting out 429s then
   * keeps the others waiting on its locks).
   */
  static wanted(mode: TenantPerCheck | undefined, concurrency: number, throttledAtStart: boolean): boolean {
    if (mode === 'always' || mode === 'never') return mode === 'always';
    return concurrency > NEARBY_CONCURRENCY || throttledAtStart;
  }

  /**
   * The checks, those that would run alone or wait for a lock each in a tenant of its own; the long ones first (no
   * lock orders them any more, and a long one started last would keep the run waiting on its own).
   */
  place(checks: Check[]): Check[] {
    const placed = checks.map((check) => (waits(check) ? this.apart(check) : check));
    return [...placed.filter((check) => check.long === true), ...placed.filter((check) => check.long !== true)];
  }

  private apart(check: Check): Check {
    const { exclusive: _alone, locks: _locks, prepare: _prepare, ...rest } = check;
    return { ...rest, run: (run) => this.runApart(check, run) };
  }

  private async runApart(check: Check, run: CheckRun): Promise<Verdict[]> {
    const { baseUrl, testApiToken } = this.env.fixtures;
    // Made through the run's transport: paced, timed as the check's first round trip, a 429 waited out.
    const tenant = await createRunTenant(baseUrl, this.env.headers ?? {}, testApiToken, this.like, (request) =>
      this.env.transport.send(request),
    );
    const env = envIn(this.env, tenant);
    const made: (typeof this.made)[number] = { id: tenant.fixtures.tenantId ?? '', ledger: env.ledger };
    this.made.push(made);
    try {
      const own: CheckRun = { ...run, env };
      await check.prepare?.(own).catch(() => undefined);
      return await check.run(own);
    } finally {
      if (env.stopped !== undefined && this.env.stopped === undefined) {
        this.env.stopped = env.stopped;
        this.env.stoppedByCheck = env.stoppedByCheck === true;
      }
      if (!this.keep) made.removal = tenant.remove();
    }
  }

  /** Objects the checks apart made. */
  created(): number {
    return this.made.reduce((sum, made) => sum + made.ledger.created.length, 0);
  }

  /** Tenants made for checks apart. */
  tenants(): number {
    return this.made.length;
  }

  /** Waits for every removal; the tenants that could not be removed, and why. */
  async left(): Promise<{ id: string; reason: string }[]> {
    const out: { id: string; reason: string }[] = [];
    for (const made of this.made) {
      const reason = await made.removal;
      if (reason !== undefined) out.push({ id: made.id, reason });
    }
    return out;
  }
}
