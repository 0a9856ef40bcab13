/** The file reporters of `mutate` by name (`--reporter json:mutation.json`), the same names as `run`'s. */
import type { Reporter } from '../options/flags.js';
import type { MutationInvocation } from './report.js';
import { mutationHtml } from './report-html.js';
import { mutationJson } from './report-json.js';
import { mutationJunit } from './report-junit.js';
import { mutationMarkdown } from './report-markdown.js';
import type { MutationResult } from './result.js';

export const mutationRenderers: Record<
  Exclude<Reporter, 'pretty'>,
  (result: MutationResult, invocation: MutationInvocation) => string
> = {
  json: mutationJson,
  junit: mutationJunit,
  html: mutationHtml,
  markdown: mutationMarkdown,
};
