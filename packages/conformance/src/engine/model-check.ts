/**
 * A state-machine check: fast-check draws a sequence of commands, each runs on a model and on the target, and a
 * requirement that does not hold ends the example (`Findings.require` in stop mode), so each example shows the
 * shortest sequence of requests that breaks it. Every seed first runs a fixed tour of every kind of command.
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
  locks?: string[];
  /** Each example makes its own objects: the examples may run at once (Example.independent). */
  independent?: boolean;
  /** Each example works in a tenant of its own where the run makes them (Example.tenantEach). */
  tenantEach?: boolean;
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

/** Sequences drawn at a fixed seed that every run tries after the tour, whatever its own seed. */
const FIXED_SEED = 20_261_202;
const FIXED_SEQUENCES = 2;

/** How many times the tour goes through the kinds of command. */
const TOUR_ROUNDS = 8;

/**
 * The example every seed runs first: rounds through every kind of command, in the order the spec lists them and
 * then backwards (reads after writes, writes after reads), each time with another of its values (taken at fixed seeds: `get(0)` in one round, `get(1)` in the next), so that what
 * one command leaves every other sees, on every object the model has. A transition the model knows is then tried
 * on every seed; the drawn sequences come on top.
 */
function tour<Model extends object, Real, Drawn>(
  spec: ModelCheckSpec<Model, Real, Drawn>,
  draw: fc.Arbitrary<Drawn>,
): [Drawn, Iterable<fc.AsyncCommand<Model, Real>>] {
  const values = spec.commands.map((command, seed) => {
    const distinct = new Map<string, fc.AsyncCommand<Model, Real>>();
    for (const value of fc.sample(command, { seed, numRuns: 16 })) distinct.set(String(value), value);
    return [...distinct.values()];
  });
  const commands = Array.from({ length: TOUR_ROUNDS }, (_, round) => {
    const once = values.flatMap((kind) => (kind.length === 0 ? [] : [kind[round % kind.length]]));
    return round % 2 === 0 ? once : once.reverse();
  }).flat() as fc.AsyncCommand<Model, Real>[];
  return [fc.sample(draw, { seed: 0, numRuns: 1 })[0] as Drawn, commands];
}

export function modelCheck<Model extends object, Real, Drawn = undefined>(
  spec: ModelCheckSpec<Model, Real, Drawn>,
): Check {
  const draw = spec.draw ?? (fc.constant(undefined) as fc.Arbitrary<Drawn>);
  const arbitrary = fc.tuple(draw, fc.commands(spec.commands, { maxCommands: spec.maxCommands, size: 'medium' }));
  return propertyCheck({
    name: spec.name,
    covers: spec.covers,
    ...(spec.feeds !== undefined ? { feeds: spec.feeds } : {}),
    ...(spec.exclusive !== undefined ? { exclusive: spec.exclusive } : {}),
    ...(spec.locks !== undefined ? { locks: spec.locks } : {}),
    long: true,
    example: {
      arbitrary,
      // The tour, and sequences drawn at fixed seeds (the same on every run), before the run's own.
      always: [tour(spec, draw), ...fc.sample(arbitrary, { seed: FIXED_SEED, numRuns: FIXED_SEQUENCES })],
      numRuns: spec.numRuns,
      ...(spec.independent === true ? { independent: true } : {}),
      ...(spec.tenantEach === true ? { tenantEach: true } : {}),
      async examine([drawn, cmds], s, findings) {
        findings.stopAtFailure();
        const { model, real } = await spec.setup(s, findings, drawn);
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        await spec.after?.(model, real);
      },
    },
  });
}
