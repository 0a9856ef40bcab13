/**
 * One comparison of two servers: every request sent to side `a` is sent to side `b` as `b` would have it (its ids,
 * tokens, base URL: values.ts), both answers compared (answers.ts) and each difference judged by the contract — the
 * suite's passive observers (the proxy's TrafficJudge) on each side's answer: `a` violates, `b` violates, or both
 * conform and the behaviour differs. Differences are grouped by operation, kind and place (array indices left out).
 */
import type { Catalogue } from '../catalogue.js';
import type { Operation } from '../contract/operations.js';
import type { Fixtures } from '../engine/fixtures.js';
import type { RawResponse } from '../engine/transport.js';
import type { RecordedRequest } from '../engine/types.js';
import { exchangeOf } from '../proxy/server.js';
import { TrafficJudge } from '../proxy/traffic.js';
import { clip, jsonEscape } from '../reporters/clip.js';
import type { Masker } from '../reporters/mask.js';
import { toolVersion } from '../version.js';
import { compareAnswers, type Part, type PartKind } from './answers.js';
import { ValueMap } from './values.js';

/** What the contract says about a difference: which side breaks it, or neither. */
export type DifferenceVerdict = 'a-violates' | 'b-violates' | 'both-violate' | 'both-conform';

export const verdictText: Record<DifferenceVerdict, string> = {
  'a-violates': 'a violates',
  'b-violates': 'b violates',
  'both-violate': 'both violate',
  'both-conform': 'both conform — behaviour differs',
};

/** One side of a difference's first example. */
export interface SideExample {
  /** The request as sent to this side, a curl line (secrets masked). */
  curl: string;
  status: number;
  /** The differing part of this side's answer (clipped JSON text); absent where the side has none. */
  value?: string;
  /** The contract's rules this side's answer broke (requirement: message). */
  violations: string[];
}

export interface Difference {
  /** `<operationId> <kind> <place>`: what a baseline accepts. */
  key: string;
  operationId: string;
  method: string;
  /** The operation's path template. */
  path: string;
  kind: PartKind;
  /** The place: a JSON pointer with `*` for array indices, a header's name, or `status`. */
  at: string;
  verdict: DifferenceVerdict;
  /** How many answers differed so. */
  count: number;
  a: SideExample;
  b: SideExample;
  /** Set by a baseline of accepted differences: its reason. */
  accepted?: string;
}

export interface ComparedSide {
  target: string;
  /** The run's own tenant on this side, when it made one. */
  tenant?: string;
}

export interface CompareResult {
  tool: { name: 'docs-api-conformance'; version: string };
  /** What sent the requests: the suite's checks (`run`, with its seed) or a HAR file (`replay`). */
  source: { kind: 'run'; seed: number } | { kind: 'replay'; file: string };
  a: ComparedSide;
  b: ComparedSide;
  startedAt: string;
  durationMs: number;
  /** Requests sent to both sides. */
  exchanges: number;
  /** Of those, answers compared (requests of the API: not the test API, probes, documents). */
  compared: number;
  /** Differences, most answers first; accepted ones (baseline) included, marked. */
  differences: Difference[];
  /** Replay only: HAR entries not sent, by why. */
  skipped?: Record<string, number>;
  /** The suite's own verdicts on `a` (compare runs the checks against it). */
  run?: { passed: number; failed: number; errors: number; skipped: number };
}

/** The operation a request is (none: a path of the API outside the contract) and its method and path template. */
interface Where {
  op?: Operation;
  method: string;
  template: string;
}

const severity = (verdict: DifferenceVerdict): number => (verdict === 'both-conform' ? 0 : 1);

/** The verdict of a group from two of its answers: any violation wins over none; both sides': both violate. */
function merged(x: DifferenceVerdict, y: DifferenceVerdict): DifferenceVerdict {
  if (x === y || severity(y) === 0) return x;
  if (severity(x) === 0) return y;
  return 'both-violate';
}

