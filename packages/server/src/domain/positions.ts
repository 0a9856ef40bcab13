import { badRequest } from '../errors.js';

/**
 * Order among siblings as a fractional index (spec: moveSpace, moveCollection (their `position`)): an item placed
 * between two siblings takes the midpoint of their positions; lists sort by position, then id.
 */
export interface Placed {
  id: string;
  position: number;
}

/** Of the siblings left after `removed` (in order), the one that takes its place as default: the next one, else the last. */
export function successorOf<T extends Placed>(remaining: T[], removed: Placed): T | undefined {
  const after = remaining.find(
    (r) => r.position > removed.position || (r.position === removed.position && r.id > removed.id),
  );
  return after ?? remaining.at(-1);
}

export interface Anchors {
  before?: string | undefined;
  after?: string | undefined;
}

/** A new position, and the siblings to renumber first when no float fits between two neighbours. */
export interface Placement {
  position: number;
  renumber: Placed[];
}

export type PlacementError = 'before' | 'after' | 'order';

const between = (lo: number | undefined, hi: number | undefined): number | undefined => {
  if (lo === undefined) return hi === undefined ? 1 : hi - 1;
  if (hi === undefined) return lo + 1;
  const mid = lo + (hi - lo) / 2;
  return lo < mid && mid < hi ? mid : undefined;
};

/**
 * Places an item among `siblings` (ordered by position then id, without the item itself): right after
 * `after`, else right before `before`, else at the end. An anchor that is not a sibling, or `after`
 * not preceding `before`, is an error naming the anchor.
 */
export function place(siblings: Placed[], anchors: Anchors): Placement | { error: PlacementError } {
  const indexOf = (id: string | undefined) => (id === undefined ? undefined : siblings.findIndex((s) => s.id === id));
  const after = indexOf(anchors.after);
  const before = indexOf(anchors.before);
  if (after === -1) return { error: 'after' };
  if (before === -1) return { error: 'before' };
  if (after !== undefined && before !== undefined && after >= before) return { error: 'order' };
  const index = after !== undefined ? after + 1 : (before ?? siblings.length);

  const position = between(siblings[index - 1]?.position, siblings[index]?.position);
  if (position !== undefined) return { position, renumber: [] };
  const renumber = siblings
    .map((s, i) => ({ id: s.id, position: i + 1 }))
    .filter((s, i) => s.position !== siblings[i]?.position);
  return { position: index + 0.5, renumber };
}

/**
 * `place` for a request whose anchors come from `body.position`: an anchor that is not a sibling is a 400 naming
 * it — `body.position.after.<anchorField> is not <notSibling>` — and so is `after` not preceding `before`.
 */
export function placeOrRefuse(
  siblings: Placed[],
  anchors: Anchors,
  anchorField: string,
  notSibling: string,
): Placement {
  const placement = place(siblings, anchors);
  if (!('error' in placement)) return placement;
  if (placement.error === 'order') throw badRequest('body.position.after must come before body.position.before');
  throw badRequest(`body.position.${placement.error}.${anchorField} is not ${notSibling}`);
}

/** The position of an item added after the last of `siblings` (in list order). */
export const positionAtEnd = (siblings: Placed[]): number => (siblings.at(-1)?.position ?? 0) + 1;
