/** Profile sso: fresh SAML providers for the checks that need one. */
import type { SuiteModule } from '../engine/module.js';
import { createdIn } from './created.js';
import { uniqueName } from './names.js';

const label = () => ({ label: uniqueName(30) });

export const ssoModule: SuiteModule = {
  name: 'sso',
  providers: [createdIn('samlProviderId', 'createOrganizationSAMLProvider', label)],
  setups: [{ operationId: 'createOrganizationSAMLProvider', body: label }],
};
