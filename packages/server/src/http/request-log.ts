/**
 * Request logging: one line per request when its answer is sent (`request completed`) or when the client
 * leaves first (`request aborted`), with the request id, method, redacted URL, client address, status and
 * milliseconds taken — no headers. Cheap on purpose: no child logger and no listener per request (the
 * lifecycle's one `close` listener calls the log), and nothing built for a line when its level is off. Every
 * response carries `X-Request-Id` (the client's own when well-formed).
 */
import type { Request, RequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Lifecycle } from '../ops/lifecycle.js';
import { redactUrl } from './log-redaction.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own extension point for Request
  namespace Express {
    interface Request {
      /** The app's logger (errors.ts logs unhandled errors with it). */
      log?: Logger;
    }
  }
}

const CLIENT_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request id of a logged request, kept on the request itself. */
const REQUEST_ID = Symbol('requestId');
type Identified = Request & { [REQUEST_ID]?: string };

/** Gives each request its id and the logger; `lifecycle` calls the log line once the request is over. */
export function requestLog(logger: Logger, lifecycle: Lifecycle): RequestHandler {
  // The lines go out through a child without the app's redaction: they hold no header and no token (their URL goes
  // through redactUrl), and the redaction would parse its paths again for the `req` and `res` of every line.
  const lines = logger.child({}, { redact: [] });
  lifecycle.onAnswered((req: Identified, res: Response, startedMs: number) => {
    const id = req[REQUEST_ID];
    // Requests the log never saw (answered before this middleware ran) and levels that are off get no line.
    if (id === undefined || !logger.isLevelEnabled('info')) return;
    const line = {
      req: { id, method: req.method, url: redactUrl(req.originalUrl), remoteAddress: req.socket.remoteAddress },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(performance.now() - startedMs),
    };
    if (res.writableFinished) lines.info(line, 'request completed');
    else lines.warn(line, 'request aborted');
  });
  return (req: Identified, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.log = logger;
    req[REQUEST_ID] = id;
    next();
  };
}
