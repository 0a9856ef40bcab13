/**
 * Passive requirements: every response any check sees is judged here. A 2xx body must validate against the
 * operation's response schema (Ajv, JSON Schema 2020-12) and carry the success status the spec names. The
 * schema is read twice (contract-schema.ts): as the contract requires it (RSP-SCHEMA, MUST) and with the fields the
 * server always sends (RSP-FIELDS, SHOULD), the latter judged on bodies that meet the former.
 */
import { pointer } from '@docs-api/spec';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { OperationMatcher } from '../contract/match.js';
import type { ApiSpec, Operation } from '../contract/operations.js';
import { AnswerObserver } from './answers.js';
import { contractDocument, missingFields } from './contract-schema.js';
import { DisclosureObserver } from './disclosure.js';
import type { ViolationListener } from './passive-tally.js';
import type { Exchange, Verdict } from './types.js';

// ajv-formats is CommonJS; its default export is the function under NodeNext.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export const schemaRequirementId = (op: Operation): string => `RSP-SCHEMA.${op.id}`;
export const statusRequirementId = (op: Operation): string => `RSP-STATUS.${op.id}`;
export const fieldsRequirementId = (op: Operation): string => `RSP-FIELDS.${op.id}`;

/** Whether an operation has a RSP-SCHEMA (and so a RSP-FIELDS) / RSP-STATUS requirement. */
export const hasSchemaRequirement = (op: Operation): boolean =>
  op.successStatuses.some((s) => op.responseSchemas.has(s));
export const hasStatusRequirement = (op: Operation): boolean => op.method !== 'delete';

const documentId = 'https://docs-api.invalid/openapi.json';

interface Observation {
  passes: number;
  violation?: { message: string; exchange: Exchange };
}

/**
 * The response validators of one spec, compiled on first use and kept for every run of that spec in the process
 * (a compile inlines the component schemas it references: seconds in all, paid once, not once per run).
 */
