/**
 * The judgment of traffic: each exchange's request (request-judge.ts, a client bug) and answer (the suite's own
 * passive observers, engine/observer.ts and engine/media-types.ts, a server bug), every violation reported as
 * it is seen, and at the end a run-shaped result that the reporters of `run` render.
 */
import { operations } from '@docs-api/spec';
import type { Catalogue } from '../catalogue.js';
import { StatusCoverage } from '../engine/coverage.js';
import { MediaTypeObserver } from '../engine/media-types.js';
import { ResponseObserver } from '../engine/observer.js';
import { PassiveTally } from '../engine/passive-tally.js';
import { runId } from '../engine/run-id.js';
import { behaviour, contract } from '../engine/sources.js';
import type { RunResult } from '../engine/runner.js';
import type { Exchange, Requirement, Verdict } from '../engine/types.js';
import { passiveIds } from '../requirements/generic/locks-and-params.js';
import type { Masker } from '../reporters/mask.js';
import type { ApiSpec, Operation } from '../contract/operations.js';
import { branches, walkSchema, type Schema } from '../contract/schema-walk.js';
import { toolVersion } from '../version.js';
import { OperationMatcher, type Match } from '../contract/match.js';
import {
  LIMIT_KEYWORDS,
  RequestJudge,
  requestEnumId,
  requestLimitId,
  requestMediaTypeId,
  requestSchemaId,
  UNKNOWN_OPERATION,
  type JudgedRequest,
  type RequestViolation,
} from './request-judge.js';

/** Whose bug a violation is: the client's (`request`) or the server's (`response`). */
export type Side = 'request' | 'response';

/** One broken rule of one exchange, as printed while the proxy runs and kept for its report. */
export interface Violation {
  side: Side;
  id: string;
  operationId?: string;
  /** The requirement's statement. */
  rule: string;
  message: string;
  method: string;
  /** The request's path and query, secrets masked. */
  url: string;
  /** The answer's status; 0 when the request never reached the target (enforce mode). */
  status: number;
  /** The request as a curl line, secrets masked. */
  curl: string;
  at: string;
}

/** The request-side verdicts (REQ-*): how many requests met each rule and the first that did not. */
class RequestTally extends PassiveTally {
  note(id: string, violation: string | undefined, exchange: Exchange): void {
    this.record(id, violation, exchange);
  }

  protected needs(): string {
    return 'request';
  }
}

const sideOf = (id: string): Side => (id.startsWith('REQ-') ? 'request' : 'response');

/**
 * Every REQ-* requirement the spec gives requests (`list --requests`): per operation its schema, its body's media
 * type, a limit of each field or parameter the spec limits and an enumeration of each it enumerates (named as
 * the judge names them: `body.items.title` → `items.title`, a query parameter `?limit`), and the unknown operation.
 */
export function requestRequirements(spec: ApiSpec): Requirement[] {
  const { document } = spec;
  const parameters = new Map(operations(document).map((walked) => [walked.operationId, walked.parameters]));
  const rules = (schemas: Schema[]) => {
    const all = schemas.flatMap((schema) => branches(document, schema));
    return {
      limit: all.some((branch) => Object.keys(branch).some((key) => LIMIT_KEYWORDS.has(key))),
      enumerated: all.some((branch) => branch.enum !== undefined),
      items: all.flatMap((branch) => (typeof branch.items === 'object' ? [branch.items] : [])),
    };
  };
  const requirements: Requirement[] = [];
  for (const op of spec.operations) {
    const ids = [requestSchemaId(op), ...(op.body !== undefined ? [requestMediaTypeId(op)] : [])];
    const field = (name: string, schemas: Schema[]) => {
      const { limit, enumerated, items } = rules(schemas);
      if (limit) ids.push(requestLimitId(op, name));
      if (enumerated) ids.push(requestEnumId(op, name));
      return items;
    };
    for (const param of parameters.get(op.id) ?? []) {
      if (param.in !== 'path' && param.in !== 'query') continue;
      const name = `${param.in === 'query' ? '?' : ''}${param.name}`;
      const items = field(name, param.schema === undefined ? [] : [param.schema]);
      if (items.length > 0) field(name, items);
    }
    // Array positions are left out of a field's name; a schema met again below itself is not walked again.
    const walkBody = (schema: Schema, prefix: string[], seen: ReadonlySet<Schema>) =>
      walkSchema(document, schema, ({ path, branches: here }) => {
        const name = [...prefix, ...path].join('.');
        if (name !== '') field(name, here);
        for (const items of rules(here).items)
          if (!seen.has(items)) walkBody(items, [...prefix, ...path], new Set([...seen, items]));
      });
    if (op.body !== undefined) walkBody(op.body, [], new Set([op.body]));
    requirements.push(...[...new Set(ids)].map((id) => requestRequirement(op, id)));
  }
  requirements.push(requestRequirement(undefined, UNKNOWN_OPERATION));
  return requirements;
}

