/**
 * Sends an operation's JSON answer with what Express's `res.json` sends — `Content-Type: application/json;
 * charset=utf-8`, `Content-Length`, a weak `ETag` of the bytes (the same tag Express makes), 304 with no body to a
 * GET or HEAD whose `If-None-Match` still holds it, no body to HEAD — without the work `res.json` does on every
 * call (reading the app's JSON settings, parsing the Content-Type back to set its charset, a Buffer copy of the
 * text to hash it, the hash through a streaming Hash object). The text goes to `res.end` as a string, so Node
 * writes the head and the body in one write instead of a writev of the head and a Buffer.
 */
import type { Request, Response } from 'express';
import { hash } from 'node:crypto';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Express's weak ETag: the length in hexadecimal and 27 characters of the SHA-1 of the bytes in base64. */
export const weakEtag = (text: string, length: number): string =>
  `W/"${length.toString(16)}-${hash('sha1', text, 'base64').slice(0, 27)}"`;

export function sendJson(req: Request, res: Response, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  const length = Buffer.byteLength(text);
  res.statusCode = status;
  res.setHeader('ETag', weakEtag(text, length));
  // req.fresh: a GET or HEAD answered 2xx whose If-None-Match (or If-Modified-Since) the answer still matches.
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', length);
  if (req.method === 'HEAD') res.end();
  else res.end(text);
}
