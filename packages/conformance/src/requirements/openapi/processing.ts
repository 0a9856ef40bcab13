/**
 * spec schema OpenAPISpec `processingState`, `lastVersion` (the latest version id); Version content
 * `{filesystem, url}`. A specification whose source the target can fetch (the fixtures' `openapiDocumentUrl`)
 * is processed: GET is polled until `processingState` is `complete` (docs/behaviour.md#openapi-specifications: pending → progress → complete),
 * within a bound. Then its latest version is served by every version operation.
 */
import fc from 'fast-check';
import { NotApplicable } from '../../engine/errors.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Built } from '../../engine/module.js';
import type { Session } from '../../engine/session.js';
import { behaviour, contract } from '../../engine/sources.js';
import type { Exchange, Requirement } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { answer, coverage, itemsOf } from '../entries-and-answers.js';
import { uniqueName } from '../names.js';

export const PROCESSED = 'STATE-openapi.processed';
export const VERSION = 'STATE-openapi.version';

/** How long a target may take to fetch and process a specification. */
export const PROCESSING_BOUND_MS = 30_000;
const POLL_MS = 200;

interface Processed {
  slug: string;
  /** The create, and the last GET of the specification. */
  created: Exchange;
  last: Exchange;
  complete: boolean;
}

const spec = (exchange: Exchange): Record<string, unknown> =>
  (exchange.json as Record<string, unknown> | undefined) ?? {};

/** The document URL of the fixtures, or NotApplicable. */
export function documentUrl(s: Session): string {
  const url = s.fixtures.openapiDocumentUrl;
  if (url === undefined)
    throw new NotApplicable(
      'OpenAPI processing needs a document the target can fetch: set openapiDocumentUrl in the fixtures',
    );
  return url;
}

