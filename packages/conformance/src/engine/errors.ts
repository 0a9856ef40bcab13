/** Outcomes a check can throw from anywhere in an example; the property runner turns them into verdicts. */

/** The requirement cannot be decided on this target (an operation answers 501, no fixture exists): SKIPPED. */
export class NotApplicable extends Error {
  override name = 'NotApplicable';
}

/** A prerequisite failed (creating the object to test answered 500): the check ERRORED, which is not a pass. */
export class SetupFailed extends Error {
  override name = 'SetupFailed';
}

/** A requirement does not hold; thrown by model commands to stop the run at the first broken expectation. */
export class Violation extends Error {
  override name = 'Violation';
  constructor(
    readonly requirementId: string,
    message: string,
  ) {
    super(message);
  }
}

/** The run was stopped (SIGINT/SIGTERM): requests are no longer sent and running checks end early. */
export class Interrupted extends Error {
  override name = 'Interrupted';
}
