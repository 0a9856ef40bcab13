/** Builds a Check from a fast-check example (see property.ts). */
import type { Check } from './check.js';
import { runProperty, type Example } from './property.js';
import { Session } from './session.js';

export interface PropertyCheckSpec<T> {
  name: string;
  covers: string[];
  feeds?: string[];
  exclusive?: boolean;
  locks?: string[];
  long?: boolean;
  /** Makes the shared objects the examples will use before the checks that run alone (Check.prepare). */
  prepare?(s: Session): Promise<void>;
  example: Example<T>;
}

export function propertyCheck<T>(spec: PropertyCheckSpec<T>): Check {
  return {
    name: spec.name,
    covers: spec.covers,
    ...(spec.feeds !== undefined ? { feeds: spec.feeds } : {}),
    ...(spec.exclusive !== undefined ? { exclusive: spec.exclusive } : {}),
    ...(spec.locks !== undefined ? { locks: spec.locks } : {}),
    ...(spec.long === true ? { long: true } : {}),
    ...(spec.prepare !== undefined
      ? { prepare: (run) => spec.prepare?.(new Session(run.env)) ?? Promise.resolve() }
      : {}),
    run: (run) => runProperty(run, spec.name, spec.covers, spec.example),
  };
}