const VALUE_CHARS = 300;
const shown = (value: unknown): string | undefined =>
  value === undefined
    ? undefined
    : clip(typeof value === 'string' ? value : JSON.stringify(value), VALUE_CHARS, jsonEscape);

/** The place of a part with array indices as `*`: one group for every item of a list. */
const placeOf = (part: Part): string => part.at.replace(/\/\d+(?=\/|$)/g, '/*');

export class Comparison {
  readonly map = new ValueMap();
  private readonly groups = new Map<string, Difference>();
  private readonly judges: { a: TrafficJudge; b: TrafficJudge };
  /** Violations heard while one answer is recorded with its side's judge. */
  private heard: string[] = [];
  private readonly started = Date.now();
  private exchanges = 0;
  private compared = 0;
  /** The base paths of both sides (a target may sit below a path). */
  private readonly basePaths: { a: string; b: string };

  constructor(
    private readonly catalogue: Catalogue,
    private readonly sides: { a: Fixtures; b: Fixtures },
    private readonly mask: Masker,
  ) {
    const judge = () =>
      new TrafficJudge(catalogue, {
        mask,
        onViolation: (violation) => {
          if (violation.side === 'response') this.heard.push(`${violation.id}: ${violation.message}`);
        },
      });
    this.judges = { a: judge(), b: judge() };
    const basePath = (fixtures: Fixtures) => new URL(fixtures.baseUrl).pathname.replace(/\/$/, '');
    this.basePaths = { a: basePath(sides.a), b: basePath(sides.b) };
    this.learnFixtures(sides.a, sides.b);
  }

  /** What the two sides were given (organizations, tokens, tenants) stands for each other from the start. */
  private learnFixtures(a: Fixtures, b: Fixtures): void {
    this.map.addBase(a.baseUrl, b.baseUrl);
    for (const key of ['organizationId', 'otherOrganizationId', 'tenantId'] as const) {
      const [x, y] = [a[key], b[key]];
      if (x !== undefined && y !== undefined) this.map.learn(x, y);
    }
    for (const caller of ['admin', 'reader', 'outsider'] as const) this.map.learn(a.tokens[caller], b.tokens[caller]);
  }

