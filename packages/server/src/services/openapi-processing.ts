/**
 * Background processing of OpenAPI specifications (spec schema OpenAPISpec `processingState`,
 * `lastProcessErrorCode`). A create or update answers at once with `pending` and hands the spec to a
 * processing run: `progress` → fetch the source URL under the outbound guard → parse (JSON or YAML)
 * and validate with @apidevtools/swagger-parser (services/openapi-validation.ts) → `complete`. A
 * version is stored only when the fetched content differs from the latest version. A failure also ends in `complete`, with the error code set
 * and the previous version kept; a success clears the code.
 *
 * Every update of a spec gives it a new processing run id; a run records its result only while its id
 * is still the spec's, so a stale run (overtaken by a newer update, or of a deleted spec) is discarded.
 * The runs in flight are tracked per database (every request context of an app shares its Deps' `db`; the
 * contexts themselves are copies) so that tests and a graceful stop can wait for them.
 */
import { createHash } from 'node:crypto';
import { guardedFetch, OutboundError } from '../outbound/guard.js';
import { newId } from '../ids.js';
import * as repo from '../repositories/openapi-specs.js';
import type { Deps } from '../deps.js';
import { asJob } from '../ops/jobs.js';
import { validateOpenAPIDocument } from './openapi-validation.js';

export type ProcessErrorCode = 'FETCH_TIMEOUT' | 'FETCH_ERROR' | 'PARSE_ERROR';

/** What fetching and validating a source URL gave: the files of a version, or why there are none. */
export type FetchOutcome =
  { ok: true; filesystem: Record<string, string>; contentHash: string } | { ok: false; code: ProcessErrorCode };

const inFlight = new WeakMap<Deps['db'], Set<Promise<void>>>();

/** The name the fetched document is stored under: the URL's file name when it has a known extension. */
function fileNameOf(url: string, isJson: boolean): string {
  const last = new URL(url).pathname.split('/').pop() ?? '';
  return /^[\w.-]+\.(json|ya?ml)$/i.test(last) ? last : isJson ? 'openapi.json' : 'openapi.yaml';
}

/**
 * Fetches `url` under the outbound guard, then parses and validates it as an OpenAPI (or Swagger 2)
 * document; undefined when `stillWanted` says, after the fetch, that the result no longer matters.
 */
export async function fetchSpecification(
  s: Deps,
  url: string,
  stillWanted: () => Promise<boolean> = async () => true,
): Promise<FetchOutcome | undefined> {
  let body: Buffer;
  try {
    ({ body } = await guardedFetch(url, {
      allowPrivateNetwork: s.config.allowPrivateNetwork,
      timeoutMs: s.config.outboundTimeoutMs,
    }));
  } catch (error) {
    if (error instanceof OutboundError && error.reason === 'timeout') return { ok: false, code: 'FETCH_TIMEOUT' };
    return { ok: false, code: 'FETCH_ERROR' };
  }
  if (!(await stillWanted())) return undefined;
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  // A NUL character cannot be stored in a PostgreSQL jsonb value, and no OpenAPI document holds one.
  const result = text.includes('\u0000') ? undefined : await validateOpenAPIDocument(text);
  if (!result?.valid) return { ok: false, code: 'PARSE_ERROR' };
  const filesystem = { [fileNameOf(url, result.isJson)]: text };
  return { ok: true, filesystem, contentHash: createHash('sha256').update(JSON.stringify(filesystem)).digest('hex') };
}

/** One processing run of a spec; does nothing once `runId` is no longer the spec's current run. */
async function processRun(s: Deps, specId: string, runId: string): Promise<void> {
  if (!(await repo.updateSpecOfRun(s.prisma, specId, runId, { processingState: 'progress' }))) return;
  const spec = await repo.findSpec(s.prisma, specId);
  if (!spec) return;
  const outcome = await fetchSpecification(
    s,
    spec.sourceURL,
    async () => (await repo.findSpec(s.prisma, specId))?.processingRunId === runId,
  );
  if (!outcome) return;
  await s.prisma.$transaction(async (tx) => {
    const now = s.clock.now();
    const current = await repo.updateSpecOfRun(tx, specId, runId, {
      processingState: 'complete',
      processingRunId: null,
      lastProcessedAt: now,
      lastProcessErrorCode: outcome.ok ? null : outcome.code,
    });
    if (!current || !outcome.ok) return;
    const row = await repo.findSpec(tx, specId);
    const last = row?.lastVersionId ? await repo.findVersion(tx, specId, row.lastVersionId) : null;
    if (last?.contentHash === outcome.contentHash) return;
    const version = await repo.createVersion(tx, {
      id: newId(),
      specId,
      url: spec.sourceURL,
      content: { filesystem: outcome.filesystem },
      contentHash: outcome.contentHash,
      createdAt: now,
    });
    await repo.updateSpec(tx, specId, { lastVersionId: version.id });
  });
}

/** Starts a processing run in the background; the caller answers without waiting for it. */
export function startProcessing(s: Deps, specId: string, runId: string): void {
  let running = inFlight.get(s.db);
  if (running === undefined) {
    running = new Set();
    inFlight.set(s.db, running);
  }
  const set = running;
  // A run that fails unexpectedly (e.g. the database closed) leaves the spec as it was; a new update retries.
  const task: Promise<void> = asJob(s.db, 'openapi_processing', () => processRun(s, specId, runId))
    .catch((err: unknown) => s.logger.error({ err, specId }, 'OpenAPI specification processing failed'))
    .finally(() => set.delete(task));
  set.add(task);
}

/** Resolves once no processing run of these services is in flight (graceful stop, tests). */
export async function waitForProcessing(s: Deps): Promise<void> {
  const running = inFlight.get(s.db);
  while (running !== undefined && running.size > 0) await Promise.all([...running]);
}
