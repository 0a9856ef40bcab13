/** Handlers of contract section "SSO". */
import type { HandlerMap } from '../http/handler.js';

export const ssoHandlers: HandlerMap = {};
