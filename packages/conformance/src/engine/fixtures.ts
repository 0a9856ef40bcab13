/** The fixtures file: an organization and the tokens of three callers (README › Fixtures). */
import { readFile } from 'node:fs/promises';

export interface Fixtures {
  baseUrl: string;
  /** `admin` is an admin of it, `reader` has role `read` there. */
  organizationId: string;
  /** `outsider` is an admin of it and no member of `organizationId`. */
  otherOrganizationId: string;
  tokens: { admin: string; reader: string; outsider: string };
  /** Optional: a public web page the target can fetch and import (content import); without it those checks are skipped. */
  publicPageUrl?: string;
  /** Optional: the URL of an OpenAPI document the target can fetch (OpenAPI processing); without it those checks are skipped. */
  openapiDocumentUrl?: string;
  /** Set when the run made its own tenant of the target's test API (engine/tenant.ts): its clock is the run's. */
  tenantId?: string;
  /** The test API's bearer token (`--test-api-token`), sent on every /__test request; a server off loopback needs it. */
  testApiToken?: string;
}

/** The environment variable the test API's token may come from, the server's own (`TEST_API_TOKEN`). */
export const TEST_API_TOKEN_VARIABLE = 'TEST_API_TOKEN';

export type Caller = keyof Fixtures['tokens'];

export const callers: Caller[] = ['admin', 'reader', 'outsider'];

/** The environment variable that holds (and overrides) a caller's token: `DOCS_API_TOKEN_ADMIN`, … */
export const tokenVariable = (caller: Caller): string => `DOCS_API_TOKEN_${caller.toUpperCase()}`;

/** A fixtures file that cannot be used; the CLI exits 2. */
export class FixturesError extends Error {
  override name = 'FixturesError';
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Checks the shape (extra keys are allowed) and returns the fixtures, `target` overriding `baseUrl` and the
 * environment's `DOCS_API_TOKEN_ADMIN|READER|OUTSIDER` overriding (or standing in for) the file's tokens.
 */
export function parseFixtures(raw: unknown, target?: string, env: Record<string, string | undefined> = {}): Fixtures {
  const value = raw as Partial<Record<string, unknown>> | null;
  if (typeof value !== 'object' || value === null) throw new FixturesError('the fixtures file must hold a JSON object');
  const fromFile = (value['tokens'] ?? {}) as Partial<Record<string, unknown>>;
  const tokens: Partial<Record<string, unknown>> = {};
  for (const caller of callers)
    tokens[caller] = isText(env[tokenVariable(caller)]) ? env[tokenVariable(caller)] : fromFile[caller];
  const missing = [
    ...['organizationId', 'otherOrganizationId'].filter((key) => !isText(value[key])),
    ...callers.filter((key) => !isText(tokens[key])).map((key) => `tokens.${key} (or $${tokenVariable(key)})`),
  ];
  const baseUrl = target ?? value['baseUrl'];
  if (!isText(baseUrl)) missing.push('baseUrl (or --target)');
  if (missing.length > 0) throw new FixturesError(`the fixtures file lacks ${missing.join(', ')}`);
  try {
    new URL(baseUrl as string);
  } catch {
    throw new FixturesError(`"${String(baseUrl)}" is not a URL`);
  }
  return {
    baseUrl: (baseUrl as string).replace(/\/+$/, ''),
    organizationId: value['organizationId'] as string,
    otherOrganizationId: value['otherOrganizationId'] as string,
    tokens: {
      admin: tokens['admin'] as string,
      reader: tokens['reader'] as string,
      outsider: tokens['outsider'] as string,
    },
    ...(isText(value['publicPageUrl']) ? { publicPageUrl: value['publicPageUrl'] } : {}),
    ...(isText(value['openapiDocumentUrl']) ? { openapiDocumentUrl: value['openapiDocumentUrl'] } : {}),
  };
}

/** Reads and checks a fixtures file. */
export async function loadFixtures(
  file: string,
  target?: string,
  env: Record<string, string | undefined> = {},
): Promise<Fixtures> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new FixturesError(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return parseFixtures(JSON.parse(text), target, env);
  } catch (error) {
    if (error instanceof FixturesError) throw error;
    throw new FixturesError(`${file} is not JSON: ${(error as Error).message}`);
  }
}