/** Creates a specification from the fixtures' document and polls it until `complete` or the bound. */
async function createProcessed(s: Session): Promise<Processed> {
  const organizationId = s.fixtures.organizationId;
  const slug = uniqueName(100);
  const created = await s.must('createOpenAPISpec', {
    params: { organizationId },
    body: { slug, source: { url: documentUrl(s) } },
  });
  const deadline = Date.now() + PROCESSING_BOUND_MS;
  for (;;) {
    const last = await s.must('getOpenAPISpecBySlug', { params: { organizationId, specSlug: slug } });
    if (spec(last)['processingState'] === 'complete') return { slug, created, last, complete: true };
    if (Date.now() >= deadline) return { slug, created, last, complete: false };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The run's processed specification, made once (the check and the version provider share it, so a target that
 * never finishes is waited for once). An outcome, never a rejection, so a failure is not retried by the next caller.
 */
export const processedSpec = (s: Session): Promise<Processed> => s.memo('openapi:processed', () => createProcessed(s));

const isContent = (exchange: Exchange): boolean => {
  const body = spec(exchange);
  const filesystem = body['filesystem'];
  return (
    exchange.status === 200 &&
    typeof filesystem === 'object' &&
    filesystem !== null &&
    !Array.isArray(filesystem) &&
    typeof body['url'] === 'string'
  );
};

async function examine(s: Session, findings: Findings): Promise<void> {
  const { slug, created, last, complete } = await processedSpec(s);
  // Made by whichever caller came first: its create and last read go into this check's report.
  for (const exchange of [created, last]) if (!s.exchanges.includes(exchange)) s.exchanges.push(exchange);
  const body = spec(last);
  const url = documentUrl(s);
  for (const [what, shown] of [
    ['createOpenAPISpec', spec(created)],
    ['getOpenAPISpecBySlug', body],
  ] as const)
    findings.require(
      PROCESSED,
      shown['sourceURL'] === url,
      () => `made from ${url}, ${what} shows sourceURL ${JSON.stringify(shown['sourceURL'])}`,
    );
  const madeAt = Date.parse(String(spec(created)['createdAt']));
  const processedAt = Date.parse(String(body['lastProcessedAt']));
  const processed =
    complete &&
    body['lastProcessErrorCode'] === undefined &&
    typeof body['lastVersion'] === 'string' &&
    typeof body['lastProcessedAt'] === 'string';
  findings.require(
    PROCESSED,
    !processed || Number.isNaN(madeAt) || processedAt >= madeAt,
    () =>
      `lastProcessedAt ${String(body['lastProcessedAt'])} is before the specification was made (${String(spec(created)['createdAt'])})`,
  );
  findings.require(PROCESSED, processed, () =>
    complete
      ? `processing ended without a version: ${answer(last)}`
      : `still ${String(body['processingState'])} after ${PROCESSING_BOUND_MS / 1000} s: ${answer(last)}`,
  );
  const versionId = body['lastVersion'];
  if (!processed || typeof versionId !== 'string')
    throw new NotApplicable(`the specification from ${documentUrl(s)} was not processed, so no version can be read`);

  const params = { organizationId: s.fixtures.organizationId, specSlug: slug };
  const list = await s.call('listOpenAPISpecVersions', { params, query: { limit: 1000 } });
  const listed = itemsOf(list).some((item) => (item as { id?: unknown }).id === versionId);
  findings.require(
    VERSION,
    list.status === 200 && listed,
    () => `lastVersion ${versionId} is not in the versions list: ${answer(list)}`,
  );
  for (const operationId of ['getLatestOpenAPISpecVersion', 'getOpenAPISpecVersionById'] as const) {
    const version = await s.call(operationId, { params: { ...params, versionId } });
    const ok = version.status === 200 && spec(version)['id'] === versionId && spec(version)['url'] === url;
    findings.require(VERSION, ok, () => `${operationId} should answer version ${versionId}: ${answer(version)}`);
    // Made by the processing: after the specification, not after the processing ended.
    const versionAt = Date.parse(String(spec(version)['createdAt']));
    findings.require(
      VERSION,
      !ok || (versionAt >= madeAt && versionAt <= processedAt),
      () =>
        `${operationId} shows createdAt ${String(spec(version)['createdAt'])}, outside the processing (from ${String(spec(created)['createdAt'])} to lastProcessedAt ${String(body['lastProcessedAt'])})`,
    );
  }
  // The document as the run itself fetches it, where it can (the target fetched it too).
  const fetched = await fetch(url).then(
    (response) => (response.ok ? response.text() : undefined),
    () => undefined,
  );
  for (const operationId of ['getLatestOpenAPISpecVersionContent', 'getOpenAPISpecVersionContentById'] as const) {
    const content = await s.call(operationId, { params: { ...params, versionId } });
    findings.require(
      VERSION,
      isContent(content),
      () => `${operationId} should answer {filesystem: object, url: string}: ${answer(content)}`,
    );
    if (!isContent(content)) continue;
    const files = Object.values(spec(content)['filesystem'] as Record<string, unknown>);
    findings.require(
      VERSION,
      spec(content)['url'] === url && (fetched === undefined || files.includes(fetched)),
      () =>
        `${operationId} should answer the document processed from ${url} (its url, and its text in the filesystem): ${answer(content)}`,
    );
  }
}

/** The requirements of OpenAPI specification processing and the check that decides them. */
export function processing(api: ApiSpec): Built {
  const operations = [
    'createOpenAPISpec',
    'getOpenAPISpecBySlug',
    'listOpenAPISpecVersions',
    'getLatestOpenAPISpecVersion',
    'getOpenAPISpecVersionById',
    'getLatestOpenAPISpecVersionContent',
    'getOpenAPISpecVersionContentById',
  ].filter((id) => api.has(id));
  const base = {
    section: 'OpenAPI specifications',
    profile: 'openapi' as const,
    operations,
    category: 'state' as const,
  };
  const requirements: Requirement[] = [
    {
      ...base,
      id: PROCESSED,
      level: 'SHOULD',
      source: behaviour('openapi-specifications'),
      readsIn: {
        createOpenAPISpec: ['sourceURL'],
        getOpenAPISpecBySlug: [
          'sourceURL',
          'processingState',
          'lastProcessErrorCode',
          'lastVersion',
          'lastProcessedAt',
        ],
      },
      statement: `a specification whose source the target can fetch shows that URL as sourceURL and reaches processingState complete within ${PROCESSING_BOUND_MS / 1000} s, without lastProcessErrorCode, with lastVersion and a lastProcessedAt not before it was made (docs/behaviour.md#openapi-specifications: pending, progress, complete)`,
    },
    {
      ...base,
      id: VERSION,
      level: 'MUST',
      source: contract(
        'Resources and their fields › OpenAPISpec and OpenAPISpecVersion',
        '`lastVersion` string (latest version id)',
      ),
      readsIn: {
        getOpenAPISpecBySlug: ['lastVersion'],
        getLatestOpenAPISpecVersion: ['createdAt', 'url'],
        getOpenAPISpecVersionById: ['createdAt', 'url'],
        getLatestOpenAPISpecVersionContent: ['filesystem', 'url'],
        getOpenAPISpecVersionContentById: ['filesystem', 'url'],
      },
      statement:
        'once processed, lastVersion is a version the versions list holds, versions/latest and versions/{lastVersion} answer it, made (createdAt) between the specification and lastProcessedAt from its sourceURL (url), and their content is that url with the fetched document text in its filesystem',
    },
  ];
  const check = propertyCheck({
    name: 'OpenAPI specification processing',
    ...coverage(api, requirements),
    example: { arbitrary: fc.constant(null), numRuns: 1, examine: (_, s, findings) => examine(s, findings) },
  });
  return { requirements, checks: [check] };
}