  /** A request of side `a` as side `b` would have it. */
  translate(request: RecordedRequest): RecordedRequest {
    const { a, b } = this.sides;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      const testToken =
        name.toLowerCase() === 'authorization' && a.testApiToken !== undefined && value === `Bearer ${a.testApiToken}`;
      headers[name] = testToken ? `Bearer ${b.testApiToken ?? a.testApiToken}` : this.map.translate(value);
    }
    const body = request.body === undefined ? undefined : this.map.translate(request.body);
    for (const name of Object.keys(headers))
      if (name.toLowerCase() === 'content-length' && body !== undefined)
        headers[name] = String(Buffer.byteLength(body));
    return {
      method: request.method,
      url: this.map.translateUrl(request.url),
      headers,
      ...(body !== undefined ? { body } : {}),
    };
  }

  /** The operation a request of side `a` is, or undefined outside the API (the test API, probes, documents). */
  private operationOf(request: RecordedRequest): Where | undefined {
    const path = new URL(request.url).pathname.slice(this.basePaths.a.length) || '/';
    if (!path.startsWith('/v1/') && path !== '/v1') return undefined;
    const match = this.judges.a.match(request.method, path);
    const method = request.method.toUpperCase();
    return match.kind === 'operation' ? { op: match.op, method, template: match.op.path } : { method, template: path };
  }

  /** Records one request sent to both sides and the answers (an Error: side `b` did not answer). */
  record(
    aRequest: RecordedRequest,
    aAnswer: RawResponse,
    bRequest: RecordedRequest,
    bAnswer: RawResponse | Error,
  ): void {
    this.exchanges += 1;
    const where = this.operationOf(aRequest);
    if (where === undefined) return;
    this.compared += 1;
    const { op } = where;
    const aSide = this.judged('a', where.op, aRequest, aAnswer);
    if (bAnswer instanceof Error) {
      const bSide = { curl: this.mask.curl(bRequest), status: 0, violations: [`no answer: ${bAnswer.message}`] };
      const bodies = { a: aAnswer.body.toString('utf8'), b: bAnswer.message };
      this.add(where, { kind: 'status', at: 'status', a: aAnswer.status, b: 0 }, aSide, bSide, 'b-violates', bodies);
      return;
    }
    const bSide = this.judged('b', where.op, bRequest, bAnswer);
    const schemaOf = (status: number) => op?.responseSchemas.get(status);
    const parts = compareAnswers(this.catalogue.spec.document, schemaOf, aAnswer, bAnswer, this.map);
    if (parts.length === 0) return;
    const verdict: DifferenceVerdict =
      aSide.violations.length > 0
        ? bSide.violations.length > 0
          ? 'both-violate'
          : 'a-violates'
        : bSide.violations.length > 0
          ? 'b-violates'
          : 'both-conform';
    const bodies = { a: aAnswer.body.toString('utf8'), b: bAnswer.body.toString('utf8') };
    for (const part of parts) this.add(where, part, aSide, bSide, verdict, bodies);
  }

  /** One side's answer judged by its side's judge: its curl line, status and the violations heard. */
  private judged(
    side: 'a' | 'b',
    op: Operation | undefined,
    request: RecordedRequest,
    answer: RawResponse,
  ): SideExample {
    const exchange = exchangeOf(op?.id, request, answer.status, answer.headers, answer.body, 0);
    this.heard = [];
    const judge = this.judges[side];
    if (op !== undefined && request.method.toUpperCase() !== 'HEAD')
      judge.record(
        judge.match(request.method, new URL(request.url).pathname.slice(this.basePaths[side].length)),
        exchange,
        [],
      );
    return { curl: this.mask.curl(request), status: answer.status, violations: this.heard };
  }

  private add(
    where: Where,
    part: Part,
    a: SideExample,
    b: SideExample,
    verdict: DifferenceVerdict,
    /** The whole answers: what a status difference shows. */
    bodies: { a: string; b: string },
  ): void {
    const operationId = where.op?.id ?? `${where.method} ${where.template}`;
    const at = part.kind === 'status' ? `${String(part.a)} → ${String(part.b)}` : placeOf(part);
    const key = `${operationId} ${part.kind} ${at}`;
    const known = this.groups.get(key);
    if (known !== undefined) {
      known.count += 1;
      known.verdict = merged(known.verdict, verdict);
      return;
    }
    const value = (side: SideExample, given: unknown, body: string): SideExample => {
      const text = shown(part.kind === 'status' ? body : given);
      return { ...side, ...(text !== undefined ? { value: this.mask.text(text) } : {}) };
    };
    this.groups.set(key, {
      key,
      operationId,
      method: where.method,
      path: where.template,
      kind: part.kind,
      at,
      verdict,
      count: 1,
      a: value(a, part.a, bodies.a),
      b: value(b, part.b, bodies.b),
    });
  }

  /** How many kinds of difference were seen so far. */
  get differenceCount(): number {
    return this.groups.size;
  }

  /** The comparison so far. */
  result(source: CompareResult['source'], sides: { a: ComparedSide; b: ComparedSide }): CompareResult {
    const differences = [...this.groups.values()].sort((x, y) => y.count - x.count || x.key.localeCompare(y.key));
    return {
      tool: { name: 'docs-api-conformance', version: toolVersion },
      source,
      a: sides.a,
      b: sides.b,
      startedAt: new Date(this.started).toISOString(),
      durationMs: Date.now() - this.started,
      exchanges: this.exchanges,
      compared: this.compared,
      differences,
    };
  }
}
