/**
 * Profile sso: fresh SAML providers for the checks that need one, and what a provider's configuration does
 * (docs/behaviour.md#saml-providers): its `status` is `pending` until `ssoURL`, `entityID` and `certificate` are all
 * set, then `active` (STATE-saml.status), and the organization's SSO logins list exactly its active providers, each
 * with the provider's `label` and its `service.startURL` (STATE-saml.logins). Both are the reference's reading of
 * fields the contract only names: SHOULD.
 */
import type { Findings } from '../engine/property.js';
import { moduleFile, type SuiteModule } from '../engine/module.js';
import type { Session } from '../engine/session.js';
import { behaviour } from '../engine/sources.js';
import type { Requirement } from '../engine/types.js';
import { createdIn } from './fresh-objects.js';
import { answer, judgedOnce, is2xx, itemsOf } from './entries-and-answers.js';
import { uniqueName } from './names.js';

export const SAML_STATUS = 'STATE-saml.status';
export const SAML_LOGINS = 'STATE-saml.logins';

const label = () => ({ label: uniqueName(30) });

/** A configuration that completes a provider: an identity provider of example.com. */
const configuration = {
  ssoURL: 'https://idp.example.com/conformance/sso',
  entityID: 'https://idp.example.com/conformance',
  certificate: 'MIIBconformanceCertificate',
};

type Json = Record<string, unknown>;

async function examine(s: Session, f: Findings): Promise<void> {
  const organizationId = s.fixtures.organizationId;
  const named = label();
  const made = await s.must('createOrganizationSAMLProvider', { params: { organizationId }, body: named });
  const id = String((made.json as Json | undefined)?.['id']);
  const params = { organizationId, samlProviderId: id };
  const statusIn = async (expected: string, what: string, shown: Json | undefined) => {
    f.require(
      SAML_STATUS,
      shown?.['status'] === expected,
      () => `${what} shows status ${JSON.stringify(shown?.['status'])}; expected ${expected}`,
    );
  };
  const listed = async () =>
    itemsOf(await s.call('listSAMLProvidersInOrganizationById', { params: { organizationId }, query: { limit: 1000 } }))
      .map((item) => item as Json)
      .find((item) => item['id'] === id);
  const logins = async () =>
    ((await s.call('listSSOProviderLoginsInOrganization', { params: { organizationId } })).json as Json | undefined)?.[
      'items'
    ] as Json[] | undefined;

  await statusIn('pending', 'a provider made with a label only', made.json as Json);
  await statusIn('pending', 'its GET', (await s.must('getOrganizationSAMLProviderById', { params })).json as Json);
  await statusIn('pending', 'the providers list', await listed());
  const before = await logins();
  f.require(
    SAML_LOGINS,
    Array.isArray(before) && !before.some((login) => login['id'] === id),
    () => `the SSO logins list a pending provider: ${JSON.stringify(before)}`,
  );

  const configured = await s.call('updateOrganizationSAMLProvider', { params, body: configuration });
  if (!f.require(SAML_STATUS, is2xx(configured), () => `PATCH ${JSON.stringify(configuration)}: ${answer(configured)}`))
    return;
  await statusIn('active', 'the answer of a PATCH that sets ssoURL, entityID and certificate', configured.json as Json);
  const read = (await s.must('getOrganizationSAMLProviderById', { params })).json as Json;
  await statusIn('active', 'its GET after it', read);
  await statusIn('active', 'the providers list after it', await listed());
  const after = await logins();
  const login = after?.find((item) => item['id'] === id);
  const startURL = (read['service'] as Json | undefined)?.['startURL'];
  f.require(
    SAML_LOGINS,
    login !== undefined && login['label'] === named.label && login['startURL'] === startURL,
    () =>
      `the active provider ${id} (label ${named.label}, service.startURL ${String(startURL)}); the SSO logins: ${JSON.stringify(after)}`,
  );
}

export const ssoModule: SuiteModule = {
  name: 'sso',
  file: moduleFile(import.meta.url),
  providers: [createdIn('samlProviderId', 'createOrganizationSAMLProvider', label)],
  setups: [{ operationId: 'createOrganizationSAMLProvider', body: label }],
  build(spec) {
    const ops = [
      'createOrganizationSAMLProvider',
      'getOrganizationSAMLProviderById',
      'updateOrganizationSAMLProvider',
      'listSAMLProvidersInOrganizationById',
    ];
    if (![...ops, 'listSSOProviderLoginsInOrganization'].every((id) => spec.has(id)))
      return { requirements: [], checks: [] };
    const base = {
      section: 'SSO',
      profile: 'sso' as const,
      category: 'state' as const,
      level: 'SHOULD' as const,
      source: behaviour('saml-providers'),
    };
    const requirements: Requirement[] = [
      {
        ...base,
        id: SAML_STATUS,
        operations: ops,
        judges: ['ssoURL', 'entityID', 'certificate'],
        reads: ['status'],
        statement:
          'a SAML provider is `pending` until ssoURL, entityID and certificate are all set, then `active`: in the answer of its create and PATCH, its GET and the providers list',
      },
      {
        ...base,
        id: SAML_LOGINS,
        operations: [
          'listSSOProviderLoginsInOrganization',
          'getOrganizationSAMLProviderById',
          'updateOrganizationSAMLProvider',
        ],
        readsIn: { listSSOProviderLoginsInOrganization: ['items', 'id', 'label', 'startURL'] },
        statement:
          "the organization's SSO logins list its active providers and no pending one, each with the provider's label and its service.startURL",
      },
    ];
    return judgedOnce(spec, 'SAML provider status and SSO logins', requirements, examine);
  },
};
