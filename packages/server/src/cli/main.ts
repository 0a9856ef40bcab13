#!/usr/bin/env node
/**
 * docs-api-server: serve the reference API, or apply migrations. The flags are parsed with the flag table
 * (flags.ts); each command is a module of commands/, and this dispatches to it.
 */
import { readFileSync } from 'node:fs';
import { migrateDatabase } from './commands/migrate.js';
import { serve } from './commands/serve.js';
import { parseFlags, UsageError, type Command } from './flags.js';
import { usage } from './usage.js';

const commands = new Map<string, Command>([
  ['serve', serve],
  ['migrate', migrateDatabase],
]);

/**
 * The package's version. Read here, in the module the built CLI is bundled into (dist/cli/main.js): the path is
 * resolved against this module's URL.
 */
function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags(argv);
  if (values.version) {
    console.log(`docs-api-server ${version()}`);
    return 0;
  }
  const command = positionals[0];
  if (values.help || command === undefined) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const run = commands.get(command);
  if (run === undefined) {
    console.error(`Unknown command ${command}\n\n${usage}`);
    return 2;
  }
  try {
    return await run(values, argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
