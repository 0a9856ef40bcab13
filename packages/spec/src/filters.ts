/**
 * What a list's query parameter means, where its description alone does not let a program check it: the
 * parameter extensions `x-filter` (the items a filter keeps) and `x-search` (the items or hits a text search
 * finds). README › Filters and searches: `x-filter`, `x-search`.
 */

/**
 * How a filter value tests an item:
 * - `eq`: the item's `field` equals the value (a string, an enumeration value, a boolean);
 * - `contains-ci`: one of the item's `field`s holds the value as a substring, ignoring case;
 * - `in`: the item's `field` is one of the values (an array parameter, one value per repetition);
 * - `includes`: the item includes an object whose id is the value, which the item does not show itself:
 *   `via` is the list that shows it, read once per item;
 * - `top-level-when-false`: `true` keeps every item, `false` only those whose `field` is absent or null;
 * - `opaque`: the relation is not observable through the API (`note` says what a check can judge).
 */
export type FilterOp = 'eq' | 'contains-ci' | 'in' | 'includes' | 'top-level-when-false' | 'opaque';

/** The list that shows what an item includes (`includes`): its items' `field` is the value. */
export interface FilterVia {
  /** A list operation whose last path parameter is the item's id; the others are the filtered list's own. */
  operationId: string;
  /** Dotted path of the value in each of its items (`space.id`). */
  field: string;
  /** Only its items with these field values count (`{role: 'owner'}`). */
  where?: Record<string, string>;
}

/** The meaning of a filtering query parameter (`x-filter`). */
export interface FilterMeaning {
  op: FilterOp;
  /** Dotted path(s) of the item field tested (`postedBy.id`); several (`contains-ci`): any one matching is enough. */
  field?: string | string[];
  /** `eq` on an enumeration: the value that keeps every item (`all`). */
  all?: string;
  /** `includes`: where the relation shows. */
  via?: FilterVia;
  /** `includes`: the list keeps at least the items `via` shows, and may keep more (an admin manages every team). */
  atLeast?: boolean;
  /** `opaque`: a dotted path of the item holding plausible values (`createdBy.id`). */
  sample?: string;
  /**
   * The meaning is the reference's reading of a description that says less (docs/behaviour.md): a check of it is a
   * SHOULD (a fact of the reference), not a MUST.
   */
  reading?: 'reference';
  /** Why, in a sentence, where the meaning needs one. */
  note?: string;
}

/** The meaning of a text search parameter (`x-search`). */
export interface SearchMeaning {
  /**
   * `contains-ci`: the list keeps exactly the items one of whose `field`s holds the text, ignoring case;
   * `full-text`: the content search finds the pages holding the word, and every hit holds it.
   */
  op: 'contains-ci' | 'full-text';
  /** Dotted paths, within a hit, of the text a match shows (any one holding the text is enough). */
  field: string[];
  /** `full-text`: the dotted path of the hits within an item when an item groups them (`pages`); else the item. */
  hits?: string;
}

/** The extension that carries a filter's meaning, to spread into a query parameter's extras. */
export const filter = (meaning: FilterMeaning): { 'x-filter': FilterMeaning } => ({ 'x-filter': meaning });

/** The extension that carries a search parameter's meaning. */
export const search = (meaning: SearchMeaning): { 'x-search': SearchMeaning } => ({ 'x-search': meaning });
