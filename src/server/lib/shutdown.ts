import type { Logger } from './logger';

export const SHUTDOWN_DEADLINE_MS = 10_000;

export interface Shutdown {
  /**
   * Adds a step. Steps run one after another in the order they were added, each once, all before
   * the last step given to createShutdown (the database: everything before it may still need it).
   */
  onShutdown(name: string, step: () => Promise<void> | void): void;
  /** Runs the steps, then exits: 0 when all went well, 1 when one failed or the deadline passed. */
  run(reason: string): Promise<void>;
}

/**
 * The ordered way down on SIGTERM/SIGINT. A step that hangs must not keep an instance the
 * orchestrator wants gone: after the deadline the process exits anyway, and says which step held it.
 */
export function createShutdown(options: {
  log: Logger;
  last: { name: string; step: () => Promise<void> | void };
  deadlineMs?: number;
  exit?: (code: number) => void;
}): Shutdown {
  const { log } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  const steps: { name: string; step: () => Promise<void> | void }[] = [];
  let running: Promise<void> | undefined;

  async function runSteps(reason: string) {
    const started = Date.now();
    log.info({ reason }, 'shutting down');
    let current = '';
    const deadline = setTimeout(() => {
      log.error(
        { reason, step: current, deadlineMs },
        `shutdown still waiting for "${current}" after ${deadlineMs / 1000} s; exiting anyway`,
      );
      exit(1);
    }, deadlineMs);
    let failed = false;
    for (const { name, step } of [...steps, options.last]) {
      current = name;
      try {
        await step();
        log.info({ step: name }, `shutdown: ${name} closed`);
      } catch (error) {
        failed = true;
        log.error({ err: error, step: name }, `shutdown: ${name} failed to close`);
      }
    }
    clearTimeout(deadline);
    log.info({ reason, ms: Date.now() - started }, 'shut down');
    exit(failed ? 1 : 0);
  }

  return {
    onShutdown(name, step) {
      steps.push({ name, step });
    },
    run(reason) {
      running ??= runSteps(reason);
      return running;
    },
  };
}
