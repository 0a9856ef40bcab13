/** Profile openapi (fixtures only for now): specifications with unique slugs. */
import type { SuiteModule } from '../engine/module.js';
import { uniqueName } from './names.js';

// A source is fetched later, while the specification is processed; creating it does not need it to answer.
const source = { url: 'https://example.com/conformance/openapi.json' };

export const openapiModule: SuiteModule = {
  name: 'openapi',
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
  ],
  setups: [
    {
      operationId: 'createOpenAPISpec',
      body: () => ({ slug: uniqueName(100), source }),
      // contract: the slug is unique in the organization (a second one is a 409): a probe frees the slug it took.
      async discard(s, params, created) {
        const slug = (created as { slug?: unknown } | undefined)?.slug;
        if (typeof slug === 'string') await s.call('deleteOpenAPISpecBySlug', { params: { ...params, specSlug: slug } });
      },
    },
    { operationId: 'createOrUpdateOpenAPISpecBySlug', body: () => ({ source }) },
  ],
};
