/**
 * One example's view of the target: every request it sends is recorded (to print as curl lines when the
 * example fails) and handed to the observers (response-schema validation of every response).
 */
import { fillPath, type ApiSpec, type Operation } from '../contract/operations.js';
import { minimalBody } from '../contract/values.js';
import { Interrupted, NotApplicable, SetupFailed } from './errors.js';
import type { Caller, Fixtures } from './fixtures.js';
import type { JsonObject, Params, Registry, ResourceProvider } from './registry.js';
import type { operations } from '@docs-api/shared-types';
import type { Ledger } from './ledger.js';
import type { ShrinkState } from './shrink.js';
import { baseHeaders, type Transport } from './transport.js';
import type { Reach } from './instances-and-timing.js';
import type { TokenBroker } from './tokens.js';
import type { Capability, Exchange, RecordedRequest } from './types.js';

/** What every session of a run shares. */
export interface RunEnv {
  spec: ApiSpec;
  fixtures: Fixtures;
  toolkit: Registry<Session>;
  capabilities: Set<Capability>;
  /** Called with every exchange of a spec operation. */
  observe(exchange: Exchange): void;
  /** Shared objects, made once per run. */
  shared: Map<ResourceProvider<Session>, Promise<Params>>;
  /** Anything else a module computes once per run (see Session.memo). */
  memo: Map<string, Promise<unknown>>;
  /** Sends every request (rate, timeout, extra headers, 429). */
  transport: Transport;
  /** What the run created and changed, undone at its end. */
  ledger: Ledger;
  /** Headers added to every request (`--header`). */
  headers?: Record<string, string>;
  /** Let checks delete objects the run did not create (`--allow-destructive`); otherwise such a check is SKIPPED. */
  allowDestructive?: boolean;
  /** Setup operations that keep failing: after a few failures they are not sent again (a broken target). */
  setupFailures: Map<string, { count: number; last: string }>;
  /** Shrink time left in the run and the failure kinds already shown (property.ts). */
  shrink?: ShrinkState;
  /** Aborted when the run is interrupted: no further request is sent. */
  signal?: AbortSignal;
  /** Other instances, cache bounds and response-time budget of the target (see instances-and-timing.ts). */
  reach?: Reach;
  /** The per-request timeout the config file sets for this operation or the running check, if any. */
  requestTimeout?(operationId: string | undefined): number | undefined;
  /** Token providers of the callers (tokens.ts): a caller's token answered 401 after it worked is fetched again. */
  tokens?: TokenBroker;
  /**
   * Makes a tenant like the run's, for work kept apart from every other check (apart.ts): an environment in it, and
   * how to remove it. Present when the run puts checks apart.
   */
  tenants?: { make(): Promise<{ env: RunEnv; close(): void }> };
  /** Set once the target stops answering altogether (it went down): no further check starts. */
  stopped?: string;
  /**
   * Whether `stopped` only names the check that noticed (a check's request could not reach the target); a request
   * known to have got no answer just before the target went down (stillUp) then names the cause instead.
   */
  stoppedByCheck?: boolean;
}

/** After this many failures of the same setup operation, it is not retried for the rest of the run. */
export const SETUP_RETRIES = 3;

export type ResourceMode = 'fresh' | 'shared' | 'own';

export type Query = Record<string, string | number | boolean | string[] | undefined>;

export interface CallOptions {
  params?: Params;
  query?: Query;
  /** A JSON body (serialized here). */
  body?: unknown;
  /** A body sent exactly as given. */
  rawBody?: string;
  contentType?: string;
  /** Who calls: a fixtures caller (default admin), nobody (no Authorization header) or a given token. */
  as?: Caller | 'none' | { token: string };
  /** Read the response byte for byte on its own connection. */
  raw?: boolean;
  /** Return a 501 instead of treating the operation as not implemented. */
  allowNotImplemented?: boolean;
  /** Extra request headers; null removes one the session would set (a body sent without Content-Type). */
  headers?: Record<string, string | null>;
}

