/** Builds a Check from a fast-check example (see property.ts). */
import type { Check } from './check.js';
import { runProperty, type Example } from './property.js';

export interface PropertyCheckSpec<T> {
  name: string;
  covers: string[];
  feeds?: string[];
  exclusive?: boolean;
  locks?: string[];
  example: Example<T>;
}

export function propertyCheck<T>(spec: PropertyCheckSpec<T>): Check {
  return {
    name: spec.name,
    covers: spec.covers,
    ...(spec.feeds !== undefined ? { feeds: spec.feeds } : {}),
    ...(spec.exclusive !== undefined ? { exclusive: spec.exclusive } : {}),
    ...(spec.locks !== undefined ? { locks: spec.locks } : {}),
    run: (run) => runProperty(run, spec.name, spec.covers, spec.example),
  };
}
