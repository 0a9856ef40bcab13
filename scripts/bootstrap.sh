# Sourced by serve.sh and test.sh: makes pnpm available and installs and builds the workspace.
# Needs only Node 20 and npm (and the npm registry).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export TURBO_TELEMETRY_DISABLED=1
PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install --global --silent "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || {
    # No permission for a global install: use a project-local copy instead.
    npm install --silent --no-save --prefix .tools "pnpm@$PNPM_VERSION" >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  }
fi

echo "› pnpm install"
pnpm install --frozen-lockfile --reporter=silent
echo "› build (spec → shared-types → server, conformance)"
pnpm turbo run build --output-logs=errors-only