/** Every operationId of the spec, as generated into `@docs-api/shared-types`. */
export type OperationId = keyof operations;

type PathOf<Id extends OperationId> = NonNullable<operations[Id]['parameters']['path']>;
type QueryOf<Id extends OperationId> = NonNullable<operations[Id]['parameters']['query']>;

/**
 * The options of a typed call: the operation's path parameters by name (all required; more are allowed, as a
 * check often carries the parent's ids along) and only the query parameters the operation declares.
 */
export type TypedCallOptions<Id extends OperationId> = Omit<CallOptions, 'params' | 'query'> &
  ([PathOf<Id>] extends [never] ? { params?: Params } : { params: PathOf<Id> & Params }) & {
    query?: { [Name in keyof QueryOf<Id>]?: Query[string] };
  };

/** The options argument may be left out where the operation has no path parameter. */
type TypedCallArgs<Id extends OperationId> = [PathOf<Id>] extends [never]
  ? [options?: TypedCallOptions<Id>]
  : [options: TypedCallOptions<Id>];

const queryString = (query: Query | undefined): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

export class Session {
  readonly exchanges: Exchange[] = [];

  constructor(readonly env: RunEnv) {}

  get spec(): ApiSpec {
    return this.env.spec;
  }

  get fixtures(): Fixtures {
    return this.env.fixtures;
  }

  /**
   * Calls a spec operation, typed from `@docs-api/shared-types`: an unknown operationId or a missing path
   * parameter does not compile. Required query parameters the caller leaves out get a plain value (a search
   * needs its `query`). A 501 means the target does not implement the operation: the check is not applicable.
   */
  call<Id extends OperationId>(operationId: Id, ...[options]: TypedCallArgs<Id>): Promise<Exchange> {
    return this.callRaw(operationId, (options ?? {}) as CallOptions);
  }

  /**
   * Calls an operation named at run time (one taken from the spec walk) or sends a deliberately invalid probe
   * (wrong types, spoiled bodies): the same bookkeeping as `call` (cleanup ledger, observers), no type check.
   */
  async callRaw(operation: string | Operation, options: CallOptions = {}): Promise<Exchange> {
    const op = typeof operation === 'string' ? this.spec.operation(operation) : operation;
    const query: Query = { ...options.query };
    for (const parameter of op.queryParams)
      if (parameter.required === true && !(parameter.name in query)) query[parameter.name] = 'conf';
    const params = options.params ?? {};
    const path = fillPath(op.path, params);
    const powerful = options.as === undefined || options.as === 'admin';
    if (powerful && op.method === 'delete' && this.env.allowDestructive !== true && !this.env.ledger.isCreated(path)) {
      throw new NotApplicable(
        `${op.id} would delete ${path}, which this run did not create (--allow-destructive lets it)`,
      );
    }
    if (
      powerful &&
      (op.method === 'post' || op.method === 'put') &&
      this.env.allowDestructive !== true &&
      !this.env.ledger.createsObjects(op) &&
      !this.env.ledger.isCreated(path) &&
      this.env.toolkit.setup(op.id)?.harmless !== true
    ) {
      throw new NotApplicable(
        `${op.id} would change ${path}, which this run did not create and cannot change back (--allow-destructive lets it)`,
      );
    }
    if (powerful && op.method === 'patch' && options.rawBody === undefined) {
      const oneWay = await this.env.ledger.beforeChange(
        op,
        path,
        options.body,
        (method, at) => this.send(method, at, {}),
        this.env.allowDestructive === true,
      );
      if (oneWay.length > 0 && this.env.allowDestructive !== true) {
        throw new NotApplicable(
          `${op.id} would set ${oneWay.join(', ')} on ${path}, which has none and cannot be cleared again (--allow-destructive lets it)`,
        );
      }
    }
    const exchange = await this.send(op.method.toUpperCase(), path, { ...options, query }, op.id);
    this.env.observe(exchange);
    if (this.env.ledger.isClosed && process.env['DOCS_API_CONFORMANCE_DEBUG'] !== undefined)
      process.stderr.write(`after cleanup began: ${op.id} ${path} → ${exchange.status}\n`);
    this.env.ledger.observe(op, params, exchange);
    const alongside = this.env.toolkit.setup(op.id)?.alsoCreated;
    if (alongside !== undefined && op.successStatuses.includes(exchange.status) && !this.env.ledger.isClosed) {
      this.env.ledger.recordAlong(
        this.env.ledger.pathOf(op, params, exchange.json),
        await alongside(this, params, options.body, exchange.json),
      );
    }
    if (exchange.status === 501 && options.allowNotImplemented !== true) {
      throw new NotApplicable(`${op.id} answers 501 Not Implemented`);
    }
    return exchange;
  }

