import { buildApp, SERVER_TIMEOUTS } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { startPgliteMaintenance } from './db/maintenance';
import { runMigrations } from './db/migrate';
import { cleanStagingAtStart } from './modules/datasets/service';
import { seedIfEmpty } from './seed/index';

async function main(): Promise<void> {
  const config = loadConfig();
  // before the database opens: a staging folder that filled the disk must not stop its start
  await cleanStagingAtStart(config.dataDir);
  const database = await openDatabase(config.database);
  await runMigrations(database);
  const seeded = await seedIfEmpty(database, config);
  const stopMaintenance = await startPgliteMaintenance(database);
  const shutdownState = { draining: false };
  const app = await buildApp({ config, database, shutdown: shutdownState });
  app.server.headersTimeout = SERVER_TIMEOUTS.headersTimeout;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000).unref();
    try {
      // Keep answering a moment (health 503): requests already on their way are served.
      shutdownState.draining = true;
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      stopMaintenance();
      await app.close();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (seeded) console.log(`Demo account: ${config.seedAdminEmail} / ${config.seedAdminPassword}`);
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const scheme = config.tls ? 'https' : 'http';
  console.log(`${config.appName} is running at ${scheme}://${shownHost}:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
