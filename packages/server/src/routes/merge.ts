/**
 * The merge of handler maps by operationId, refusing an operation two maps handle: the families of /v1
 * (routes/index.ts) and of the test API (test-api/index.ts) are merged by it.
 */

/** Merges `maps`; an operationId in two of them is an error that names it (`named(id)`). */
export function mergeHandlers<Handler>(
  maps: Readonly<Record<string, Handler>>[],
  named: (id: string) => string = (id) => id,
): Record<string, Handler> {
  const merged: Record<string, Handler> = {};
  for (const map of maps) {
    for (const [id, handler] of Object.entries(map)) {
      if (id in merged) throw new Error(`${named(id)} has two handlers`);
      merged[id] = handler;
    }
  }
  return merged;
}