/** The REQ-* requirements (the proxy's own; `run` sends only valid requests, so it has none). */
function requestRequirement(op: Operation | undefined, id: string): Requirement {
  const base = {
    id,
    level: 'MUST' as const,
    section: op?.section ?? 'Requests',
    profile: op?.profile ?? ('core' as const),
    operations: op !== undefined ? [op.id] : [],
    passive: true,
  };
  if (op === undefined)
    return {
      ...base,
      category: 'robustness',
      source: contract(
        'What the service does',
        'Every operation is an HTTP request to `{base_url}` with a path that starts with `/v1`.',
      ),
      statement: 'every request is an operation of the spec (its path and method)',
    };
  const field = id.split('.').slice(2).join('.');
  if (id.startsWith('REQ-LIMIT.'))
    return {
      ...base,
      category: 'limits',
      // A client's requests: the spec's bounds, the contract's and the few of docs/behaviour.md#limits alike.
      source: behaviour('limits'),
      statement: `a ${op.id} request keeps ${field} within the spec's limits`,
    };
  if (id.startsWith('REQ-ENUM.'))
    return {
      ...base,
      category: 'enums',
      source: behaviour('full-value-sets-of-enumerations'),
      statement: `a ${op.id} request sends ${field} as one of its enumerated values, exactly`,
    };
  if (id.startsWith('REQ-MEDIA-TYPE.'))
    return {
      ...base,
      category: 'responses',
      source: contract('Endpoints › Conventions', 'Request bodies are JSON (`Content-Type: application/json`).'),
      statement: `a ${op.id} request body is sent as the media type the spec declares`,
    };
  return {
    ...base,
    category: 'responses',
    source: contract(
      'Endpoints › Conventions',
      'A trailing `?` marks an optional field or parameter. Otherwise the field is Required.',
    ),
    statement: `a ${op.id} request's parameters and body validate against the spec (required fields, types, formats)`,
  };
}

export interface TrafficJudgeOptions {
  mask: Masker;
  /** Each violation as it is seen. */
  onViolation?(violation: Violation): void;
}

/** What a report holds while the proxy runs (`GET /__proxy/report`). */
export interface TrafficReport {
  exchanges: number;
  /** Exchanges forwarded without judgment (paths outside the contract: probes, the test API, …). */
  unjudged: number;
  /** Requests refused in enforce mode without reaching the target. */
  refused: number;
  violations: { request: number; response: number };
  /** Violations per requirement ID. */
  byRequirement: Record<string, number>;
  /** The first 1000 violations. */
  list: Violation[];
}

const KEPT = 1000;

/** Judges exchanges as they come and builds the report. */
export class TrafficJudge {
  readonly matcher: OperationMatcher;
  private readonly requests: RequestJudge;
  private readonly observer: ResponseObserver;
  private readonly mediaTypes: MediaTypeObserver;
  private readonly tally = new RequestTally();
  private readonly coverage: StatusCoverage;
  private readonly statements: Map<string, string>;
  private readonly requirements = new Map<string, Requirement>();
  private readonly seenOperations = new Set<string>();
  private readonly started = Date.now();
  /** The request being recorded: violations the observers hear belong to it. */
  private current: { exchange: Exchange; status: number } | undefined;
  private readonly report: TrafficReport = {
    exchanges: 0,
    unjudged: 0,
    refused: 0,
    violations: { request: 0, response: 0 },
    byRequirement: {},
    list: [],
  };

  constructor(
    private readonly catalogue: Catalogue,
    private readonly options: TrafficJudgeOptions,
  ) {
    const spec = catalogue.spec;
    this.matcher = new OperationMatcher(spec);
    this.requests = new RequestJudge(spec);
    this.observer = new ResponseObserver(spec);
    this.mediaTypes = new MediaTypeObserver(spec);
    this.statements = new Map(catalogue.requirements.map((r) => [r.id, r.statement]));
    for (const r of catalogue.requirements) if (r.passive === true) this.requirements.set(r.id, r);
    this.coverage = new StatusCoverage(spec, [...this.requirements.values()]);
    const hear = (id: string, message: string, exchange: Exchange) => this.violation(id, message, exchange);
    this.observer.onViolation(hear);
    this.mediaTypes.onViolation(hear);
    this.tally.onViolation(hear);
  }

  /** The operation a request line is. */
  match(method: string, url: string): Match {
    return this.matcher.match(method, url.split('?')[0] ?? url);
  }

  /** The request's violations, without recording anything (enforce mode decides with them before forwarding). */
  judgeRequest(match: Match, request: JudgedRequest): RequestViolation[] {
    return this.requests.judge(match, request);
  }

  /** The statement of a requirement (the rule a violation breaks). */
  rule(id: string): string {
    const known = this.statements.get(id) ?? this.requirements.get(id)?.statement;
    if (known !== undefined) return known;
    const operationId = id.split('.')[1] ?? '';
    return requestRequirement(
      this.catalogue.spec.has(operationId) ? this.catalogue.spec.operation(operationId) : undefined,
      id,
    ).statement;
  }

  /** An exchange forwarded without judgment. */
  unjudged(): void {
    this.report.exchanges += 1;
    this.report.unjudged += 1;
  }

