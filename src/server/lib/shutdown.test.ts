import { describe, expect, it } from 'vitest';
import { createShutdown } from './shutdown';

function recorder() {
  const lines: string[] = [];
  const log = {
    info: (...args: unknown[]) => void lines.push(String(args.at(-1))),
    warn: (...args: unknown[]) => void lines.push(String(args.at(-1))),
    error: (...args: unknown[]) => void lines.push(String(args.at(-1))),
  };
  return { lines, log };
}

describe('createShutdown', () => {
  it('runs the steps in order, the last one last, once, then exits 0', async () => {
    const { log } = recorder();
    const order: string[] = [];
    const exits: number[] = [];
    const shutdown = createShutdown({
      log,
      last: { name: 'database', step: () => void order.push('database') },
      exit: (code) => void exits.push(code),
    });
    shutdown.onShutdown('http server', async () => void order.push('http server'));
    shutdown.onShutdown('jobs', () => void order.push('jobs'));
    await Promise.all([shutdown.run('SIGTERM'), shutdown.run('SIGINT')]);
    expect(order).toEqual(['http server', 'jobs', 'database']);
    expect(exits).toEqual([0]);
  });

  it('keeps going after a step fails, and exits 1', async () => {
    const { log, lines } = recorder();
    const order: string[] = [];
    const exits: number[] = [];
    const shutdown = createShutdown({
      log,
      last: { name: 'database', step: () => void order.push('database') },
      exit: (code) => void exits.push(code),
    });
    shutdown.onShutdown('jobs', () => {
      throw new Error('stuck');
    });
    await shutdown.run('SIGTERM');
    expect(order).toEqual(['database']);
    expect(exits).toEqual([1]);
    expect(lines).toContain('shutdown: jobs failed to close');
  });

  it('exits 1 at the deadline, naming the step that hangs', async () => {
    const { log, lines } = recorder();
    let exited: (code: number) => void = () => {};
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    const shutdown = createShutdown({
      log,
      last: { name: 'database', step: () => {} },
      deadlineMs: 50,
      exit: (code) => exited(code),
    });
    shutdown.onShutdown('jobs', () => new Promise<void>(() => {}));
    void shutdown.run('SIGTERM');
    expect(await exitCode).toBe(1);
    expect(lines).toContain('shutdown still waiting for "jobs" after 0.05 s; exiting anyway');
  });
});
