// `npm run admin -- grant <email> | revoke <email> | list` against the configured database.
import { runAdminCommand } from '../src/server/admin/admin-commands.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

try {
  const database = openDatabase(loadConfig().database);
  try {
    await migrateToLatest(database);
    const result = await runAdminCommand(database.db, process.argv.slice(2));
    (result.ok ? console.log : console.error)(result.output);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Admin command failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