  /** Sends a request outside the spec (the test clock). */
  async request(method: string, path: string, options: CallOptions = {}): Promise<Exchange> {
    const exchange = await this.send(method, path, options);
    // The observers judge what needs an operation (RSP-NO-5XX matches a raw request to one by its path).
    this.env.observe(exchange);
    return exchange;
  }

  /** Calls an operation that a check needs to succeed; anything but the spec's success status is a setup failure. */
  must<Id extends OperationId>(operationId: Id, ...[options]: TypedCallArgs<Id>): Promise<Exchange> {
    return this.mustRaw(operationId, (options ?? {}) as CallOptions);
  }

  /** `must` for an operation named at run time (one taken from the spec walk). */
  async mustRaw(operation: string | Operation, options: CallOptions = {}): Promise<Exchange> {
    const operationId = typeof operation === 'string' ? operation : operation.id;
    const failures = this.env.setupFailures.get(operationId);
    if (failures !== undefined && failures.count >= SETUP_RETRIES) {
      throw new SetupFailed(
        `${operationId} (needed to set up the check) failed ${failures.count} times in this run and is not retried; last: ${failures.last}`,
      );
    }
    const exchange = await this.callRaw(operationId, options);
    const expected = this.spec.operation(operationId).successStatuses;
    if (!expected.includes(exchange.status)) {
      const last = `${exchange.status}: ${exchange.bodyText.slice(0, 200)}`;
      this.env.setupFailures.set(operationId, { count: (failures?.count ?? 0) + 1, last });
      throw new SetupFailed(`${operationId} (needed to set up the check) answered ${last}`);
    }
    return exchange;
  }

  /**
   * Values for an operation's path parameters: `shared` objects, `fresh` ones where they are not scarce, or
   * `own` objects even when scarce (a check that deletes them). Shared ones where no fresh one can be made.
   */
  async paramsFor(op: Operation, mode: ResourceMode): Promise<Params> {
    const params: Params = {};
    for (const name of [...op.pathParams].reverse()) {
      if (params[name] !== undefined) continue;
      Object.assign(params, await this.resource(name, op, mode), params);
    }
    return params;
  }

  /** One path parameter (with its parents) for an operation. */
  async resource(name: string, op: Operation, mode: ResourceMode): Promise<Params> {
    const provider = this.env.toolkit.provider(name, op);
    if (provider === undefined)
      throw new NotApplicable(`no fixture provides {${name}} (no module of the suite knows how to make one)`);
    const wantsOwn = mode === 'own' || (mode === 'fresh' && provider.scarce !== true);
    if (wantsOwn && provider.fresh !== undefined) return provider.fresh(this);
    let shared = this.env.shared.get(provider);
    if (shared === undefined) {
      const make = provider.shared ?? provider.fresh;
      if (make === undefined) throw new NotApplicable(`no fixture provides {${name}}`);
      shared = make.call(provider, this);
      this.env.shared.set(provider, shared);
      shared.catch(() => this.env.shared.delete(provider));
    }
    return shared;
  }

  /** Computes a value once per run (a module's own state, e.g. the pool of spare members). */
  memo<T>(key: string, make: () => Promise<T>): Promise<T> {
    let value = this.env.memo.get(key) as Promise<T> | undefined;
    if (value === undefined) {
      value = make();
      this.env.memo.set(key, value);
      value.catch(() => this.env.memo.delete(key));
    }
    return value;
  }

