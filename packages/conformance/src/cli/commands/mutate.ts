/**
 * `mutate --target <url>`: the suite's bite measured on the reference. Reads the target's catalogue of behaviour
 * mutants, selects some (--mutants, --operator, --sample with --seed), runs the baseline and then each mutant in a
 * tenant of its own (src/mutate/run.ts), and reports every mutant KILLED, SURVIVED or EQUIVALENT with the score
 * overall, per operator and per profile. Exit 1 when the score is below --min-score; 2 on bad arguments, an empty
 * selection or a target without the test API; 130/143 when interrupted (the tenants are removed all the same).
 */
import { writeFile } from 'node:fs/promises';
import type { Catalogue } from '../../catalogue.js';
import { TEST_API_TOKEN_VARIABLE } from '../../engine/fixtures.js';
import type { Arguments } from '../../options/flags.js';
import { Masker } from '../../reporters/mask.js';
import type { Style } from '../../reporters/pretty.js';
import { fetchMutants } from '../../mutate/mutants.js';
import { mutationRenderers } from '../../mutate/render.js';
import { baselineLine, shellQuote, type MutationInvocation } from '../../mutate/report.js';
import { mutantProgressLine, mutationPretty } from '../../mutate/report-pretty.js';
import { meetsMinimum, scoreOf, scoreText } from '../../mutate/result.js';
import { runMutation } from '../../mutate/run.js';
import { selectMutants } from '../../mutate/select.js';
import { listenForInterrupt } from '../interrupt.js';

const noTokens = { admin: '', reader: '', outsider: '' };

/** A word of a printed command line: quoted only when the shell needs it. */
const word = (text: string): string => (/^[\w./:@%+=,-]+$/.test(text) ? text : shellQuote(text));

export async function mutate(catalogue: Catalogue, args: Arguments, program: string): Promise<number> {
  const target = (args.target ?? '').replace(/\/+$/, '');
  const testApiToken = args.testApiToken || process.env[TEST_API_TOKEN_VARIABLE] || undefined;
  const seed = args.seed ?? Math.floor(Math.random() * 2 ** 31);
  const all = await fetchMutants(target, args.headers, testApiToken);
  const selected = selectMutants(all, {
    patterns: args.mutantPatterns,
    operators: args.operators,
    ...(args.sample !== undefined ? { sample: args.sample } : {}),
    seed,
  });
  if (selected.run.length === 0 && selected.equivalent.length === 0) {
    process.stderr.write(
      `docs-api-conformance: the selection is empty: no mutant of the target's ${all.length} matches the --mutants and --operator given\n`,
    );
    return 2;
  }

  const style: Style = { color: process.stdout.isTTY === true && process.env['NO_COLOR'] === undefined };
  const toStdout = args.reporters.find((r) => r.name !== 'pretty' && r.out === undefined);
  const progress = toStdout !== undefined ? process.stderr : process.stdout;
  const mask = new Masker(
    { tokens: noTokens, ...(testApiToken !== undefined ? { testApiToken } : {}) },
    args.showSecrets,
  );
  const headers = Object.entries(args.headers).map(([name, value]) => ` --header ${word(`${name}: ${value}`)}`);
  const { publicPageUrl, openapiDocumentUrl } = args.fetchable;
  const fetchable = [
    ...(publicPageUrl !== undefined ? [` --public-page-url ${word(publicPageUrl)}`] : []),
    ...(openapiDocumentUrl !== undefined ? [` --openapi-document-url ${word(openapiDocumentUrl)}`] : []),
  ];
  const invocation: MutationInvocation = {
    base: mask.text(`${program} mutate --target ${word(target)}${headers.join('')}${fetchable.join('')}`),
    mask,
  };
  const operators = new Set(selected.run.map((m) => m.operator)).size;
  progress.write(
    `docs-api-conformance mutate: ${selected.run.length} mutants of ${operators} operators (${selected.equivalent.length} equivalent, not run), seed ${seed}, ${args.concurrency} at once; first the baseline on the unmutated reference\n`,
  );

  const interruption = listenForInterrupt('stopping, removing the tenants and writing a partial report');
  let result;
  try {
    result = await runMutation(catalogue, selected, {
      target,
      headers: args.headers,
      ...(testApiToken !== undefined ? { testApiToken } : {}),
      fetchable: args.fetchable,
      seed,
      ...(args.sample !== undefined ? { sample: args.sample } : {}),
      concurrency: args.concurrency,
      ...(args.numRuns !== undefined ? { numRuns: args.numRuns } : {}),
      ...(args.timeoutMs !== undefined ? { timeoutMs: args.timeoutMs } : {}),
      signal: interruption.signal,
      onBaseline: (baseline) => progress.write(`${baselineLine(baseline)}\n`),
      onMutantDone: (outcome, done, total) => progress.write(`${mutantProgressLine(style, outcome, done, total)}\n`),
    });
  } finally {
    interruption.release();
  }

  if (toStdout === undefined) process.stdout.write(mutationPretty(result, invocation, style));
  for (const reporter of args.reporters) {
    if (reporter.name === 'pretty') continue;
    const text = mutationRenderers[reporter.name](result, invocation);
    if (reporter.out === undefined) process.stdout.write(text);
    else {
      await writeFile(reporter.out, text);
      (toStdout === undefined ? process.stdout : process.stderr).write(
        `${reporter.name} report written to ${reporter.out}\n`,
      );
    }
  }
  if (result.interrupted) return interruption.code() || 130;
  if (args.minScore !== undefined && !meetsMinimum(result, args.minScore)) {
    process.stderr.write(
      `docs-api-conformance: the mutation score ${scoreText(scoreOf(result.mutants))} is below --min-score ${args.minScore}\n`,
    );
    return 1;
  }
  return 0;
}
