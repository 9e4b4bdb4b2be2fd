import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { DatabaseHandle, Dialect } from './database.ts';
import { foundation } from './migrations/0001-foundation.ts';
import { accounts } from './migrations/0002-accounts.ts';
import { billing } from './migrations/0003-billing.ts';
import { sermons } from './migrations/0004-sermons.ts';
import { generationLocks } from './migrations/0005-generation-locks.ts';
import { historyCoveringIndex } from './migrations/0006-history-covering-index.ts';
import { billingReviewAndPageTokens } from './migrations/0007-billing-review-and-page-tokens.ts';
import { sermonDocuments } from './migrations/0008-sermon-documents.ts';
import { sermonSearch } from './migrations/0009-sermon-search.ts';
import { searchInDateOrder } from './migrations/0010-search-in-date-order.ts';
import { searchPerMember } from './migrations/0011-search-per-member.ts';
import { sermonProvenance } from './migrations/0012-sermon-provenance.ts';
import { knownDevices } from './migrations/0013-known-devices.ts';
import { historyRowsApart } from './migrations/0014-history-rows-apart.ts';
import { sermonTwins } from './migrations/0015-sermon-twins.ts';
import { searchVectorWithoutStatistics } from './migrations/0016-search-vector-without-statistics.ts';

// One ordered history for both dialects. Names sort in application order; never rename one.
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-foundation': foundation(dialect),
    '0002-accounts': accounts(dialect),
    '0003-billing': billing(dialect),
    '0004-sermons': sermons(dialect),
    '0005-generation-locks': generationLocks(),
    '0006-history-covering-index': historyCoveringIndex(dialect),
    '0007-billing-review-and-page-tokens': billingReviewAndPageTokens(dialect),
    '0008-sermon-documents': sermonDocuments(dialect),
    '0009-sermon-search': sermonSearch(dialect),
    '0010-search-in-date-order': searchInDateOrder(dialect),
    '0011-search-per-member': searchPerMember(dialect),
    '0012-sermon-provenance': sermonProvenance(dialect),
    '0013-known-devices': knownDevices(),
    '0014-history-rows-apart': historyRowsApart(dialect),
    '0015-sermon-twins': sermonTwins(),
    '0016-search-vector-without-statistics': searchVectorWithoutStatistics(dialect),
  };
}

class MigrationError extends Error {
  override name = 'MigrationError';
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return migrate(handle, (migrator) => migrator.migrateToLatest());
}

/** Applies the migrations up to and including `name` (tests of a migration start from the one before). */
export async function migrateTo(handle: DatabaseHandle, name: string): Promise<string[]> {
  return migrate(handle, (migrator) => migrator.migrateTo(name));
}

async function migrate(handle: DatabaseHandle, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(handle.dialect) };
  const migrator = new Migrator({ db: handle.db, provider });
  const result: MigrationResultSet = await run(migrator);
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = String((result.error as Error).message ?? result.error);
    throw new MigrationError(failed ? `Migration ${failed} failed: ${reason}` : `Could not migrate the database: ${reason}`, { cause: result.error });
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
