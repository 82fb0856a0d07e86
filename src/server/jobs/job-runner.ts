import { fromPglite, PgBoss } from 'pg-boss';
import type { Mailer } from '../adapters/mail/mailer';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import { createConfiguredSms } from '../adapters/sms/configured-sms';
import type { Sms } from '../adapters/sms/sms';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { cleanUp } from './clean-up';
import { deliverEmail, EMAIL_OUTBOX_TABLE } from './deliver-email';
import { countUndelivered, nextDueAt } from './deliver-outbox';
import { deliverSms, SMS_OUTBOX_TABLE } from './deliver-sms';
import { inviteReviewers } from './invite-reviewers';
import { reconcilePayments } from './reconcile-payments';
import { reconcilePayouts } from './reconcile-payouts';

/** What the queue runs, each on its schedule (cron, in UTC) and when nudged. */
export const JOBS = {
  'deliver-email': { cron: '* * * * *' },
  'deliver-sms': { cron: '* * * * *' },
  'reconcile-payments': { cron: '*/5 * * * *' },
  'reconcile-payouts': { cron: '*/15 * * * *' },
  'clean-up': { cron: '17 * * * *' },
  // A day after delivery, each line's buyer is asked for a review (invite-reviewers.ts).
  'invite-reviewers': { cron: '41 * * * *' },
} as const;
export type JobName = keyof typeof JOBS;

/**
 * Every queue's options. A run whose process died (killed, or cut off from the database) stops
 * beating its heartbeat and is failed by pg-boss's supervisor once the heartbeat is overdue (at the
 * next supervision), so that the next run of a `stately` queue is not held until the run would
 * have expired (docs/decisions/054). Our handlers retry what failed themselves (per message, per
 * payment): a failed run simply waits for the next one.
 */
const QUEUE_OPTIONS = { retryLimit: 0, expireInSeconds: 15 * 60, heartbeatSeconds: 15 } as const;
/** How often pg-boss's supervisor looks for runs whose heartbeat stopped. */
const SUPERVISE_SECONDS = 10;
/** A message due sooner than the next scheduled run (retries, claims left by a crash) wakes a run. */
const WAKE_WITHIN_MS = 60 * 1000;

/** Sent by a trigger when an e-mail is due now (migration 0010). */
export const EMAIL_QUEUED_CHANNEL = 'email_outbox_queued';
/** Sent by a trigger when an SMS is due now (docs/decisions/038). */
export const SMS_QUEUED_CHANNEL = 'sms_outbox_queued';

export interface JobRunnerDeps {
  database: Database;
  config: Config;
  mailer: Mailer;
  /** The configured gateway (SMS_GATEWAY) unless given. */
  sms?: Sms;
  paymentProvider: PaymentProvider;
  log: Logger;
  /** The handlers' idea of now; tests move it instead of waiting. */
  clock?: () => Date;
}

export type JobRunner = Awaited<ReturnType<typeof startJobRunner>>;

/**
 * The background jobs on pg-boss (docs/decisions/033), on the app's own database: PGlite through
 * pg-boss's adapter, PostgreSQL through a small pool of its own. Every queue is `stately` (one job
 * waiting and one running, whatever the number of instances) and schedules are stored once, so no
 * job runs twice at the same time. `stop()` waits for running handlers.
 */
