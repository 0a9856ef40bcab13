/** The text of `docs-api-server --help`: the commands, every flag and variable, and examples. */
import { defaultConfig } from '../config.js';

export const usage = `Usage:
  docs-api-server serve [--port 4000] [--host 127.0.0.1] [--database-url <url>] [--seed demo|<file>]
                        [--fixtures-out <file>] [--url-file <file>] [--public-url <url>]
                        [--test-api [--test-api-token <t>]]
                        [--log-level info]
                        [--allow-private-network] [--trust-proxy] [--rate-limit <n>/<window>]
                        [--cors-origin <origin,…>] [--faults <rules.json>] [--journal-size 1000]
                        [--shutdown-timeout 25] [--metrics-port 9464] [--metrics-host 127.0.0.1] [--no-metrics]
                        [--optimize-wasm]
  docs-api-server migrate [--database-url <url>]
  docs-api-server --version

Environment (a flag wins over its variable): PORT, HOST, DATABASE_URL, PUBLIC_URL, LOG_LEVEL, CORS_ORIGIN,
TEST_API=1, TEST_API_TOKEN, OPTIMIZE_WASM=1.

--host          listen address. Default 127.0.0.1 (this machine only); 0.0.0.0 to be reachable from
                other machines or from outside a container.

--database-url  postgresql://user@host:port/db for PostgreSQL; otherwise a directory for the
                embedded database (PGlite). Default: ${defaultConfig.databaseUrl} (or $DATABASE_URL).
--seed demo     seed the demo organization on first start and mint fixture tokens.
--seed <file>   seed the world a seed file describes (YAML or JSON; schema: schema/seed.schema.json) on
                first start with it, and mint a token for each of its users (docs/stand-in.md › Seed files).
--fixtures-out  write the conformance fixtures JSON there (with --seed).
--url-file      write the server's URL there (one line) once it listens, with or without --seed: how a
                harness learns the port of --port 0. The file appears whole (written, then renamed).
--test-api      mount the test API at /__test (tenants on demand, clocks, …; its document at
                /__test/openapi.json). For test suites only, never in production. --test-clock is an alias.
--test-api-token  required as Authorization: Bearer <t> on every /__test request; the server refuses to
                start with the test API on a --host other than a loopback address without it.
--allow-private-network  let content import and OpenAPI fetching reach loopback/private addresses.
--trust-proxy   believe X-Forwarded-Proto/Host/For (only behind a reverse proxy you run); otherwise
                urls.* come from --public-url or the address the server listens on.
--rate-limit    at most <n> requests per client (token, else address) per window, e.g. 100/1m, 5000/1h;
                over it: 429 with Retry-After and RateLimit headers. Shared by all instances on one
                database. Default: no limit.
--cors-origin   origins whose browser pages may call /v1, comma-separated, or * (default: any origin,
                without credentials).
--faults        with the test API: fault rules in force from the start, a JSON array of what
                POST /__test/faults takes (e.g. [{"operationId": "getSpaceById", "status": 503}]).
--journal-size  with the test API: how many answered requests GET /__test/requests keeps (default 1000;
                the oldest go first).
--shutdown-timeout  seconds a SIGTERM/SIGINT waits for requests in flight (readiness is 503 and no new
                connection is accepted meanwhile); a second signal exits at once. Default 25.
--metrics-port  serve GET /metrics (Prometheus) on this port of --metrics-host, never on the API's port.
                Default 9464 (without metrics when it is taken); 0 picks a free port; --no-metrics turns
                them off. With --test-api there is no metrics listener unless --metrics-port is given
                (stand-ins on one machine never compete for a port).
--metrics-host  the metrics listener's address. Default 127.0.0.1 (this machine only).
--optimize-wasm let V8 optimize the database's WebAssembly (PGlite; Prisma's query compiler) as it runs: some
                5-10 % more writes per second on PGlite once warm, for a start about a second slower and some
                100 MiB more memory. Default: V8's baseline compiler only.
Probes: GET /livez (the process serves), GET /readyz (= /healthz: 503 with a reason while starting,
draining or without the database).
Logs are human-readable on a terminal and JSON lines otherwise.

Examples:
  docs-api-server serve --seed demo --fixtures-out fixtures.json
  docs-api-server serve --seed examples/world.yaml --fixtures-out fixtures.json
  docs-api-server serve --database-url memory:// --test-api
  docs-api-server serve --database-url memory:// --test-api --port 0 --url-file .docs-api-url
  docs-api-server serve --port 8080 --database-url postgresql://postgres@127.0.0.1:5432/docs
  docs-api-server migrate --database-url postgresql://postgres@127.0.0.1:5432/docs`;
