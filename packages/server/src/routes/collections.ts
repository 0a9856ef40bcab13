/** Handlers of contract section "Collections". */
import type { HandlerMap } from '../http/handler.js';

export const collectionHandlers: HandlerMap = {};
