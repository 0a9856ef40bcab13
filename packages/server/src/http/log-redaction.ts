/**
 * What request logging may show of a URL: capability tokens in paths (/pdf/{token}, /files/{blobId}/…)
 * and query values whose name says they grant access (shareKey, token, key, secret, signature…) are
 * replaced by `[redacted]`. String work only, and none for URLs that hold neither.
 */
const SECRET_QUERY_NAME = /key|token|secret|signature|password|auth|code/i;
const SECRET_PATH = /^\/(pdf|files)\/[^/?#]+/;
export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  let redacted = url.replace(SECRET_PATH, `/$1/${REDACTED}`);
  const q = redacted.indexOf('?');
  if (q >= 0) {
    const pairs = redacted
      .slice(q + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        if (eq < 0) return pair;
        let name = pair.slice(0, eq);
        try {
          name = decodeURIComponent(name);
        } catch {
          // A malformed name is matched as written.
        }
        return SECRET_QUERY_NAME.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
      });
    redacted = `${redacted.slice(0, q)}?${pairs.join('&')}`;
  }
  return redacted;
}

/** pino `redact` paths: wherever a header set or a token could be logged, at every level. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'authorization',
  'token',
  'shareKey',
];
