/**
 * The target's catalogue of behaviour mutants (`GET /__test/mutants` of the reference's test API): each mutant
 * changes one observable behaviour of one operation or field, in a tenant made with it. `mutate` measures which of
 * them the suite catches. The list of operators comes from the catalogue: the tool knows none by name.
 */
import { baseHeaders, send } from '../engine/transport.js';

export const MUTANTS_PATH = '/__test/mutants';

export interface Mutant {
  /** Stable: `<operator>:<operationId or Schema.field>[:<detail>]`. */
  id: string;
  /** The kind of change (param-ignored, field-frozen, …). */
  operator: string;
  operationId?: string;
  /** The response field it changes (`Schema.field`). */
  field?: string;
  /** The operationIds whose answers it can change: the requirements using them judge it. */
  touches: string[];
  /** Of `touches`, those whose requirements judge it first (judges.ts). */
  first?: string[];
  /** What it changes, in one sentence. */
  description: string;
  /** Why no answer can differ from the reference's: such a mutant is listed, never run, and left out of the score. */
  equivalent?: string;
}

/** The catalogue could not be read: the target has no test API, refused its token, or answered something else. */
export class MutantsError extends Error {
  override name = 'MutantsError';
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** One item of the catalogue, checked field by field (a malformed one names itself). */
function mutantOf(item: unknown, index: number): Mutant {
  const raw = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  const { id, operator, operationId, field, touches, first, description, equivalent } = raw;
  if (typeof id !== 'string' || typeof operator !== 'string' || typeof description !== 'string' || !isStrings(touches))
    throw new MutantsError(
      `${MUTANTS_PATH} answered a malformed mutant (item ${index}): id, operator, description and touches are required`,
    );
  return {
    id,
    operator,
    ...(typeof operationId === 'string' ? { operationId } : {}),
    ...(typeof field === 'string' ? { field } : {}),
    touches,
    ...(isStrings(first) ? { first } : {}),
    description,
    ...(typeof equivalent === 'string' ? { equivalent } : {}),
  };
}

/** The headers of a /__test request: the test API token as a bearer token, when one is given. */
export const testApiHeaders = (headers: Record<string, string>, testApiToken?: string): Record<string, string> => ({
  ...baseHeaders(headers),
  ...(testApiToken !== undefined ? { Authorization: `Bearer ${testApiToken}` } : {}),
});

/** Reads the whole catalogue of `target`, in the target's (stable) order. */
export async function fetchMutants(
  target: string,
  headers: Record<string, string> = {},
  testApiToken?: string,
): Promise<Mutant[]> {
  const url = `${target.replace(/\/+$/, '')}${MUTANTS_PATH}`;
  const answer = await send({ method: 'GET', url, headers: testApiHeaders(headers, testApiToken) });
  if (answer.status === 401)
    throw new MutantsError(
      `GET ${url} answered 401: ${testApiToken === undefined ? 'the test API needs its token: give --test-api-token <token> or set TEST_API_TOKEN' : 'the test API refused the token given (--test-api-token, TEST_API_TOKEN)'}`,
    );
  if (answer.status !== 200)
    throw new MutantsError(
      `GET ${url} answered ${answer.status}: mutate needs a reference server started with --test-api (one that offers behaviour mutants)`,
    );
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    throw new MutantsError(`GET ${url} answered 200 without a JSON body`);
  }
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new MutantsError(`GET ${url} answered 200 without items`);
  return items.map(mutantOf);
}
