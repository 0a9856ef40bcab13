/**
 * `docs-api-conformance list`: the requirements a selection holds, a line each with the module that builds it (or
 * all of them as JSON, or the blind spots of the selection); request rules with `--requests`.
 */
import { blindSpots, blindSpotsText, knownSpots } from '../../blind-spots.js';
import type { Catalogue } from '../../catalogue.js';
import { selectRequirements } from '../../engine/runner.js';
import { sourceTag } from '../../engine/sources.js';
import type { Requirement } from '../../engine/types.js';
import { requestRequirements } from '../../proxy/traffic.js';
import { selectionOf, type Arguments } from '../args.js';

/** A module's file as a line shows it: `generic/timestamps` for `src/requirements/generic/timestamps.ts`. */
export const shortModule = (file: string | undefined): string =>
  file === undefined ? '-' : file.replace(/^src\/requirements\//, '').replace(/(\/index)?\.ts$/, '');

function line(r: Requirement, idWidth: number, moduleWidth: number): string {
  const needs = r.needs !== undefined ? ` (needs ${r.needs.join(', ')})` : '';
  const module = shortModule(r.module).padEnd(moduleWidth);
  return `${r.id.padEnd(idWidth)}  ${r.level.padEnd(6)}  ${r.profile.padEnd(15)}  ${module}  ${r.statement}${needs} [${sourceTag(r.source)}]\n`;
}

/** What `list` prints for these arguments. */
export function listText(catalogue: Catalogue, args: Arguments): string {
  const listed = args.requests ? { ...catalogue, requirements: requestRequirements(catalogue.spec) } : catalogue;
  const requirements = selectRequirements(listed, selectionOf(args));
  if (args.blindSpots)
    return blindSpotsText(
      blindSpots(catalogue.spec, requirements),
      knownSpots(catalogue.spec, requirements),
      args.json,
    );
  if (args.json || args.reporters.some((r) => r.name === 'json')) return `${JSON.stringify(requirements, null, 2)}\n`;
  const idWidth = Math.max(...requirements.map((r) => r.id.length), 10);
  const moduleWidth = Math.max(...requirements.map((r) => shortModule(r.module).length), 6);
  const count = (level: string) => requirements.filter((r) => r.level === level).length;
  return [
    ...requirements.map((r) => line(r, idWidth, moduleWidth)),
    `\n${requirements.length} requirements: ${count('MUST')} MUST, ${count('SHOULD')} SHOULD\n`,
  ].join('');
}
