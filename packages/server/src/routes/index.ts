/** Every handler, by operationId, and the operations still pending. */
import type { HandlerMap } from '../http/handler.js';
import { collectionHandlers } from './collections.js';
import { memberHandlers } from './members.js';
import { organizationHandlers } from './organizations.js';
import { pendingOperationIds } from './pending.js';
import { spaceHandlers } from './spaces.js';
import { ssoHandlers } from './sso.js';
import { teamHandlers } from './teams.js';

export const handlers: HandlerMap = {
  ...organizationHandlers,
  ...memberHandlers,
  ...teamHandlers,
  ...ssoHandlers,
  ...collectionHandlers,
  ...spaceHandlers,
};

export const pending = pendingOperationIds(handlers);
