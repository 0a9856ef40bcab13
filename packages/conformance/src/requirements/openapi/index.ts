/** Profile openapi: specifications with unique slugs, a processed one for the version operations, and its processing. */
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import { NotApplicable } from '../../engine/errors.js';
import { uniqueName } from '../names.js';
import { PROCESSING_BOUND_MS, processedSpec, processing } from './processing.js';

// A source is fetched later, while the specification is processed; creating it does not need it to answer.
const source = { url: 'https://example.com/conformance/openapi.json' };

export const openapiModule: SuiteModule = {
  name: 'openapi',
  file: moduleFile(import.meta.url),
  providers: [
    {
      param: 'specSlug',
      async fresh(s) {
        const organizationId = s.fixtures.organizationId;
        const slug = uniqueName(100);
        await s.must('createOpenAPISpec', { params: { organizationId }, body: { slug, source } });
        return { organizationId, specSlug: slug };
      },
    },
    {
      // A version: the latest of a specification processed from the fixtures' document, made once per run.
      param: 'versionId',
      async shared(s) {
        const { slug, last, complete } = await processedSpec(s);
        const versionId = (last.json as { lastVersion?: unknown } | undefined)?.lastVersion;
        if (!complete || typeof versionId !== 'string') {
          throw new NotApplicable(
            `the specification made for the version operations was not processed within ${PROCESSING_BOUND_MS / 1000} s`,
          );
        }
        return { organizationId: s.fixtures.organizationId, specSlug: slug, versionId };
      },
    },
  ],
  setups: [
    {
      operationId: 'createOpenAPISpec',
      body: () => ({ slug: uniqueName(100), source }),
      // spec tag OpenAPI specifications: the slug is unique in the organization (a second one is a 409): a probe frees the slug it took.
      async discard(s, params, created) {
        const slug = (created as { slug?: unknown } | undefined)?.slug;
        if (typeof slug === 'string')
          await s.callRaw('deleteOpenAPISpecBySlug', { params: { ...params, specSlug: slug } });
      },
    },
    { operationId: 'createOrUpdateOpenAPISpecBySlug', body: () => ({ source }) },
  ],
  build: (spec) => processing(spec),
};
