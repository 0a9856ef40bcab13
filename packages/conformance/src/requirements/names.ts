/** Names for the objects the suite creates: short, unique within a run, recognizable as the suite's. */
let counter = 0;
const run = Math.random().toString(36).slice(2, 6);

/** `conf-<run>-<n>`, at most `max` characters. */
export function uniqueName(max = 30): string {
  counter += 1;
  return `conf-${run}-${counter}`.slice(0, max);
}
