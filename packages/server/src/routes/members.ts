/** Handlers of contract section "Organization members". */
import type { HandlerMap } from '../http/handler.js';

export const memberHandlers: HandlerMap = {};
