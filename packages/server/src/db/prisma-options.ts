/**
 * What the Prisma clients of both databases (postgres.ts, pglite.ts) share: the client's options, and the timing
 * of every statement their driver adapters run, heard through Database.observeQueries (metrics).
 */
import { timedAdapterFactory, type QueryObserver } from './timed-adapter.js';

/**
 * Options of every Prisma client. `minimal` errors: with any other format Prisma creates an Error at every query
 * (to name the caller's file and line in a Prisma error's message), a stack capture per statement; the server
 * answers Prisma's errors by their codes and logs them with their own stacks.
 */
export const PRISMA_OPTIONS = { errorFormat: 'minimal' } as const;

/** The statement timing of one database: an adapter factory wrapped by `timed` reports to the observer given last. */
export interface QueryTiming {
  /** Database.observeQueries (needs no `this`: it may be handed on as it is). */
  observeQueries: (observer: QueryObserver) => void;
  timed: <T extends object>(factory: T) => T;
}

/** A database's statement timing, heard by nobody until observeQueries is called. */
export function queryTiming(): QueryTiming {
  let observer: QueryObserver | undefined;
  return {
    observeQueries: (given) => {
      observer = given;
    },
    timed: (factory) => timedAdapterFactory(factory, () => observer),
  };
}
