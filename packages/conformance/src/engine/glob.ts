/** A requirement or operation pattern (`DEL-*`, `*Space*`) as a whole-string regular expression; `*` matches anything. */
export const globToRegExp = (glob: string): RegExp =>
  new RegExp(
    `^${glob
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
