/**
 * Limits of the reference server that are not a field's own bound; the document carries them as the
 * root extension `x-request-limits` (and in `info.description`) so clients and the conformance suite
 * read them from the spec.
 */
export const requestLimits = {
  /** Deepest nesting of objects and arrays accepted in a JSON request body (the body itself is level 1). */
  maxJsonDepth: 64,
  /** Longest markdown of a comment or reply body, in characters (schema `Content`.markdown maxLength). */
  maxCommentMarkdownLength: 65_536,
} as const;
