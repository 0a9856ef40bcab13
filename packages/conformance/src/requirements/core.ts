/**
 * Profile core: the organization of the fixtures, which every other profile builds on, and its email domain; and what
 * the organization's own settings do (docs/behaviour.md#organization-settings): the email domains it claims are the
 * domains that find it (STATE-organization.email-domains), and its default content is the site it names
 * (STATE-organization.default-content). Both change the fixtures' organization and put it back as it was.
 */
import { NotApplicable } from '../engine/errors.js';
import { moduleFile, type SuiteModule } from '../engine/module.js';
import type { Findings } from '../engine/property.js';
import type { Session } from '../engine/session.js';
import { behaviour } from '../engine/sources.js';
import type { Requirement } from '../engine/types.js';
import { createInOrganization } from './fresh-objects.js';
import { mutationLocks } from './generic/locks-and-params.js';
import { answer, judgedOnce } from './entries-and-answers.js';
import { uniqueName } from './names.js';

export const EMAIL_DOMAINS = 'STATE-organization.email-domains';
export const DEFAULT_CONTENT = 'STATE-organization.default-content';

type Json = Record<string, unknown>;

const domainsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string').sort() : [];

/** The organizations an email domain finds, as `caller`. */
async function finds(s: Session, emailDomain: string, as: 'admin' | 'outsider'): Promise<string[]> {
  const found = await s.call('getOrganizationsForEmailDomain', { params: { emailDomain }, as });
  const organizations = (found.json as Json | undefined)?.['organizations'];
  return Array.isArray(organizations) ? organizations.map((o) => String((o as Json)['id'])) : [];
}

async function examine(s: Session, f: Findings): Promise<void> {
  const params = { organizationId: s.fixtures.organizationId };
  const before = (await s.must('getOrganizationById', { params })).json as Json;
  await judgeEmailDomains(s, f, before);
  await judgeDefaultContent(s, f, before);
}

/** One more email domain claimed, then taken back: GET and the domain lookup follow. */
async function judgeEmailDomains(s: Session, f: Findings, before: Json): Promise<void> {
  const organizationId = s.fixtures.organizationId;
  const params = { organizationId };
  const claimed = domainsOf(before['emailDomains']);
  const domain = `${uniqueName(20)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')}.example.com`;
  const shows = async (what: string, expected: string[], answered?: Json) => {
    const read = (await s.must('getOrganizationById', { params })).json as Json;
    for (const [where, shown] of [
      ...(answered !== undefined ? [['its answer', answered] as const] : []),
      ['GET organization', read] as const,
    ])
      f.require(
        EMAIL_DOMAINS,
        JSON.stringify(domainsOf(shown['emailDomains'])) === JSON.stringify([...expected].sort()),
        () => `after ${what}, ${where} shows emailDomains ${JSON.stringify(shown['emailDomains'])}`,
      );
  };
  try {
    const added = await s.call('updateOrganizationById', { params, body: { emailDomains: [...claimed, domain] } });
    if (!f.require(EMAIL_DOMAINS, added.status === 200, () => `PATCH emailDomains with ${domain}: ${answer(added)}`))
      return;
    await shows(`PATCH emailDomains with ${domain}`, [...claimed, domain], added.json as Json);
    f.require(
      EMAIL_DOMAINS,
      (await finds(s, domain, 'admin')).includes(organizationId),
      () => `${domain}, claimed by ${organizationId}, does not find it for its admin`,
    );
    f.require(
      EMAIL_DOMAINS,
      !(await finds(s, domain, 'outsider')).includes(organizationId),
      () => `${domain} finds ${organizationId} for a caller who is no member of it and has another email domain`,
    );
  } finally {
    const back = await s.call('updateOrganizationById', { params, body: { emailDomains: claimed } });
    f.require(EMAIL_DOMAINS, back.status === 200, () => `PATCH emailDomains back: ${answer(back)}`);
  }
  await shows('PATCH emailDomains back', claimed);
  f.require(
    EMAIL_DOMAINS,
    !(await finds(s, domain, 'admin')).includes(organizationId),
    () => `${domain}, no longer claimed, still finds ${organizationId}`,
  );
}

/** A site of the organization named as its default content, then the default put back. */
async function judgeDefaultContent(s: Session, f: Findings, before: Json): Promise<void> {
  const params = { organizationId: s.fixtures.organizationId };
  const siteId = await createInOrganization(s, 'createSite', { title: uniqueName(128) });
  const content = { type: 'site', site: siteId };
  try {
    const set = await s.call('updateOrganizationById', { params, body: { defaultContent: content } });
    if (!f.require(DEFAULT_CONTENT, set.status === 200, () => `PATCH defaultContent ${siteId}: ${answer(set)}`)) return;
    const read = (await s.must('getOrganizationById', { params })).json as Json;
    for (const [where, shown] of [
      ['its answer', set.json as Json],
      ['GET organization', read],
    ] as const)
      f.require(
        DEFAULT_CONTENT,
        (shown['defaultContent'] as Json | undefined)?.['type'] === content.type &&
          (shown['defaultContent'] as Json | undefined)?.['site'] === content.site,
        () =>
          `after PATCH defaultContent ${JSON.stringify(content)}, ${where} shows ${JSON.stringify(shown['defaultContent'])}`,
      );
  } finally {
    await s.call('updateOrganizationById', { params, body: { defaultContent: before['defaultContent'] ?? null } });
  }
}

export const coreModule: SuiteModule = {
  name: 'core',
  file: moduleFile(import.meta.url),
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
  build(spec, toolkit) {
    const ops = ['updateOrganizationById', 'getOrganizationById'];
    if (![...ops, 'getOrganizationsForEmailDomain', 'createSite'].every((id) => spec.has(id)))
      return { requirements: [], checks: [] };
    const base = {
      section: 'Organizations',
      profile: 'core' as const,
      category: 'state' as const,
      level: 'SHOULD' as const,
      source: behaviour('organization-settings'),
    };
    const requirements: Requirement[] = [
      {
        ...base,
        id: EMAIL_DOMAINS,
        operations: [...ops, 'getOrganizationsForEmailDomain'],
        judges: ['emailDomains'],
        reads: ['emailDomains', 'organizations'],
        statement:
          'PATCH emailDomains with one more domain: the answer and GET show exactly the domains sent, and that domain finds the organization for its admin (not for a non-member of another domain); PATCH them back and it no longer does',
      },
      {
        ...base,
        id: DEFAULT_CONTENT,
        operations: [...ops, 'createSite'],
        judges: ['defaultContent'],
        reads: ['defaultContent'],
        statement:
          'PATCH defaultContent {type: site, site} naming a site of the organization: the answer and GET show it',
      },
    ];
    const update = spec.operation('updateOrganizationById');
    return judgedOnce(spec, "the organization's settings", requirements, examine, mutationLocks(toolkit, update));
  },
};
