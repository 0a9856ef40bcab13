/** `docs-api-conformance --help`, its options generated from the flag table (args.ts). */
import { profiles } from '../contract/profiles.js';
import { flags } from './args.js';

const options = Object.entries(flags)
  .map(([name, flag]) => {
    const left = `  --${name}${flag.value !== undefined ? ` ${flag.value}` : ''}`;
    return `${left.padEnd(30)}${flag.help}${name === 'profile' ? `: ${profiles.join(', ')}` : ''}`;
  })
  .join('\n');

export const helpText = `docs-api-conformance — check any server against the Docs Workspace Management API contract

Usage:
  docs-api-conformance run --fixtures <file> [--target <url>] [options]
  docs-api-conformance run --target <url> [options]   a reference server with --test-api: the run makes a tenant
  docs-api-conformance list [--profile <p>…] [--only <id>…] [--operation <id>…] [--json]
  docs-api-conformance env --fixtures <file>     print export lines for the tokens (curl lines use them)
  docs-api-conformance init                      write a commented docs-api-conformance.config.yaml here
  docs-api-conformance diff <a.json> <b.json> [--format text|json|markdown]
                                                 new failures, fixed requirements, changed skips (exit 1: new failures)
  docs-api-conformance verify <bundle-dir>       check a certification bundle (hashes, catalogue, claimed MUSTs)
  docs-api-conformance proxy --target <url> [--port <n>] [--mode report|enforce] [--har <file>] [--fail-on <side>]
                                                 judge real traffic: point a client at the proxy; reports at the end
  docs-api-conformance replay <file.har> --target <url> [--fixtures <file>]
                                                 send a recorded HAR again to another target, judged the same way
  docs-api-conformance compare --target <a> --against <b> [--fixtures <file>] [--against-fixtures <file>]
                                                 the suite's requests sent to both servers: where their answers
                                                 differ, and which side the contract says is wrong (README › Compare)
  docs-api-conformance replay <file.har> --target <a> --against <b>
                                                 a HAR's requests sent to both servers, compared the same way
  docs-api-conformance mutate --target <url> [--mutants <glob>…] [--operator <name>…] [--sample <n> --seed <s>]
                              [--min-score <0..1>]
                                                 the suite's score on the behaviour mutants of a reference server
                                                 started with --test-api (README › Mutation score)
  docs-api-conformance --help | --version

Options:
${options}

Config file: docs-api-conformance.config.{json,yaml} in the working directory, or --config <file>. Every flag
is a camelCase key there (flags win); \${ENV} is substituted; it also sets token providers (a command, or an OAuth 2
client-credentials grant), per-operation and per-requirement settings (skip, timeout, numRuns) and the implementation
a bundle names. Schema: schema/config.schema.json.

Tokens may come from the environment instead of the fixtures file: DOCS_API_TOKEN_ADMIN, DOCS_API_TOKEN_READER,
DOCS_API_TOKEN_OUTSIDER. Reports mask them (and share keys) unless --show-secrets. A run deletes everything it
created and restores what it changed, also when it fails or is interrupted (unless --keep).

Exit codes: 0 every MUST holds; 1 a MUST failed (with --strict: or a SHOULD; a baseline's known failures do not
count, an expired entry does, and a fixed one with --strict-baseline); 2 bad arguments or config file, an empty
selection, or a target that cannot be reached; 130/143 interrupted (a partial report is still written). An error
of the run (a precondition it could not establish, a crashed check) is reported apart, with its replay line, and
changes the exit code only with --strict-errors.

--operation <id> selects the requirements about that operation: the first of their operations (the one their ID
names); a LIM-/ENUM- requirement is about every operation that takes its field. Operations a requirement only
uses to set up or read back do not select it.

mutate reads the target's catalogue of behaviour mutants (GET /__test/mutants), runs the requirements they need
once in an unmutated tenant (the baseline: what fails there cannot kill), then each mutant in a tenant of its own
made with it, running the requirements that use an operation it touches. KILLED: one that passed in the baseline
fails or errors; SURVIVED: none does (a change the suite would miss: its description and replay line are
printed); EQUIVALENT mutants are listed, never run. The score, killed / (killed + survived), is given overall, per
operator and per profile: the suite's bite measured on the reference, not a verdict on any server. Exit 1 when it
is below --min-score, 2 on bad arguments or a target without the test API, 130/143 interrupted (tenants removed).

compare sends every request of the suite's checks (one seed) to --target and, once it answered, the same request to
--against, with the ids, tokens and URLs the second server made for the same things; the answers are compared field
by field, the fields the spec marks x-instance (ids, URLs, cursors, times) mapped rather than reported. Each
difference: a violates, b violates (the contract's passive checks on each answer) or both conform — behaviour
differs. Exit 1 on a difference (--fail-on difference, the default), only on a violating one (violation) or never
(none); --baseline accepts known differences by their id (--update-baseline writes them).

proxy and replay exit 1 when a violation of the --fail-on side was seen (default any: a client's request or the
server's answer), else 0. While the proxy runs, each violation is a line on stderr (JSON lines when stderr is not a
terminal) and GET /__proxy/report answers the report so far; SIGINT, SIGTERM, --duration or --max-requests end it.

Examples:
  # the reference server, then the whole suite (from the repository root)
  node packages/server/dist/cli/main.js serve --port 4000 --seed demo --test-clock --fixtures-out fixtures.json &
  pnpm conformance run --fixtures fixtures.json

  # your own server in CI: wait for it, only the profiles you implement, JUnit and HTML reports
  docs-api-conformance run --target https://staging.example.com --fixtures mine.json --wait-for-target 60 \\
    --profile core,spaces,collections --rate 20/s --reporter junit:conformance.xml --reporter html:conformance.html

  # replay a failure exactly as it was printed
  pnpm conformance run --fixtures fixtures.json --only 'PAG-NO-DUP.listSpacesInOrganizationById' --seed 42 --path '3:1'

  # two instances behind one load balancer, roles cached up to 5 s, a 500 ms response-time budget
  docs-api-conformance run --fixtures fixtures.json --target http://10.0.0.1:4000 --target http://10.0.0.2:4000 \\
    --max-staleness 5 --max-response-time 500

  # CI with a config file, known failures that do not fail the run, a job summary and a certification bundle
  docs-api-conformance run --config ci.conformance.yaml --baseline known-failures.json \\
    --reporter markdown:"$GITHUB_STEP_SUMMARY" --bundle conformance-bundle
  docs-api-conformance verify conformance-bundle

  # what a change fixed or broke
  docs-api-conformance diff main.json branch.json --format markdown

  # judge a client's traffic: start the proxy in front of the server, point the client at http://127.0.0.1:4010
  docs-api-conformance proxy --target http://127.0.0.1:4000 --fixtures fixtures.json --har traffic.har \
    --reporter junit:traffic.xml
  docs-api-conformance replay traffic.har --target https://staging.example.com --fixtures staging.json

  # where a new release behaves differently from the last one (each a reference-like server with the test API)
  docs-api-conformance compare --target http://127.0.0.1:4000 --against http://127.0.0.1:4001 --seed 7 \
    --baseline accepted-differences.json --reporter markdown:differences.md

  # the suite's mutation score on the reference: a sample of 60 mutants, every operator in it, at least 0.75
  node packages/server/dist/cli/main.js serve --port 4000 --test-api &
  docs-api-conformance mutate --target http://127.0.0.1:4000 --sample 60 --seed 1 --min-score 0.75
  docs-api-conformance mutate --target http://127.0.0.1:4000 --operator field-frozen --reporter json:mutation.json

  # the catalogue
  docs-api-conformance list --profile spaces
  docs-api-conformance list --operation createSpace --json > requirements.json
`;
