/**
 * Handlers are named after operationIds and typed from @docs-api/shared-types: they receive the
 * validated parameters and body and return the status and body; the router sends it.
 */
import type { operations } from '@docs-api/shared-types';
import type { Deps } from '../deps.js';
import type { Caller } from '../access/callers.js';

export type OperationId = keyof operations;

type Op<I extends OperationId> = operations[I];
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type PathParams<I extends OperationId> = Op<I>['parameters'] extends { path: infer P }
  ? P
  : Record<string, never>;
export type QueryParams<I extends OperationId> = Op<I>['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : Record<string, never>;
export type RequestBody<I extends OperationId> = JsonOf<NonNullable<Op<I>['requestBody']>>;
export type ResponseBody<I extends OperationId> = {
  [S in keyof Op<I>['responses']]: S extends 200 | 201 ? JsonOf<Op<I>['responses'][S]> : never;
}[keyof Op<I>['responses']];

export interface HandlerContext<I extends OperationId> {
  params: PathParams<I>;
  query: QueryParams<I>;
  body: RequestBody<I>;
  caller: Caller;
  services: Deps;
  /** The URL clients reach this server at, without a trailing slash. */
  baseUrl: string;
}

export type Reply<I extends OperationId> = { status: 200 | 201; body: ResponseBody<I> } | { status: 204 | 205 };

export type Handler<I extends OperationId> = (ctx: HandlerContext<I>) => Promise<Reply<I>>;

export type HandlerMap = { [I in OperationId]?: Handler<I> };

/**
 * What every operation runs with: the dependencies, the caller, and `baseUrl` (the URL clients reach
 * this server at, without a trailing slash), which only presenters read to build links.
 */
export interface RequestContext extends Deps {
  caller: Caller;
  baseUrl: string;
}

/** An operation's validated input, typed from its spec: path parameters, query and JSON body. */
export interface Input<I extends OperationId> {
  params: PathParams<I>;
  query: [QueryParams<I>] extends [never] ? Record<string, never> : QueryParams<I>;
  body: [RequestBody<I>] extends [never] ? undefined : RequestBody<I>;
}

/** A service function answering an operation with a body (200/201) or with none (204/205). */
type Answering<I extends OperationId> = (ctx: RequestContext, input: Input<I>) => Promise<ResponseBody<I>>;
type Silent<I extends OperationId> = (ctx: RequestContext, input: Input<I>) => Promise<unknown>;

/**
 * One row of a family's operation table: `[status, service]` when the route only forwards to the
 * service, or a Handler when the reply depends on the result (e.g. 200 or 201).
 */
export type Row<I extends OperationId> =
  readonly [200 | 201, Answering<I>] | readonly [204 | 205, Silent<I>] | Handler<I>;

export type OperationTable = { [I in OperationId]?: Row<I> };

/**
 * Every field named rather than `...h.services`: a literal of fixed shape costs a fraction of a spread on every
 * request, and the type still fails to compile when Deps gains a field this leaves out.
 */
export const contextOf = <I extends OperationId>({
  services: s,
  caller,
  baseUrl,
}: HandlerContext<I>): RequestContext => ({
  prisma: s.prisma,
  db: s.db,
  // Every time-based behaviour follows the caller's tenant clock (docs/stand-in.md).
  clock: s.clock.ahead(caller.clockOffsetMs),
  config: s.config,
  access: s.access,
  rows: s.rows,
  paginator: s.paginator,
  jwtSecret: s.jwtSecret,
  logger: s.logger,
  caller,
  baseUrl,
});
export const inputOf = <I extends OperationId>(h: HandlerContext<I>): Input<I> =>
  ({ params: h.params, query: h.query, body: h.body }) as Input<I>;

function handlerOf<I extends OperationId>(row: Row<I>): Handler<I> {
  if (typeof row === 'function') return row;
  const [status, service] = row;
  if (status === 200 || status === 201) {
    const answering = service as Answering<I>;
    return async (h) => ({ status, body: await answering(contextOf(h), inputOf(h)) });
  }
  return async (h) => {
    await service(contextOf(h), inputOf(h));
    return { status };
  };
}

/** The handlers of an operation table. */
export function handlersOf(table: OperationTable): HandlerMap {
  const map: Record<string, unknown> = {};
  for (const [id, row] of Object.entries(table)) map[id] = handlerOf(row as Row<OperationId>);
  return map as HandlerMap;
}

export const ok = <T>(body: T): { status: 200; body: T } => ({ status: 200, body });
export const created = <T>(body: T): { status: 201; body: T } => ({ status: 201, body });

/**
 * The fields `keys` a request body gives, as they are (a PATCH changes only the fields it names; an
 * explicit null is a value, e.g. one that removes a condition).
 */
export function givenFields<T extends object, K extends keyof T>(
  body: T,
  keys: readonly K[],
): { [P in K]?: Exclude<T[P], undefined> } {
  return Object.fromEntries(keys.filter((key) => body[key] !== undefined).map((key) => [key, body[key]])) as {
    [P in K]?: Exclude<T[P], undefined>;
  };
}
