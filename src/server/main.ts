import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createConfiguredMailer } from './adapters/mail/configured-mailer';
import { createConfiguredStorage, localUploadsDir } from './adapters/storage/configured-storage';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, DatabaseLockedError, openDatabase } from './db/client';
import { seedDatabase } from './db/seed/seed';
import { startJobRunner } from './jobs/job-runner';
import { createShutdown } from './lib/shutdown';
import { ensureFirstAdmin } from './modules/auth/admin-users';

/**
 * Starts the shop: config -> database (migrated, seeded when empty) -> app -> listen.
 * `extend` adds routes before listening (the browser tests' own helpers; never the shop's).
 */
export async function startServer(
  config: Config = loadConfig(),
  extend?: (app: FastifyInstance, database: Database) => void,
) {
  const startedAt = Date.now();
  const database = await openConfiguredDatabase(config);
  await database.migrate();

  const uploadsDir = localUploadsDir(config);
  const storage = createConfiguredStorage(config);
  if (config.seedDemoData) {
    await seedDatabase(database.db, storage, {
      products: config.seedProducts,
      log: (message) => console.log(`[seed] ${message}`),
    });
  }
  // PGlite runs no autovacuum, so without this its planner never has statistics: a search on a
  // 50,000-product catalogue then took seconds (docs/decisions/045). Analysing takes a moment at start.
  if (database.kind === 'pglite') await database.db.execute(sql`ANALYZE`);
  const admin = await ensureFirstAdmin(database.db);

  const { app, paymentProvider, metrics } = await buildApp({ config, database, uploadsDir, storage });
  extend?.(app, database);
  // Node closes the connections idle when the server stops listening, not those busy answering:
  // an answer sent while closing says so, so that its connection closes too and close() returns.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  await app.listen({ host: config.host, port: config.port });
  // WORKERS=external: `npm run worker` processes run them instead (docs/decisions/033).
  const jobs =
    config.workers === 'internal'
      ? await startJobRunner({
          database,
          config,
          mailer: createConfiguredMailer(config),
          paymentProvider,
          log: app.log,
        })
      : undefined;

  if (admin) {
    console.log(
      `\n  First admin created. Sign in at ${config.publicUrl}/admin\n` +
        `    username: ${admin.username}\n    password: ${admin.password}\n` +
        '  This password is shown only once. Change it with: npm run admin:create -- --username admin\n',
    );
  }
  console.log(
    `Shop ready at ${config.publicUrl} (${database.kind}, started in ${Date.now() - startedAt} ms)\n` +
      `  Open it at that address (PUBLIC_URL): the links the shop writes go there, and a page asked for under another name (127.0.0.1, the machine's address) is sent there.`,
  );

  // The way down (ADR 035): stop accepting connections, end the deal streams (the deals module's
  // preClose hook) and let in-flight requests finish; then whatever was added with onShutdown
  // (background jobs); the database last.
  const shutdown = createShutdown({
    log: app.log,
    last: { name: 'database', step: () => database.close() },
  });
  shutdown.onShutdown('http server', () => app.close());
  if (jobs) {
    metrics.setJobQueueDepthSource(() => jobs.queueDepths());
    shutdown.onShutdown('jobs', () => jobs.stop());
  }
  let shuttingDown = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (shuttingDown) {
        app.log.warn({ signal }, 'second signal during shutdown: exiting now');
        process.exit(1);
      }
      shuttingDown = true;
      void shutdown.run(signal);
    });
  }
  return { app, database, shutdown, jobs };
}

/** startServer for the command line: known start-up failures print their message, not a stack. */
export async function runServer(extend?: Parameters<typeof startServer>[1]) {
  try {
    return await startServer(loadConfig(), extend);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
}
