/** What the properties of one run share: the shrink time left and the kinds of failure already shrunk. */
export interface ShrinkState {
  remainingMs: number;
  /** Failure kind → the requirement whose counterexample shows it. */
  groups: Map<string, string>;
}
