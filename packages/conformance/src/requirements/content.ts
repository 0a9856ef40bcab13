/** Profile content (fixtures only; its requirements come from the spec-derived families): what to import. */
import { NotApplicable } from '../engine/errors.js';
import type { SuiteModule } from '../engine/module.js';
import type { Session } from '../engine/session.js';

// contract: Space content › POST import — `url` (URI) of a website and `source` `website`. The target fetches
// the page, so it has to be one it can reach: the fixtures name it (a private address may be refused).
function importBody(s: Session): { url: string; source: string } {
  const url = s.fixtures.publicPageUrl;
  if (url === undefined) throw new NotApplicable('a content import needs a web page the target can fetch: set publicPageUrl in the fixtures');
  return { url, source: 'website' };
}

export const contentModule: SuiteModule = {
  name: 'content',
  setups: [
    { operationId: 'importContentInSpace', body: importBody },
    { operationId: 'importContentInChangeRequest', body: importBody },
  ],
};
