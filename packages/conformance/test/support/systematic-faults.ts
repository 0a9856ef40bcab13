/**
 * Systematic faults: the whole target goes wrong the same way. They prove two things: the suite still names
 * exactly the requirements that catch them, and a broken target does not make it crawl (shrink budgets, failures
 * grouped by kind, setups that keep failing not retried) — `bench/fault-times.ts` prints the times.
 */
import type { FaultHandler } from './fault-proxy.js';

const html = (status: number): Buffer =>
  Buffer.from(
    `<!doctype html><html><head><title>${status}</title></head><body><h1>Error ${status}</h1><p>Something went wrong.</p></body></html>`,
  );

/** Every error answer (4xx, 5xx) carries an HTML page instead of the JSON error body. */
export const htmlErrorBodies: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (response.status < 400) return response;
  return {
    status: response.status,
    headers: { ...response.headers, 'content-type': 'text/html; charset=utf-8' },
    body: html(response.status),
  };
};

/** Every 400 becomes a 500 (the same JSON error body): invalid input crashes the server. */
export const badRequestCrashes: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  return response.status === 400 ? { ...response, status: 500 } : response;
};

/**
 * Every error answer (4xx, 5xx) carries JSON of another shape (`{"message"}`, no `error` object), correctly labelled:
 * what the contract's error body asks for is missing, its media type is not.
 */
export const foreignErrorBodies: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (response.status < 400) return response;
  return {
    status: response.status,
    headers: { ...response.headers, 'content-type': 'application/json; charset=utf-8' },
    body: Buffer.from(JSON.stringify({ message: `Error ${response.status}` })),
  };
};
