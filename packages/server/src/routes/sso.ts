/** Operations of the spec's tag "SSO" (paths/sso.ts): SAML providers and the SSO login list. */
import { handlersOf } from '../http/handler.js';
import * as sso from '../services/sso.js';

export const ssoHandlers = handlersOf({
  listSAMLProvidersInOrganizationById: [200, sso.list],
  createOrganizationSAMLProvider: [201, sso.create],
  getOrganizationSAMLProviderById: [200, sso.get],
  updateOrganizationSAMLProvider: [200, sso.update],
  deleteOrganizationSAMLProvider: [204, sso.remove],
  listSSOProviderLoginsInOrganization: [200, sso.listLogins],
});
