/** `docs-api-server migrate`: applies the migrations the database at --database-url lacks, and says which. */
import { openDatabase } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { useBaselineWasmCompiler } from '../../db/wasm-tiering.js';
import type { FlagValues } from '../flags.js';
import { shownDatabase } from '../lifecycle.js';

/** `migrate`: 0 once the database is up to date. */
export async function migrateDatabase(values: FlagValues): Promise<number> {
  if (!values['optimize-wasm']) useBaselineWasmCompiler();
  const databaseUrl = values['database-url'];
  const db = await openDatabase(databaseUrl);
  try {
    const applied = await migrate(db);
    const shown = shownDatabase(databaseUrl);
    console.log(applied.length > 0 ? `Applied ${applied.join(', ')} to ${shown}` : `${shown} is up to date`);
  } finally {
    await db.close();
  }
  return 0;
}
