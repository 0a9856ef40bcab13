/**
 * What an output flag means: the parameter extension `x-flag` on a query parameter that shapes the answer instead of
 * filtering it (`metadata`, `format`). It says, for each value other than the default, how the answer differs from
 * the answer without the parameter, so that the conformance suite can judge it. README › Output flags: `x-flag`.
 */
import type { ParameterObject } from 'openapi3-ts/oas31';

export const flagKey = 'x-flag' as const;

/**
 * How one value of a flag changes the answer, against the answer without the parameter. Paths are dotted, from the
 * answer (from each item for a list), arrays crossed (`files.git`: the `git` of every file). Anything the effect does
 * not name reads the same.
 */
export interface FlagEffect {
  /** Fields the value leaves out where the answer without the parameter has them (`git`, `pages.git`). */
  leavesOut?: string[];
  /**
   * A field the value shows in another form: wherever the answer without the parameter has `from`, this one has
   * `to` instead, a sibling of it (`body.markdown` → `body.document`), and no `from`.
   */
  replaces?: { from: string; to: string };
}

/** The meaning of an output flag (`x-flag`). */
export interface FlagMeaning {
  /** The effect of each value, as the string sent (`"false"`, `"document"`), that does not answer as leaving it out. */
  values: Record<string, FlagEffect>;
  /**
   * The value that answers exactly as leaving the parameter out, where the schema states no `default` (`format`:
   * `markdown`); else the schema's `default` is that value.
   */
  default?: string | boolean;
  /**
   * The field through which the answer's objects nest (a page's `pages`): every path applies to the answer and again
   * to each object nested through it, at any depth (`git` of a page is also the `git` of each of its nested pages).
   */
  nests?: string;
  /**
   * The meaning is the reference's reading of a description that says less (docs/behaviour.md#output-flags): a check
   * of it is a SHOULD, not a MUST.
   */
  reading?: 'reference';
  /** Why, in a sentence, where the meaning needs one. */
  note?: string;
}

/** The extension that carries a flag's meaning, to spread into a query parameter's extras. */
export const flag = (meaning: FlagMeaning): { 'x-flag': FlagMeaning } => ({ [flagKey]: meaning });

/** A parameter with its `x-flag` (inline: a `$ref` takes no extension). */
export const withFlag = (parameter: ParameterObject, meaning: FlagMeaning): ParameterObject => ({
  ...parameter,
  ...flag(meaning),
});

/** The `x-flag` meaning of a (resolved) parameter, if any. */
export const flagOf = (parameter: ParameterObject): FlagMeaning | undefined =>
  parameter[flagKey] as FlagMeaning | undefined;