  /**
   * Records one exchange: its request's violations (as judged by judgeRequest) and, when the target answered
   * (`refused` false), the answer judged by the suite's passive observers.
   */
  record(match: Match, exchange: Exchange, requestViolations: RequestViolation[], refused = false): void {
    this.report.exchanges += 1;
    if (refused) this.report.refused += 1;
    const op = match.kind === 'operation' ? match.op : undefined;
    if (op !== undefined) this.seenOperations.add(op.id);
    this.current = { exchange, status: refused ? 0 : exchange.status };
    try {
      const byId = new Map(requestViolations.map((v) => [v.id, v.message]));
      for (const v of requestViolations) {
        if (!this.requirements.has(v.id)) this.requirements.set(v.id, requestRequirement(op, v.id));
        this.tally.note(v.id, v.message, exchange);
      }
      if (op !== undefined) {
        this.tally.note(UNKNOWN_OPERATION, undefined, exchange);
        for (const id of [requestSchemaId(op), ...(op.body !== undefined ? [requestMediaTypeId(op)] : [])]) {
          if (!this.requirements.has(id)) this.requirements.set(id, requestRequirement(op, id));
          if (!byId.has(id)) this.tally.note(id, undefined, exchange);
        }
      } else if (!this.requirements.has(UNKNOWN_OPERATION)) {
        this.requirements.set(UNKNOWN_OPERATION, requestRequirement(undefined, UNKNOWN_OPERATION));
      }
      // A HEAD answer has no body to judge; a refused request has no answer.
      if (refused || op === undefined || exchange.request.method.toUpperCase() === 'HEAD') return;
      this.observer.observe(exchange);
      this.mediaTypes.observe(exchange);
      this.coverage.observe(exchange);
    } finally {
      this.current = undefined;
    }
  }

  /** The report so far. */
  snapshot(): TrafficReport {
    return structuredClone(this.report);
  }

  /** Whether a violation of this side (or any, or none) was seen: the exit code of `--fail-on`. */
  failed(on: Side | 'any' | 'none'): boolean {
    const { request, response } = this.report.violations;
    return on === 'any' ? request + response > 0 : on === 'none' ? false : this.report.violations[on] > 0;
  }

  /** The traffic as a run: the requirements of every operation seen (and the request rules), each with its verdict. */
  result(target: string, interrupted = false): RunResult {
    const rows: Requirement[] = [];
    const order = this.catalogue.spec.operations.filter((op) => this.seenOperations.has(op.id));
    for (const op of order) {
      for (const id of passiveIds(op)) {
        const requirement = this.requirements.get(id);
        if (requirement !== undefined) rows.push(requirement);
      }
      for (const requirement of this.requirements.values())
        if (requirement.id.startsWith('REQ-') && requirement.operations[0] === op.id) rows.push(requirement);
    }
    const unknown = this.requirements.get(UNKNOWN_OPERATION);
    if (unknown !== undefined) rows.push(unknown);
    return {
      tool: { name: 'docs-api-conformance', version: toolVersion },
      specVersion: this.catalogue.spec.document.info.version,
      runId,
      target,
      seed: 0,
      capabilities: [],
      startedAt: new Date(this.started).toISOString(),
      durationMs: Date.now() - this.started,
      interrupted,
      cleanedUp: true,
      created: 0,
      leftovers: [],
      throttled: 0,
      results: rows.map((requirement) => ({ requirement, verdict: this.verdict(requirement) })),
      coverage: this.coverage.result(),
      traffic: { exchanges: this.report.exchanges, unjudged: this.report.unjudged, refused: this.report.refused },
    };
  }

  private verdict(requirement: Requirement): Verdict {
    const operationId = requirement.operations[0] ?? 'any operation';
    const verdict = requirement.id.startsWith('REQ-')
      ? this.tally.verdict(requirement.id, operationId)
      : MediaTypeObserver.decides(requirement.id)
        ? this.mediaTypes.verdict(requirement.id, operationId)
        : this.observer.verdict(requirement.id, operationId);
    return {
      ...verdict,
      check: 'every exchange of the traffic',
      ...(verdict.reason !== undefined ? { reason: verdict.reason.replace('in this run', 'in the traffic') } : {}),
    };
  }

  private violation(id: string, message: string, exchange: Exchange): void {
    const side = sideOf(id);
    const { mask } = this.options;
    const url = new URL(exchange.request.url);
    const violation: Violation = {
      side,
      id,
      ...(exchange.operationId !== undefined ? { operationId: exchange.operationId } : {}),
      rule: this.rule(id),
      message: mask.text(message),
      method: exchange.request.method,
      url: mask.text(`${url.pathname}${url.search}`),
      status: this.current?.status ?? exchange.status,
      curl: mask.curl(exchange.request),
      at: new Date().toISOString(),
    };
    this.report.violations[side] += 1;
    this.report.byRequirement[id] = (this.report.byRequirement[id] ?? 0) + 1;
    if (this.report.list.length < KEPT) this.report.list.push(violation);
    this.options.onViolation?.(violation);
  }
}