class Validators {
  readonly ajv: Ajv2020;
  /** The full spec, every field the server always sends required; all errors, to name every missing field. */
  readonly strictAjv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(spec: ApiSpec) {
    this.ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats(this.ajv);
    this.ajv.addSchema(contractDocument(spec.document) as object, documentId);
    this.strictAjv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.strictAjv);
    this.strictAjv.addSchema(spec.document as object, documentId);
  }

  /** The validator of an operation's answer with this status (null when the spec gives it no JSON schema). */
  of(ajv: Ajv2020, op: Operation, status: number): ValidateFunction | null {
    const key = `${ajv === this.ajv ? 'contract' : 'strict'} ${op.id} ${status}`;
    let validate = this.compiled.get(key);
    if (validate === undefined) {
      validate = op.responseSchemas.has(status)
        ? ajv.compile({
            // The fragment is URI-encoded: paths hold `{` and `}`.
            $ref: `${documentId}#${encodeURI(pointer('paths', op.path, op.method, 'responses', String(status), 'content', 'application/json', 'schema'))}`,
          })
        : null;
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

const validatorsBySpec = new WeakMap<ApiSpec, Validators>();

function validatorsOf(spec: ApiSpec): Validators {
  let validators = validatorsBySpec.get(spec);
  if (validators === undefined) validatorsBySpec.set(spec, (validators = new Validators(spec)));
  return validators;
}

/** Judges every answer with the spec's validators and collects observations per passive requirement. */
export class ResponseObserver {
  private readonly ajv: Ajv2020;
  private readonly strictAjv: Ajv2020;
  private readonly validators: Validators;
  private readonly observations = new Map<string, Observation>();
  /** What an answer must not carry (answers.ts): decided here too, so that the runner needs no other observer. */
  private readonly answers: AnswerObserver;
  /** What an error answer must not disclose (disclosure.ts), decided here too. */
  private readonly disclosures: DisclosureObserver;
  private listener: ViolationListener | undefined;
  private readonly matcher: OperationMatcher;

  /** `basePath`: the path of the target's base URL (`/api` of `https://host/api`), before the spec's paths. */
  constructor(
    private readonly spec: ApiSpec,
    private readonly basePath = '',
  ) {
    this.matcher = new OperationMatcher(spec);
    this.answers = new AnswerObserver(spec);
    this.disclosures = new DisclosureObserver(spec);
    this.validators = validatorsOf(spec);
    this.ajv = this.validators.ajv;
    this.strictAjv = this.validators.strictAjv;
  }

  /** Hears every violation of the requirements judged here (answers.ts's and disclosure.ts's included), not only the first. */
  onViolation(listener: ViolationListener): void {
    this.listener = listener;
    this.answers.onViolation(listener);
    this.disclosures.onViolation(listener);
  }

  /**
   * The operation of an exchange: the one it was sent as, else the one its method and path match (a raw request of
   * the robustness families: a malformed body, a bad escape, a wrong type).
   */
  operationOf(exchange: Exchange): string | undefined {
    if (exchange.operationId !== undefined) return exchange.operationId;
    let path: string;
    try {
      path = new URL(exchange.request.url).pathname;
    } catch {
      return undefined;
    }
    if (!path.startsWith(this.basePath)) return undefined;
    const match = this.matcher.match(exchange.request.method, path.slice(this.basePath.replace(/\/$/, '').length));
    return match.kind === 'operation' ? match.op.id : undefined;
  }

  /** Judges one exchange. */
  observe(exchange: Exchange): void {
    this.answers.observeServerError(exchange, this.operationOf(exchange));
    this.answers.observe(exchange);
    this.disclosures.observe(exchange);
    if (exchange.operationId === undefined || exchange.status < 200 || exchange.status >= 300) return;
    const op = this.spec.operation(exchange.operationId);
    if (hasStatusRequirement(op)) {
      const ok = op.successStatuses.includes(exchange.status);
      this.record(
        statusRequirementId(op),
        ok,
        () => `${op.id} answered ${exchange.status}; the spec names ${op.successStatuses.join(' or ')}`,
        exchange,
      );
    }
    const validate = this.validator(this.ajv, op, exchange.status);
    if (validate === null) return;
    if (exchange.json === undefined) {
      this.record(
        schemaRequirementId(op),
        false,
        () => `${op.id} answered ${exchange.status} with a body that is not JSON`,
        exchange,
      );
      return;
    }
    const ok = validate(exchange.json);
    this.record(
      schemaRequirementId(op),
      ok,
      () =>
        `${op.id} ${exchange.status} body does not match its schema: ${this.ajv.errorsText(validate.errors, { dataVar: 'body' })}`,
      exchange,
    );
    if (ok) this.observeFields(op, exchange);
  }

  /** RSP-FIELDS: a body that meets the contract also sends every field the server always sends. */
  private observeFields(op: Operation, exchange: Exchange): void {
    const validate = this.validator(this.strictAjv, op, exchange.status);
    if (validate === null) return;
    const ok = validate(exchange.json);
    this.record(
      fieldsRequirementId(op),
      ok,
      () => {
        const missing = missingFields(validate.errors);
        return missing !== undefined
          ? `${op.id} ${exchange.status} body leaves out fields the live service always sends: ${missing.map((path) => `body${path}`).join(', ')}`
          : `${op.id} ${exchange.status} body does not match its full schema: ${this.strictAjv.errorsText(validate.errors, { dataVar: 'body' })}`;
      },
      exchange,
    );
  }

  /** The verdict of a passive requirement from what was observed. */
  verdict(id: string, operationId: string): Verdict {
    if (AnswerObserver.decides(id)) return this.answers.verdict(id, operationId);
    if (DisclosureObserver.decides(id)) return this.disclosures.verdict(id, operationId);
    const seen = this.observations.get(id);
    if (seen?.violation !== undefined) {
      return {
        id,
        status: 'fail',
        check: 'every response',
        failure: { message: seen.violation.message, exchanges: [seen.violation.exchange] },
      };
    }
    if (seen !== undefined && seen.passes > 0) return { id, status: 'pass', check: 'every response' };
    return {
      id,
      status: 'skip',
      reason: `no 2xx answer of ${operationId} was observed in this run`,
      check: 'every response',
    };
  }

  private record(id: string, ok: boolean, message: () => string, exchange: Exchange): void {
    const seen = this.observations.get(id) ?? { passes: 0 };
    if (ok) seen.passes += 1;
    else {
      const text = message();
      seen.violation ??= { message: text, exchange };
      this.listener?.(id, text, exchange);
    }
    this.observations.set(id, seen);
  }

  private validator(ajv: Ajv2020, op: Operation, status: number): ValidateFunction | null {
    return this.validators.of(ajv, op, status);
  }
}