  /**
   * Gets the object of `params` into the state the operation applies to (spec `x-requires`: a restore applies to a
   * deleted space), with the operation that puts it there, as the admin. A precondition the run cannot establish
   * is the run's error (SetupFailed), not the target's failure.
   */
  async establish(op: Operation, params: Params): Promise<void> {
    if (op.requires === undefined) return;
    const before = await this.callRaw(op.requires.after, { params });
    if (before.status < 200 || before.status >= 300)
      throw new SetupFailed(
        `${op.id} applies to a ${op.requires.state} object; ${op.requires.after} answered ${before.status} ${before.bodyText.slice(0, 160)}`,
      );
  }

  /** A valid body for the operation (its module's setup, else the required fields of its schema). */
  async baseBody(op: Operation, params: Params, field?: string): Promise<JsonObject | undefined> {
    const setup = this.env.toolkit.setup(op.id);
    if (setup?.body !== undefined) return setup.body(this, params, field);
    return op.body === undefined ? undefined : minimalBody(this.spec, op.body);
  }

  private async send(method: string, path: string, options: CallOptions, operationId?: string): Promise<Exchange> {
    if (this.env.signal?.aborted === true) throw new Interrupted('the run was interrupted');
    const headers = baseHeaders(this.env.headers);
    const as = options.as ?? 'admin';
    const caller = typeof as === 'string' && as !== 'none' ? as : undefined;
    const token =
      caller !== undefined
        ? ((await this.env.tokens?.current(caller)) ?? this.fixtures.tokens[caller])
        : typeof as === 'object'
          ? as.token
          : undefined;
    if (token !== undefined) headers['Authorization'] = `Bearer ${token}`;
    let body = options.rawBody;
    if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) {
      headers['Content-Type'] = options.contentType ?? 'application/json';
      headers['Content-Length'] = String(Buffer.byteLength(body));
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value === null) delete headers[name];
      else headers[name] = value;
    }
    const request: RecordedRequest = {
      method,
      url: `${this.fixtures.baseUrl}${path}${queryString(options.query)}`,
      headers,
      ...(body !== undefined ? { body } : {}),
    };
    const sentAt = performance.now();
    const timeoutMs = this.env.requestTimeout?.(operationId);
    let response = await this.env.transport.send(request, options.raw === true, timeoutMs);
    // A provider's token refused (401) after it worked: sent once more with a fresh one (tokens.ts).
    const fresh =
      caller !== undefined && token !== undefined
        ? await this.env.tokens?.afterAnswer(caller, token, response.status)
        : undefined;
    if (fresh !== undefined) {
      headers['Authorization'] = `Bearer ${fresh}`;
      response = await this.env.transport.send(request, options.raw === true, timeoutMs);
    }
    const durationMs = performance.now() - sentAt;
    const bodyText = response.body.toString('utf8');
    let json: unknown;
    try {
      json = bodyText === '' ? undefined : JSON.parse(bodyText);
    } catch {
      json = undefined;
    }
    const exchange: Exchange = {
      ...(operationId !== undefined ? { operationId } : {}),
      request,
      status: response.status,
      headers: response.headers,
      bodyText,
      bodyBytes: response.body.length,
      durationMs,
      ...(json !== undefined ? { json } : {}),
    };
    this.exchanges.push(exchange);
    return exchange;
  }
}

/** The `id` of a JSON object body, or a setup failure. */
/** A session that sends to another instance: same fixtures, same shared objects, another base URL. */
export function sessionOn(env: RunEnv, baseUrl: string): Session {
  return new Session({ ...env, fixtures: { ...env.fixtures, baseUrl } });
}

export function idOf(exchange: Exchange): string {
  const id = (exchange.json as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string')
    throw new SetupFailed(`${exchange.operationId ?? exchange.request.url} answered without an id`);
  return id;
}
