/** Handlers of contract section "Spaces" (and the beyond-contract createSpace, listSpacesInOrganizationById). */
import type { HandlerMap } from '../http/handler.js';

export const spaceHandlers: HandlerMap = {};
