/** One error type and one place that renders `{"error": {"code", "message"}}` (docs/behaviour.md#error-body-and-failure-statuses). */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { STATUS_CODES } from 'node:http';
import { sendJson } from './http/send-json.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    // Without a stack: an ApiError is an answer the contract asks for (a full conformance run makes some 3,500), not
    // a fault to trace, and nothing reads its stack. V8 captures one at every Error's construction: 5 µs through 30
    // frames, measured, more through Express's and the async handlers' (~120 ms of a run's CPU profile).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message);
export const forbidden = (message = 'You do not have permission to do this'): ApiError => new ApiError(403, message);
export const notFound = (what: string): ApiError => new ApiError(404, `${what} not found`);
export const conflict = (message: string): ApiError => new ApiError(409, message);
export const preconditionFailed = (message: string): ApiError => new ApiError(412, message);

/**
 * Prisma's code for a transaction that could not start within its wait, or outlived its time: it was rolled back,
 * and the same request may succeed a moment later.
 */
const TRANSACTION_NOT_IN_TIME = 'P2028';

/** Seconds a busy server asks a client to wait before it sends the request again. */
const BUSY_RETRY_AFTER_S = 1;

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  code?: unknown;
}

/**
 * Maps body-parser errors to the contract's statuses, and a database too busy to start a transaction in time to 503
 * with Retry-After; everything unknown is a logged 500.
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  let status = 500;
  let message = 'Internal server error';
  let headers: Record<string, string> = {};
  if (err instanceof ApiError) {
    ({ status, message, headers } = err);
  } else {
    const e = err as HttpishError;
    if (e.type === 'entity.too.large') [status, message] = [413, 'Request body is too large'];
    else if (e.type === 'entity.parse.failed') [status, message] = [400, 'Request body is not valid JSON'];
    else if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
      [status, message] = [415, 'Unsupported body encoding'];
    else if (err instanceof URIError) [status, message] = [400, 'The URL holds a malformed percent-escape (%XX)'];
    else if (e.code === TRANSACTION_NOT_IN_TIME) {
      [status, message] = [503, 'The server is busy: retry after the Retry-After seconds'];
      headers = { 'Retry-After': String(BUSY_RETRY_AFTER_S) };
    } else {
      // Any other client error raised by Express or a parser keeps its 4xx status (never a 500).
      const given = e.status ?? e.statusCode;
      if (typeof given === 'number' && given >= 400 && given < 500) {
        status = given;
        message = e.expose === true ? String((err as Error).message) : (STATUS_CODES[given] ?? 'Bad request');
      }
    }
  }
  if (status === 503) req.log?.warn({ err }, 'busy: a transaction did not start in time');
  else if (status >= 500) req.log?.error({ err }, 'unhandled error');
  if (res.headersSent) return;
  // A 401 names the scheme that would be accepted (RFC 9110 §15.5.2; spec security scheme bearerAuth):
  // docs/behaviour.md#authentication-and-tokens.
  if (status === 401 && !Object.keys(headers).some((name) => name.toLowerCase() === 'www-authenticate'))
    headers = { ...headers, 'WWW-Authenticate': 'Bearer' };
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  sendJson(req, res, status, { error: { code: status, message } });
};

/** 404 for any path that is not an operation of the spec. */
export const unknownRoute: RequestHandler = (req) => {
  throw new ApiError(404, `No operation at ${req.method} ${req.path}`);
};
