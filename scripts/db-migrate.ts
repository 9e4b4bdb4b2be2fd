// `npm run db:migrate`: applies pending migrations to the configured database and exits.
// The server also does this at start-up; this is for deployments that migrate as a separate step.
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

try {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database);
    console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : `Database (${database.dialect}) is up to date.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
