/** The error body every failure carries (docs/behaviour.md#error-body-and-failure-statuses). */
import type { Exchange } from './types.js';

/** Whether an exchange is a failure with the error body `{"error": {"code": <status>, "message"}}`. */
export function hasErrorBody(exchange: Exchange): boolean {
  const error = (exchange.json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return error !== undefined && error.code === exchange.status && typeof error.message === 'string';
}
