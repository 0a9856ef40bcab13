/** `docs-api-conformance --help`. */
import { profiles } from '../spec/profiles.js';

export const helpText = `docs-api-conformance — check any server against the Docs Workspace Management API contract

Usage:
  docs-api-conformance run --fixtures <file> [--target <url>] [options]
  docs-api-conformance list [--profile <p>…] [--only <id>…] [--json]
  docs-api-conformance --help

run options:
  --fixtures <file>     organization and tokens of three callers (see the README); required
  --target <url>        base URL of the server (overrides baseUrl of the fixtures)
  --profile <p>         only these profiles (repeat or comma-separate): ${profiles.join(', ')}
  --only <id>           only these requirement IDs; * matches anything (DEL-*, *.deleteSpaceById)
  --seed <n>            seed of every property (printed by each run; makes a run reproducible)
  --path <p>            replay one counterexample (with --seed and --only, as a failure prints it)
  --num-runs <n>        examples per property (default: each check's own, 1 to 6)
  --concurrency <n>     checks run at once (default 4)
  --reporter <r>        pretty (default), json or junit
  --out <file>          write the json/junit report to a file (pretty output still goes to the terminal)
  --strict              exit 1 also when a SHOULD fails
  --verbose             list every skip reason

  several instances, caches, response time:
  --also-target <url>   another instance of the same target (repeat; --target given twice does the same):
                        writes through one are read back through the others (profile instances)
  --max-staleness <s>   how long what the target declares cached (a member's role) may stay stale on
                        another instance (default 0)
  --max-response-time <ms>  adds PERF-RESPONSE-TIME.<op>: p95 of each operation's answers (a SHOULD)
  --no-concurrency      leave out the concurrency profile (requests sent at once on one object)
  --time-budget <s>     checks not started after this many seconds are SKIPPED (a bounded run against a slow
                        or mock server)

Exit codes: 0 every MUST holds; 1 a MUST failed (with --strict: or a SHOULD); 2 bad arguments or the
target cannot be reached.

Examples:
  # the reference server, then the whole suite
  docs-api-server serve --port 4000 --seed demo --test-clock --fixtures-out fixtures.json &
  docs-api-conformance run --fixtures fixtures.json

  # your own server, only the profiles you implement, reports for CI
  docs-api-conformance run --target https://docs.example.com --fixtures mine.json \\
    --profile core,spaces,collections --reporter junit --out conformance.xml

  # replay a failure exactly as it was printed
  docs-api-conformance run --fixtures fixtures.json --only 'PAG-NO-DUP.listSpacesInOrganizationById' --seed 42 --path '3:1'

  # two instances behind one load balancer, roles cached up to 5 s, a 500 ms response-time budget
  docs-api-conformance run --fixtures fixtures.json --target http://10.0.0.1:4000 --target http://10.0.0.2:4000 \\
    --max-staleness 5 --max-response-time 500

  # the catalogue
  docs-api-conformance list --profile spaces
  docs-api-conformance list --json > requirements.json
`;
