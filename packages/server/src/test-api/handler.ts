/**
 * Handlers of the test API (`/__test/*`, the document `testApiDocument` of @docs-api/spec), named after its
 * operationIds: they receive the validated path, query and body and return the status and body.
 */
import type { Deps } from '../deps.js';

export interface TestApiContext {
  /** Path parameters, validated (and coerced) against the test API document. */
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The JSON body, validated; undefined when the operation takes none. */
  body: unknown;
  services: Deps;
  /** The URL clients reach this server at, without a trailing slash. */
  baseUrl: string;
}

export type TestApiReply = { status: 200 | 201; body: unknown } | { status: 204 };

export type TestApiHandler = (ctx: TestApiContext) => Promise<TestApiReply>;

/** One family's handlers by operationId (test-api/clock.ts, test-api/tenants.ts, …). */
export type TestApiHandlers = Readonly<Record<string, TestApiHandler>>;
