#!/usr/bin/env bash
# The run command: installs, builds and starts the reference server on the embedded database
# (.data/pglite) with demo data, printing the URL, an admin token and the fixtures file path.
# Extra arguments go to `docs-api-server serve` (e.g. --port 8080, --database-url postgresql://…, --test-clock).
source "$(dirname "$0")/bootstrap.sh"
exec node packages/server/dist/cli/main.js serve --seed demo --fixtures-out fixtures.json "$@"
