/**
 * Passive requirements on what an answer must not carry, judged on every exchange of a spec operation:
 * - RSP-UNDECLARED (SHOULD): a 2xx body holds no property its response schema does not declare (maps and
 *   free-form objects excepted: contract/undeclared.ts);
 * - RSP-SECRET (SHOULD: the contract says nothing of fields it does not name): none of those undeclared properties
 *   is named like a secret (`passwordHash`, `apiKey`, …); a field the schema declares (a share link's `key`, a
 *   token the contract defines) is the contract's, not a leak;
 * - RSP-STATUS-DECLARED (SHOULD): a 4xx answer has a status the operation declares or one of the root extension
 *   `x-common-failures`, with the error body (docs/behaviour.md#error-body-and-failure-statuses). A 5xx is a
 *   server failure, judged by RSP-NO-5XX and by each refusal check whose request it breaks, not here;
 * - RSP-NO-5XX (MUST, RFC 9110 §15.6): no answer, to any request of any check, valid or not, is a server error
 *   (server-errors.ts: 501 and a 503 with Retry-After excepted); each distinct cause is reported once;
 * - AUTH-CHALLENGE (MUST, RFC 9110 §15.5.2): a 401 carries `WWW-Authenticate` with a Bearer challenge (the spec's
 *   security scheme bearerAuth).
 */
import type { ApiSpec, Operation } from '../contract/operations.js';
import { looksSecret, undeclaredProperties } from '../contract/undeclared.js';
import { hasErrorBody } from './error-body.js';
import { PassiveTally } from './passive-tally.js';
import { serverErrorCause, serverErrorOf } from './server-errors.js';
import type { Exchange } from './types.js';

export const undeclaredId = (op: Operation): string => `RSP-UNDECLARED.${op.id}`;
export const secretId = (op: Operation): string => `RSP-SECRET.${op.id}`;
export const statusDeclaredId = (op: Operation): string => `RSP-STATUS-DECLARED.${op.id}`;
export const challengeId = (op: Operation): string => `AUTH-CHALLENGE.${op.id}`;
export const noServerErrorId = (op: Operation): string => `RSP-NO-5XX.${op.id}`;

/** The failure statuses every operation may answer (root extension `x-common-failures`, packages/spec README). */
export function commonFailures(spec: ApiSpec): number[] {
  const listed = (spec.document as { 'x-common-failures'?: unknown })['x-common-failures'];
  return Array.isArray(listed) ? listed.filter((s): s is number => typeof s === 'number') : [];
}

/** Whether an operation's 2xx bodies are judged for undeclared properties (it has a success schema). */
export const judgesBodies = (op: Operation): boolean => op.successStatuses.some((s) => op.responseSchemas.has(s));

/** The passive IDs of this module an operation's answers feed. */
export const answerIds = (op: Operation): string[] => [
  ...(judgesBodies(op) ? [undeclaredId(op), secretId(op)] : []),
  statusDeclaredId(op),
  challengeId(op),
  noServerErrorId(op),
];

const PREFIXES = ['RSP-UNDECLARED.', 'RSP-SECRET.', 'RSP-STATUS-DECLARED.', 'AUTH-CHALLENGE.', 'RSP-NO-5XX.'];

/** A Bearer challenge among those of a `WWW-Authenticate` header (RFC 9110 §11.6.1: `Bearer`, `Bearer realm=…`). */
function hasBearerChallenge(value: string | string[] | undefined): boolean {
  const text = Array.isArray(value) ? value.join(', ') : (value ?? '');
  return /(^|,)\s*bearer(\s|,|$)/i.test(text);
}

/** Collects the observations of a run for the requirements above. */
export class AnswerObserver extends PassiveTally {
  private readonly common: Set<number>;

  constructor(private readonly spec: ApiSpec) {
    super();
    this.common = new Set(commonFailures(spec));
  }

  /** Whether a passive requirement is decided here. */
  static decides(id: string): boolean {
    return PREFIXES.some((prefix) => id.startsWith(prefix));
  }

  observe(exchange: Exchange): void {
    if (exchange.operationId === undefined || exchange.status === 0 || !this.spec.has(exchange.operationId)) return;
    const op = this.spec.operation(exchange.operationId);
    const { status } = exchange;
    const where = `${op.id} answered ${status}`;
    if (status >= 200 && status < 300) {
      const schema = op.responseSchemas.get(status);
      if (schema === undefined || exchange.json === undefined) return;
      const extra = undeclaredProperties(this.spec.document, schema, exchange.json).map((path) => `body${path}`);
      this.record(
        undeclaredId(op),
        extra.length === 0 ? undefined : `${where} with properties its schema does not declare: ${extra.join(', ')}`,
        exchange,
      );
      const secrets = extra.filter(looksSecret);
      this.record(
        secretId(op),
        secrets.length === 0
          ? undefined
          : `${where} with ${secrets.join(', ')}: undeclared, and named like a secret (password, hash, secret, token, API key)`,
        exchange,
      );
      return;
    }
    if (status < 400 || status >= 500) return;
    const declared = op.mediaTypes.has(status) || this.common.has(status);
    this.record(
      statusDeclaredId(op),
      !declared
        ? `${where}, a status the spec declares neither for it (${[...op.mediaTypes.keys()].join(', ')}) nor for every operation (${[...this.common].join(', ')}): ${exchange.bodyText.slice(0, 120)}`
        : !hasErrorBody(exchange)
          ? `${where} without the error body {"error": {"code": ${status}, "message"}}: ${exchange.bodyText.slice(0, 120)}`
          : undefined,
      exchange,
    );
    if (status === 401) {
      const header = exchange.headers['www-authenticate'];
      this.record(
        challengeId(op),
        hasBearerChallenge(header)
          ? undefined
          : `${where} ${header === undefined ? 'without WWW-Authenticate' : `with WWW-Authenticate "${String(header)}"`}; RFC 9110 §15.5.2 asks for a challenge, here Bearer`,
        exchange,
      );
    }
  }

  /** RSP-NO-5XX: every answer of an operation, also to a raw request matched to it by its path (`operationId`). */
  observeServerError(exchange: Exchange, operationId: string | undefined): void {
    if (operationId === undefined || exchange.status === 0 || !this.spec.has(operationId)) return;
    const failed = serverErrorOf(exchange);
    const op = this.spec.operation(operationId);
    this.record(noServerErrorId(op), failed, exchange, failed === undefined ? undefined : serverErrorCause(exchange));
  }

  protected needs(id: string): string {
    if (id.startsWith('AUTH-CHALLENGE.')) return '401 answer';
    if (id.startsWith('RSP-NO-5XX.')) return 'answer';
    return id.startsWith('RSP-STATUS-DECLARED.') ? '4xx answer' : '2xx answer with a JSON body';
  }
}
