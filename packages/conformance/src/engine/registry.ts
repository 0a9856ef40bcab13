/**
 * The registry of what profile modules contribute besides requirements: how to obtain each path parameter, a
 * valid base body per operation, and how to add one item to a list. Generic over the session its callbacks get,
 * so that the session can hold the registry without importing what uses it (session-registry.ts names the real one).
 */
import type { Operation } from '../contract/operations.js';

export type Params = Record<string, string>;
export type JsonObject = Record<string, unknown>;

export interface ResourceProvider<S> {
  /** The path parameter it provides, e.g. `spaceId`. */
  param: string;
  /** Only for operations whose path starts with this template (a comment of a change request vs of a space). */
  under?: string;
  /** A new object only the caller uses (with the path parameters of its parents); absent when the API cannot make one. */
  fresh?(s: S): Promise<Params>;
  /**
   * Fresh objects are few (the fixtures' spare members): only checks that use them up (a DELETE) take one;
   * every other check gets the shared object.
   */
  scarce?: boolean;
  /** An object any check may read; defaults to one fresh object made once per run. */
  shared?(s: S): Promise<Params>;
}

export interface OperationSetup<S> {
  operationId: string;
  /** A valid body for the operation; `field` is the field a limit or enumeration check is about to vary. */
  body?(s: S, params: Params, field?: string): Promise<JsonObject> | JsonObject;
  /**
   * Removes what a limit or enumeration probe created, when the value it sent must stay free (a unique key:
   * the next example may send the same value). `created` is the body the operation answered.
   */
  discard?(s: S, params: Params, created: unknown): Promise<void>;
  /**
   * Values of an enumerated body field this operation refuses by design (a state only a transition reaches,
   * e.g. a change request's `merged`): the enumeration check does not send them here; a state model does.
   */
  unsettable?: Record<string, string[]>;
  /**
   * The operation changes nothing a person would miss (a ping moving the caller's own `lastSeenAt`): the run
   * may call it on objects it did not create. Other non-create actions on such objects (one-way changes like
   * marking a member as SSO) are SKIPPED unless `--allow-destructive`.
   */
  harmless?: boolean;
  /**
   * Objects a successful answer made besides the one it returns (a site created with `spaces: "new"` makes a
   * space): each as the DELETE operation and path parameters that remove it. The run deletes them at its end.
   */
  alsoCreated?(
    s: S,
    params: Params,
    body: unknown,
    answer: unknown,
  ): Promise<{ operationId: string; params: Params }[]>;
}

export interface ListPopulator<S> {
  /** The list operation. */
  list: string;
  /** Adds one item to the list at these path parameters and returns its id; undefined when it cannot grow further. */
  add(s: S, params: Params): Promise<string | undefined>;
}

/** The registered providers, setups and populators of every module. */
export class Registry<S> {
  constructor(
    readonly providers: ResourceProvider<S>[],
    readonly setups: OperationSetup<S>[],
    readonly populators: ListPopulator<S>[],
  ) {}

  /** The most specific provider of a parameter for an operation's path. */
  provider(param: string, op: Operation): ResourceProvider<S> | undefined {
    return this.providers
      .filter((p) => p.param === param && (p.under === undefined || op.path.startsWith(p.under)))
      .sort((a, b) => (b.under?.length ?? 0) - (a.under?.length ?? 0))[0];
  }

  /** Whether a check can get its own object for this parameter of the operation (a fresh, not scarce one). */
  canIsolate(param: string, op: Operation): boolean {
    const provider = this.provider(param, op);
    return provider?.fresh !== undefined && provider.scarce !== true;
  }

  setup(operationId: string): OperationSetup<S> | undefined {
    return this.setups.find((s) => s.operationId === operationId);
  }

  populator(list: string): ListPopulator<S> | undefined {
    return this.populators.find((p) => p.list === list);
  }
}