export async function startJobRunner(deps: JobRunnerDeps) {
  const { database, config, mailer, paymentProvider, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const sms = deps.sms ?? createConfiguredSms(config);
  const { db } = database;

  const supervision = {
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  };
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...supervision })
    : new PgBoss({
        connectionString: database.url,
        max: 3,
        application_name: 'ghanamart-jobs',
        ...supervision,
      });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const handlers: Record<JobName, () => Promise<unknown>> = {
    'deliver-email': () =>
      deliverEmail(db, mailer, log, { now: clock(), maxAttempts: config.mailMaxAttempts }),
    'deliver-sms': () => deliverSms(db, sms, log, { now: clock(), maxAttempts: config.sms.maxAttempts }),
    'reconcile-payments': () =>
      reconcilePayments(
        {
          db,
          log,
          provider: paymentProvider,
          publicUrl: config.publicUrl,
          mailDomain: config.mailDomain,
          orderLinkSecret: config.authSecret,
        },
        { now: clock() },
      ),
    'reconcile-payouts': () =>
      reconcilePayouts({ db, log, provider: paymentProvider, publicUrl: config.publicUrl }, { now: clock() }),
    'clean-up': () => cleanUp(db, { now: clock() }),
    'invite-reviewers': () =>
      inviteReviewers(
        db,
        { publicUrl: config.publicUrl, orderLinkSecret: config.authSecret, mailDomain: config.mailDomain },
        { now: clock() },
      ),
  };

  const nudge = (name: JobName) =>
    boss.send(name).catch((error) => log.error({ err: error, job: name }, 'could not queue a job'));

  // One timer per outbox: a run finds when its next message is due and wakes a run then, when that
  // is sooner than the every-minute schedule would.
  const outboxes: Partial<Record<JobName, string>> = {
    'deliver-email': EMAIL_OUTBOX_TABLE,
    'deliver-sms': SMS_OUTBOX_TABLE,
  };
  const wakeTimers = new Map<JobName, { at: number; timer: NodeJS.Timeout }>();
  let stopped = false;
  const wakeForNextDue = async (name: JobName) => {
    const table = outboxes[name];
    if (!table || stopped) return;
    const due = await nextDueAt(db, table);
    if (!due) return;
    const wait = Math.max(0, due.getTime() - clock().getTime());
    const current = wakeTimers.get(name);
    if (wait > WAKE_WITHIN_MS || (current && current.at <= Date.now() + wait)) return;
    if (current) clearTimeout(current.timer);
    const timer = setTimeout(() => {
      wakeTimers.delete(name);
      if (!stopped) void nudge(name);
    }, wait);
    timer.unref();
    wakeTimers.set(name, { at: Date.now() + wait, timer });
  };

  await boss.start();
  for (const [name, job] of Object.entries(JOBS) as [JobName, (typeof JOBS)[JobName]][]) {
    const queue = await boss.getQueue(name);
    if (!queue) await boss.createQueue(name, { policy: 'stately', ...QUEUE_OPTIONS });
    // Queues created by an earlier version keep their policy and get today's options.
    else if (queue.heartbeatSeconds !== QUEUE_OPTIONS.heartbeatSeconds)
      await boss.updateQueue(name, QUEUE_OPTIONS);
    await boss.schedule(name, job.cron);
    await boss.work(name, async () => {
      const result = await handlers[name]();
      // Quiet when there was nothing to do (most runs of a schedule).
      if (Object.values(result as Record<string, number>).some(Boolean))
        log.info({ job: name, result }, 'job done');
      await wakeForNextDue(name).catch((error) =>
        log.warn({ err: error, job: name }, 'could not read when the next message is due'),
      );
      return result;
    });
  }
  const unlisten = await database.listen(EMAIL_QUEUED_CHANNEL, () => void nudge('deliver-email'), {
    onReconnect: () => void nudge('deliver-email'),
  });
  const unlistenSms = await database.listen(SMS_QUEUED_CHANNEL, () => void nudge('deliver-sms'), {
    onReconnect: () => void nudge('deliver-sms'),
  });
  // Messages queued while no runner was up.
  await nudge('deliver-email');
  await nudge('deliver-sms');

  let stopping: Promise<void> | undefined;
  return {
    boss,
    /** Queues a run now (one waits at most per job, whoever asks). */
    nudge,
    /**
     * Work waiting, per job: the queued runs of each job, and the e-mails not yet delivered
     * and SMS not yet delivered (`email-outbox`, `sms-outbox`), for the job-queue-depth metric.
     */
    async queueDepths(): Promise<Record<JobName | 'email-outbox' | 'sms-outbox', number>> {
      const depths = {
        'email-outbox': await countUndelivered(db, EMAIL_OUTBOX_TABLE),
        'sms-outbox': await countUndelivered(db, SMS_OUTBOX_TABLE),
      } as Record<JobName | 'email-outbox' | 'sms-outbox', number>;
      for (const name of Object.keys(JOBS) as JobName[]) {
        depths[name] = (await boss.getQueue(name))?.queuedCount ?? 0;
      }
      return depths;
    },
    /** Stops taking jobs and waits (up to 30 s) for the running ones to finish. */
    stop(): Promise<void> {
      stopping ??= (async () => {
        stopped = true;
        for (const { timer } of wakeTimers.values()) clearTimeout(timer);
        await unlisten();
        await unlistenSms();
        await boss.stop({ graceful: true, timeout: 30_000, close: true });
        mailer.close();
      })();
      return stopping;
    },
  };
}
