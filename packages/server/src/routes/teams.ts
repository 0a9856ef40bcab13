/** Handlers of contract section "Teams and team members". */
import type { HandlerMap } from '../http/handler.js';

export const teamHandlers: HandlerMap = {};
