/**
 * Handlers are named after operationIds and typed from @docs-api/shared-types: they receive the
 * validated parameters and body and return the status and body; the router sends it.
 */
import type { operations } from '@docs-api/shared-types';
import type { Caller } from '../services/access.js';
import type { Services } from '../services/index.js';

export type OperationId = keyof operations;

type Op<I extends OperationId> = operations[I];
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type PathParams<I extends OperationId> = Op<I>['parameters'] extends { path: infer P } ? P : Record<string, never>;
export type QueryParams<I extends OperationId> = Op<I>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>;
export type RequestBody<I extends OperationId> = JsonOf<NonNullable<Op<I>['requestBody']>>;
export type ResponseBody<I extends OperationId> = {
  [S in keyof Op<I>['responses']]: S extends 200 | 201 ? JsonOf<Op<I>['responses'][S]> : never;
}[keyof Op<I>['responses']];

export interface HandlerContext<I extends OperationId> {
  params: PathParams<I>;
  query: QueryParams<I>;
  body: RequestBody<I>;
  caller: Caller;
  services: Services;
  /** The URL clients reach this server at, without a trailing slash. */
  baseUrl: string;
}

export type Reply<I extends OperationId> = { status: 200 | 201; body: ResponseBody<I> } | { status: 204 | 205 };

export type Handler<I extends OperationId> = (ctx: HandlerContext<I>) => Promise<Reply<I>>;

export type HandlerMap = { [I in OperationId]?: Handler<I> };

export const ok = <T>(body: T): { status: 200; body: T } => ({ status: 200, body });
export const created = <T>(body: T): { status: 201; body: T } => ({ status: 201, body });
