/** The file reporters by name (`--reporter json:report.json`): each renders a run-shaped result. */
import type { RunResult } from '../engine/runner.js';
import type { Reporter } from '../options/flags.js';
import { htmlReport } from './html.js';
import { jsonReport } from './json.js';
import { junitReport } from './junit.js';
import { markdownReport } from './markdown.js';
import type { Invocation } from './summary.js';

export const renderers: Record<Exclude<Reporter, 'pretty'>, (result: RunResult, invocation: Invocation) => string> = {
  json: jsonReport,
  junit: junitReport,
  html: htmlReport,
  markdown: markdownReport,
};
