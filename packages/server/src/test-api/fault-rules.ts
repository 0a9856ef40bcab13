/**
 * Fault and latency rules of the test API (POST /__test/faults, `serve --faults`): which /v1 requests a
 * rule matches, and whether it fires on one. Rules live in memory, per server instance. Each rule with a
 * `probability` draws from its own seeded generator (pure-rand), so the same sequence of requests meets
 * the same sequence of faults; adding a rule again starts its sequence again.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { ApiError } from '../errors.js';

/** A rule as written by its author (the test API's FaultRuleInput schema validated its shape). */
export interface FaultRuleInput {
  operationId?: string;
  method?: string;
  path?: string;
  tenantId?: string;
  status?: number;
  body?: unknown;
  retryAfter?: number;
  delayMs?: number | { min: number; max: number };
  reset?: true;
  probability?: number;
  seed?: number;
  times?: number;
}

/** A rule as listed: its input, its id, the seed its draws use, and how often it matched and fired. */
export type FaultRule = FaultRuleInput & { object: 'faultRule'; id: string; matched: number; fired: number };

/** What a fired rule does to one request. */
export interface Fault {
  ruleId: string;
  /** Milliseconds to hold the request first (0: none). */
  delayMs: number;
  /** Close the socket without an answer. */
  reset: boolean;
  /** Answer with this status (and `body`) instead of the real answer; undefined lets the real answer through. */
  status?: number;
  body?: unknown;
  retryAfter?: number;
}

/** The request a rule is matched against. */
export interface FaultTarget {
  method: string;
  /** The request path without its query. */
  path: string;
  operationId: string | undefined;
  /** Resolved only when a rule asks for a tenant. */
  tenantId: () => Promise<string | undefined>;
}

/** `*` or `{name}` matches one segment, a final `**` any rest; literal segments compare case-insensitively. */
function pathMatcher(pattern: string): (path: string) => boolean {
  const wanted = pattern.split('/').slice(1);
  const rest = wanted.at(-1) === '**';
  if (rest) wanted.pop();
  return (path) => {
    const segments = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/').slice(1);
    if (rest ? segments.length < wanted.length : segments.length !== wanted.length) return false;
    return wanted.every((segment, i) => {
      const given = segments[i] ?? '';
      if (segment === '*' || /^\{\w+\}$/.test(segment)) return given !== '';
      return segment.toLowerCase() === given.toLowerCase();
    });
  };
}

interface Entry {
  rule: FaultRule;
  matchesPath: (path: string) => boolean;
  rng: RandomGenerator;
}

/** The rules of one server instance, in the order they were added (the first that fires answers). */
export class FaultRules {
  private entries: Entry[] = [];
  private nextId = 1;

  /** Adds a rule; 400 for what the schema cannot say (a delay range upside down, an unknown operationId). */
  add(input: FaultRuleInput, knownOperation: (id: string) => boolean): FaultRule {
    if (input.operationId !== undefined && !knownOperation(input.operationId)) {
      throw new ApiError(400, `body.operationId ${input.operationId} is not an operation of the API`);
    }
    if (typeof input.delayMs === 'object' && input.delayMs.min > input.delayMs.max) {
      throw new ApiError(400, 'body.delayMs.min must not be greater than body.delayMs.max');
    }
    const seed = input.seed ?? Math.floor(Math.random() * 0x7fffffff);
    const rule: FaultRule = { object: 'faultRule', id: `fault_${this.nextId++}`, ...input, seed, matched: 0, fired: 0 };
    const pattern = input.path;
    this.entries.push({
      rule,
      matchesPath: pattern === undefined ? () => true : pathMatcher(pattern),
      rng: xoroshiro128plus(seed),
    });
    return { ...rule };
  }

  list(): FaultRule[] {
    return this.entries.map(({ rule }) => ({ ...rule }));
  }

  /** Removes one rule; false when there is none with that id. */
  remove(id: string): boolean {
    const before = this.entries.length;
    this.entries = this.entries.filter(({ rule }) => rule.id !== id);
    return this.entries.length < before;
  }

  clear(): void {
    this.entries = [];
  }

  /** Removes the rules naming this tenant (the others stay). */
  removeTenant(tenantId: string): void {
    this.entries = this.entries.filter(({ rule }) => rule.tenantId !== tenantId);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The fault of the first rule that matches the request and fires, counting matches and firings. */
  async decide(target: FaultTarget): Promise<Fault | undefined> {
    let tenant: Promise<string | undefined> | undefined;
    for (const entry of this.entries) {
      const { rule } = entry;
      if (rule.times !== undefined && rule.fired >= rule.times) continue;
      if (rule.operationId !== undefined && rule.operationId !== target.operationId) continue;
      if (rule.method !== undefined && rule.method.toUpperCase() !== target.method.toUpperCase()) continue;
      if (!entry.matchesPath(target.path)) continue;
      if (rule.tenantId !== undefined && rule.tenantId !== (await (tenant ??= target.tenantId()))) continue;
      rule.matched += 1;
      if (rule.probability !== undefined && uniformFloat64(entry.rng) >= rule.probability) continue;
      rule.fired += 1;
      return faultOf(rule, entry.rng);
    }
    return undefined;
  }
}

function faultOf(rule: FaultRule, rng: RandomGenerator): Fault {
  const delay = rule.delayMs;
  return {
    ruleId: rule.id,
    delayMs: delay === undefined ? 0 : typeof delay === 'number' ? delay : uniformInt(rng, delay.min, delay.max),
    reset: rule.reset === true,
    ...(rule.status !== undefined ? { status: rule.status } : {}),
    ...(rule.body !== undefined ? { body: rule.body } : {}),
    ...(rule.retryAfter !== undefined ? { retryAfter: rule.retryAfter } : {}),
  };
}
