// `npm run worker`: the background jobs (docs/decisions/033) in a process of their own, for
// WORKERS=external. Run as many as you like: no job runs twice at the same time. The app applies
// the migrations; start it first on a new database.
import { createConfiguredMailer } from '../src/server/adapters/mail/configured-mailer';
import { createConfiguredPaymentProvider } from '../src/server/adapters/payments/configured-provider';
import { ConfigError, loadConfig } from '../src/server/config';
import { startJobRunner } from '../src/server/jobs/job-runner';
import { openConfiguredDatabase } from '../src/server/main';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL: the embedded database can be opened by one process only, and the app runs its jobs itself.',
  );
  process.exit(1);
}

/** Operations log `(details, message)` like pino; a line of text is enough here. */
function line(details: unknown, message?: string): string {
  if (typeof details === 'string') return details;
  const { err, ...rest } = details as { err?: unknown };
  const error = err instanceof Error ? ` (${err.message})` : '';
  return `${message ?? ''} ${JSON.stringify(rest)}${error}`;
}
const log = {
  info: (details: unknown, message?: string) => console.log(line(details, message)),
  warn: (details: unknown, message?: string) => console.warn(line(details, message)),
  error: (details: unknown, message?: string) => console.error(line(details, message)),
};
const database = await openConfiguredDatabase(config);
const jobs = await startJobRunner({
  database,
  config,
  mailer: createConfiguredMailer(config),
  paymentProvider: createConfiguredPaymentProvider(config, database.db),
  log,
});
console.log(
  `Worker running the background jobs on PostgreSQL (pid ${process.pid}); the links in its messages go to ${config.publicUrl} (PUBLIC_URL: the same as the app's).`,
);

const shutdown = async (signal: string) => {
  console.log(`${signal}: finishing running jobs`);
  await jobs.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
