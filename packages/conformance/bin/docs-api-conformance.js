#!/usr/bin/env node
// The installed command: runs the built CLI (pnpm turbo run build --filter=@docs-api/conformance first).
import('../dist/cli/main.js').catch((error) => {
  process.stderr.write(
    `docs-api-conformance: cannot load the built CLI (${error.message}); build it with pnpm turbo run build --filter=@docs-api/conformance\n`,
  );
  process.exitCode = 2;
});
