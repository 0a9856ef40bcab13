/**
 * A state-machine check: fast-check draws a sequence of commands, each runs on a model and on the target, and a
 * requirement that does not hold ends the example (`Findings.require` in stop mode), so each example shows the
 * shortest sequence of requests that breaks it.
 */
import fc from 'fast-check';
import type { Check } from './check.js';
import { propertyCheck } from './property-check.js';
import type { Findings } from './property.js';
import type { Session } from './session.js';

export interface ModelCheckSpec<Model extends object, Real, Drawn = undefined> {
  name: string;
  covers: string[];
  feeds?: string[];
  exclusive?: boolean;
  commands: fc.Arbitrary<fc.AsyncCommand<Model, Real>>[];
  /** The longest sequence of commands of an example. */
  maxCommands: number;
  /** Default number of examples (overridden by `--num-runs`). */
  numRuns: number;
  /** A value drawn for each example besides its commands, handed to `setup` (e.g. the state to start from). */
  draw?: fc.Arbitrary<Drawn>;
  /** Makes an example's objects on the target and the model that mirrors them. */
  setup(s: Session, findings: Findings, drawn: Drawn): Promise<{ model: Model; real: Real }>;
  /** Runs after the commands, on the state they left (reads it back once more). */
  after?(model: Model, real: Real): Promise<void>;
}

export function modelCheck<Model extends object, Real, Drawn = undefined>(
  spec: ModelCheckSpec<Model, Real, Drawn>,
): Check {
  const draw = spec.draw ?? (fc.constant(undefined) as fc.Arbitrary<Drawn>);
  return propertyCheck({
    name: spec.name,
    covers: spec.covers,
    ...(spec.feeds !== undefined ? { feeds: spec.feeds } : {}),
    ...(spec.exclusive !== undefined ? { exclusive: spec.exclusive } : {}),
    example: {
      arbitrary: fc.tuple(draw, fc.commands(spec.commands, { maxCommands: spec.maxCommands, size: 'medium' })),
      numRuns: spec.numRuns,
      async examine([drawn, cmds], s, findings) {
        findings.stopAtFailure();
        const { model, real } = await spec.setup(s, findings, drawn);
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        await spec.after?.(model, real);
      },
    },
  });
}
