/**
 * Passive requirements: every response any check sees is judged here. A 2xx body must validate against the
 * operation's response schema (Ajv, JSON Schema 2020-12) and carry the success status the spec names.
 */
import { pointer } from '@docs-api/spec';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ApiSpec, Operation } from '../spec/operations.js';
import type { Exchange, Verdict } from './types.js';

// ajv-formats is CommonJS; its default export is the function under NodeNext.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export const schemaRequirementId = (op: Operation): string => `RSP-SCHEMA.${op.id}`;
export const statusRequirementId = (op: Operation): string => `RSP-STATUS.${op.id}`;

/** Whether an operation has a RSP-SCHEMA / RSP-STATUS requirement. */
export const hasSchemaRequirement = (op: Operation): boolean =>
  op.successStatuses.some((s) => op.responseSchemas.has(s));
export const hasStatusRequirement = (op: Operation): boolean => op.method !== 'delete';

interface Observation {
  passes: number;
  violation?: { message: string; exchange: Exchange };
}

/** Compiles validators lazily and collects observations per passive requirement. */
export class ResponseObserver {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction | null>();
  private readonly observations = new Map<string, Observation>();

  constructor(private readonly spec: ApiSpec) {
    this.ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats(this.ajv);
    this.ajv.addSchema(spec.document as object, 'https://docs-api.invalid/openapi.json');
  }

  /** Judges one exchange. */
  observe(exchange: Exchange): void {
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
    const validate = this.validator(op, exchange.status);
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
  }

  /** The verdict of a passive requirement from what was observed. */
  verdict(id: string, operationId: string): Verdict {
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
    else seen.violation ??= { message: message(), exchange };
    this.observations.set(id, seen);
  }

  private validator(op: Operation, status: number): ValidateFunction | null {
    const key = `${op.id} ${status}`;
    let validate = this.validators.get(key);
    if (validate === undefined) {
      validate = op.responseSchemas.has(status)
        ? this.ajv.compile({
            // The fragment is URI-encoded: paths hold `{` and `}`.
            $ref: `https://docs-api.invalid/openapi.json#${encodeURI(pointer('paths', op.path, op.method, 'responses', String(status), 'content', 'application/json', 'schema'))}`,
          })
        : null;
      this.validators.set(key, validate);
    }
    return validate;
  }
}
