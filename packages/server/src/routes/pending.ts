/**
 * Operations of the spec whose handlers belong to later work answer 501 with the error body until
 * then (never a fake success). Every operation of the contract is live now, so the list is empty; the
 * router still refuses to start when an operation has neither a handler nor an entry here.
 */
export const pendingOperations: ReadonlyMap<string, string> = new Map();
