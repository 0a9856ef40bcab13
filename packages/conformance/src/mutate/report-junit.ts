/**
 * The JUnit XML report of `mutate`: one test suite per operator, one test case per mutant. A killed mutant passes
 * (the suite caught it); a survivor is a `<failure>` (the suite would miss it), with its description and replay
 * line; an equivalent mutant or one not run is `<skipped>`; one the run could not measure is an `<error>`.
 */
import { clip } from '../reporters/clip.js';
import { durationText, outcomeDetail, replayLine, type MutationInvocation } from './report.js';
import { scores, scoreText, type MutantOutcome, type MutationResult } from './result.js';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

const xml = (text: string): string =>
  text.replace(CONTROL, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const seconds = (ms: number) => (ms / 1000).toFixed(3);

export function mutationJunit(result: MutationResult, invocation: MutationInvocation): string {
  const { mask } = invocation;
  const count = (outcomes: MutantOutcome[], ...statuses: MutantOutcome['status'][]) =>
    outcomes.filter((o) => statuses.includes(o.status)).length;
  const totals = (outcomes: MutantOutcome[]) =>
    `tests="${outcomes.length}" failures="${count(outcomes, 'survived')}" errors="${count(outcomes, 'error')}" skipped="${count(outcomes, 'equivalent', 'not-run')}"`;
  const operators = new Map<string, MutantOutcome[]>();
  for (const outcome of result.mutants)
    operators.set(outcome.mutant.operator, [...(operators.get(outcome.mutant.operator) ?? []), outcome]);
  const timestamp = result.startedAt.replace(/\.\d+Z$/, '');
  const { overall } = scores(result);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- Mutation score: ${xml(scoreText(overall))} in ${xml(durationText(result.durationMs))}; seed ${result.seed} -->`,
    `<testsuites name="docs-api-conformance ${xml(result.tool.version)} mutate${result.interrupted ? ' (interrupted)' : ''}" ${totals(result.mutants)} time="${seconds(result.durationMs)}" timestamp="${timestamp}">`,
  ];
  for (const [operator, outcomes] of operators) {
    const time = outcomes.reduce((sum, o) => sum + o.durationMs, 0);
    lines.push(
      `  <testsuite name="${xml(operator)}" ${totals(outcomes)} time="${seconds(time)}" timestamp="${timestamp}">`,
    );
    for (const outcome of outcomes) {
      lines.push(
        `    <testcase classname="mutate.${xml(outcome.profile)}" name="${xml(outcome.mutant.id)}" time="${seconds(outcome.durationMs)}">`,
      );
      const detail = outcomeDetail(outcome, mask);
      if (outcome.status === 'survived') {
        const body = [outcome.mutant.description, detail, `replay: ${replayLine(invocation, result, outcome)}`].join(
          '\n',
        );
        lines.push(
          `      <failure message="${xml(clip(`survived: ${outcome.mutant.description}`, 800, xml))}">${xml(body)}</failure>`,
        );
      } else if (outcome.status === 'error') {
        lines.push(`      <error message="${xml(clip(detail, 800, xml))}">${xml(detail)}</error>`);
      } else if (outcome.status === 'equivalent' || outcome.status === 'not-run') {
        const why = outcome.status === 'equivalent' ? `equivalent: ${detail}` : detail;
        lines.push(`      <skipped message="${xml(clip(why, 800, xml))}"/>`);
      } else {
        lines.push(`      <system-out>${xml(`killed ${detail}`)}</system-out>`);
      }
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}
