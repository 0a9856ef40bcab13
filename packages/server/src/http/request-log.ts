/**
 * Request logging: one line per request when its answer is sent (`request completed`) or when the client
 * leaves first (`request aborted`), with the request id, method, redacted URL, client address, status and
 * milliseconds taken — no headers. Cheap on purpose: no child logger per request, and nothing built for a
 * line when its level is off. Every response carries `X-Request-Id` (the client's own when well-formed).
 */
import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
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

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.log = logger;
    if (logger.isLevelEnabled('info')) {
      const started = performance.now();
      const line = () => ({
        req: { id, method: req.method, url: redactUrl(req.originalUrl), remoteAddress: req.socket.remoteAddress },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      });
      res.once('close', () => {
        if (res.writableFinished) logger.info(line(), 'request completed');
        else logger.warn(line(), 'request aborted');
      });
    }
    next();
  };
}
