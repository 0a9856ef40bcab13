/**
 * Who may read what, as the spec says it: the operations open by design to callers who are not members of the
 * organization they address (`x-open-to-non-members`, packages/spec README), and the ids a path template names.
 */
import type { ApiSpec, Operation } from './operations.js';

/** When a non-member may read through the operation (the spec's `x-open-to-non-members`), if ever. */
export function openToNonMembers(spec: ApiSpec, op: Operation): string | undefined {
  const item = (spec.document.paths ?? {})[op.path] as Record<string, Record<string, unknown> | undefined> | undefined;
  const value = item?.[op.method]?.['x-open-to-non-members'];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A path's child and its parent: the last path parameter and the one before it
 * (`/v1/spaces/{spaceId}/comments/{commentId}` → commentId under spaceId), with the template up to the parent.
 */
export function childOf(
  op: Operation,
): { child: string; parent: string; parentPath: string; childPath: string } | undefined {
  const ids = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const child = ids.at(-1);
  const parent = ids.at(-2);
  if (child === undefined || parent === undefined) return undefined;
  const cut = (name: string) => op.path.slice(0, op.path.indexOf(`{${name}}`) + name.length + 2);
  return { child, parent, parentPath: cut(parent), childPath: cut(child) };
}
