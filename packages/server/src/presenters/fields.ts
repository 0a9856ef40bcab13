/**
 * The fields of `fields` that hold a value, to spread into a response where they stand (their keys keep their
 * order): a null or undefined one is left out, since the spec's optional fields are absent, never null.
 */
export function valued<T extends object>(fields: T): { [K in keyof T]?: NonNullable<T[K]> } {
  const given: { [K in keyof T]?: NonNullable<T[K]> } = {};
  for (const key in fields) {
    const value = fields[key];
    if (value !== null && value !== undefined) given[key] = value;
  }
  return given;
}
