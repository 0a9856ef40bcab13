/**
 * Operations of the spec whose handlers belong to later pieces of work; they answer 501 with the
 * error body until then (never a fake success). This list shrinks to nothing.
 */
import { document } from '@docs-api/spec';
import type { OperationObject } from '@docs-api/spec';

const CONTENT = 'content, change requests and comments';
const SITES = 'sites, OpenAPI specifications and translations';

/** Contract sections (tags) implemented later. */
const pendingSections: Record<string, string> = {
  'Change requests': CONTENT,
  'Change request content': CONTENT,
  'Change request comments': CONTENT,
  'Space content': CONTENT,
  'Space comments': CONTENT,
  Sites: SITES,
  'Site sections': SITES,
  'Site section groups': SITES,
  'Site spaces': SITES,
  'Site share links': SITES,
  'OpenAPI specifications': SITES,
  'Translation settings': SITES,
};

/** Single operations of otherwise live sections. */
const pendingOperations: Record<string, string> = {
  listLinksInSpace: CONTENT,
};

/** The pending operations among those without a handler. */
export function pendingOperationIds(implemented: Record<string, unknown>): Map<string, string> {
  const pending = new Map(Object.entries(pendingOperations).filter(([id]) => !(id in implemented)));
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, OperationObject>)) {
      const section = operation.tags?.[0];
      if (operation.operationId && !(operation.operationId in implemented) && section !== undefined && section in pendingSections) {
        pending.set(operation.operationId, pendingSections[section] ?? '');
      }
    }
  }
  return pending;
}
