/** `docs-api-conformance init`: writes a commented starter config file (YAML) into the working directory. */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONFIG_NAMES } from '../../config/load.js';

export const STARTER_NAME = 'docs-api-conformance.config.yaml';

export const starterConfig = `# yaml-language-server: $schema=./node_modules/@docs-api/conformance/schema/config.schema.json
# docs-api-conformance config file. Every command-line flag is a key here (camelCase: --num-runs → numRuns);
# a flag given on the command line wins. \${NAME} is replaced by the environment variable NAME.
# Schema: node_modules/@docs-api/conformance/schema/config.schema.json

# Organization and tokens of the three callers (see the README › Fixtures).
fixtures: fixtures.json
# The server under test (overrides baseUrl of the fixtures).
target: \${DOCS_API_TARGET}
# Only the profiles you implement (docs-api-conformance list shows the catalogue).
profile: [core, spaces]
# Wait up to this many seconds for the target to answer.
waitForTarget: 60
# Reports: each with its own file.
reporter:
  - junit:conformance.xml
  - html:conformance.html
  - markdown:conformance.md

# Known failures that must not fail the run (see README › Baseline and diff).
# baseline: known-failures.json

# Errors of the run (a precondition it could not establish, a crashed check) are reported apart from the target's
# failures and do not change the exit code; true makes them fail the run.
# strictErrors: true

# Tokens from a command or an OAuth 2 client-credentials grant instead of the fixtures file.
# tokens:
#   admin:
#     command: ./scripts/get-token.sh admin
#   reader:
#     tokenUrl: https://login.example.com/oauth2/token
#     clientId: conformance-reader
#     clientSecret: \${READER_CLIENT_SECRET}
#     scope: docs.read

# Settings per operationId or requirement ID (* matches anything): skip with a reason, timeout (ms), numRuns.
# operations:
#   importContent:
#     skip: content import is not implemented yet
# requirements:
#   "LIM-*":
#     numRuns: 20
#     timeout: 30000

# What a certification bundle (--bundle out/) names.
# implementation:
#   name: my-docs-server
#   version: 1.4.0
`;

/** Writes the starter file; refuses when a config file is already there. */
export async function init(cwd = process.cwd()): Promise<{ code: number; message: string }> {
  const existing = CONFIG_NAMES.find((name) => existsSync(join(cwd, name)));
  if (existing !== undefined) return { code: 2, message: `${existing} already exists; init leaves it as it is\n` };
  await writeFile(join(cwd, STARTER_NAME), starterConfig);
  return { code: 0, message: `wrote ${STARTER_NAME}: edit it, then run docs-api-conformance run\n` };
}
