/** The test API's requests: the token on each, JSON both ways, and an error that names the route and the reason. */

/** A test API request that got another answer than the one its operation succeeds with. */
export class TestApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TestApiError';
  }
}

export interface TestApiRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Under /__test, e.g. `/tenants`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The status the operation succeeds with (the test API document's). */
  expect: 200 | 201 | 204;
}

/** Where the test API is and the token it wants (none for a test API on a loopback address without one). */
export interface TestApiTarget {
  baseUrl: () => string;
  token: string | undefined;
}

/** The message of an error body (`{"error": {"code", "message"}}`), or the start of whatever was answered. */
function reasonOf(text: string): string {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === 'string') return message;
  } catch {
    // not JSON: shown as it is
  }
  return text === '' ? 'no body' : text.slice(0, 200);
}

function hintFor(status: number, target: TestApiTarget): string {
  if (status === 401)
    return target.token === undefined
      ? ' (this server asks for the test API token: give it to the client)'
      : ' (the token given is not the one the server was started with)';
  if (status === 404 || status === 405) return ' (is the test API on? the server needs --test-api)';
  return '';
}

/** Sends one test API request; answers its JSON body (undefined for 204), or throws TestApiError. */
export async function callTestApi<T>(target: TestApiTarget, request: TestApiRequest): Promise<T> {
  const url = new URL(`${target.baseUrl().replace(/\/+$/, '')}/__test${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value));
  const response = await fetch(url, {
    method: request.method,
    headers: {
      ...(target.token !== undefined ? { Authorization: `Bearer ${target.token}` } : {}),
      ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
  });
  const text = await response.text();
  if (response.status !== request.expect) {
    const route = `${request.method} ${url.pathname}${url.search}`;
    throw new TestApiError(
      response.status,
      `${route} answered ${response.status}: ${reasonOf(text)}${hintFor(response.status, target)}`,
    );
  }
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
