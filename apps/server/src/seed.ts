import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { resetDemoData, seedIfEmpty } from './seed/index';

/** `npm run seed` seeds an empty database; `npm run seed -- --reset` rebuilds the demo data. */
async function seed(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    if (reset) {
      await resetDemoData(database, config);
      console.log('Demo data rebuilt.');
    } else if (!(await seedIfEmpty(database, config))) {
      console.log('Database already has data; use --reset to rebuild the demo data.');
      return;
    }
    console.log(`Demo account: ${config.seedAdminEmail} / ${config.seedAdminPassword}`);
  } finally {
    await database.close();
  }
}

seed().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
