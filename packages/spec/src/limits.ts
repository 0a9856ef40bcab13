/**
 * Limits of the reference server that are not a field's own bound; the document carries them as the
 * root extension `x-request-limits` (and in `info.description`) so clients and the conformance suite
 * read them from the spec.
 */
export const requestLimits = {
  /** Deepest nesting of objects and arrays accepted in a JSON request body (the body itself is level 1). */
  maxJsonDepth: 64,
  /** Largest JSON request body accepted, in bytes (413 beyond). */
  maxBodyBytes: 1_048_576,
  /** Longest markdown of a comment or reply body, in characters (schema `Content`.markdown maxLength). */
  maxCommentMarkdownLength: 65_536,
} as const;

/**
 * Failure statuses any operation may answer without naming them (docs/behaviour.md#error-body-and-failure-statuses,
 * docs/server.md › What the server refuses, and why): a method the path does not have (405), a request too slow (408)
 * or over the rate limit (429), a request line and headers too large (431), an operation not implemented (501), a
 * server too busy to start the request's transaction in time (503, with Retry-After). The document carries them as
 * the root extension `x-common-failures`; each operation names only its own failures.
 */
export const commonFailureStatuses = [405, 408, 429, 431, 501, 503] as const;
