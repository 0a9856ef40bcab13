/** Profile core: the organization of the fixtures, which every other profile builds on, and its email domain. */
import { NotApplicable } from '../engine/errors.js';
import type { SuiteModule } from '../engine/module.js';

export const coreModule: SuiteModule = {
  name: 'core',
  providers: [
    {
      param: 'organizationId',
      // The fixtures' organization; the API offers no way to make another one.
      shared: async (s) => ({ organizationId: s.fixtures.organizationId }),
    },
    {
      param: 'emailDomain',
      // spec schema Organization: `emailDomains` (Required): a domain the fixtures' organization claims.
      async shared(s) {
        const organization = await s.must('getOrganizationById', {
          params: { organizationId: s.fixtures.organizationId },
        });
        const domain = (organization.json as { emailDomains?: unknown[] } | undefined)?.emailDomains?.[0];
        if (typeof domain !== 'string') throw new NotApplicable("the fixtures' organization claims no email domain");
        return { emailDomain: domain };
      },
    },
  ],
  // spec tag Organizations: ping: it records that the caller was active, and nothing else.
  setups: [{ operationId: 'updateOrganizationMemberLastSeenAt', harmless: true }],
};
