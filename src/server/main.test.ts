import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from './test/event-stream';

const script = path.join(import.meta.dirname, 'test/shutdown-server.ts');
let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves once `test` is true of the output so far; rejects after `ms`. */
function waitFor(output: () => string, test: (text: string) => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (test(output())) return resolve();
      if (Date.now() > deadline) return reject(new Error(`No ${what} within ${ms} ms:\n${output()}`));
      setTimeout(check, 20);
    };
    check();
  });
}

describe('graceful shutdown of the real server', () => {
  it('on SIGTERM finishes the request in flight, ends the deal stream, exits 0 and frees the database', {
    timeout: 120_000,
  }, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-shutdown-'));
    const env = { ...process.env };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: {
        ...env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
        DEV_MAILBOX: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));

    await waitFor(
      () => output,
      (text) => /LISTENING \d+/.test(text),
      60_000,
      'start',
    );
    const base = `http://127.0.0.1:${/LISTENING (\d+)/.exec(output)![1]}`;
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(true);

    const stream = await openEventStream(`${base}/api/deals/events`);
    expect(await stream.nextComment()).toBe('connected');
    const slow = fetch(`${base}/api/test/slow`);
    await waitFor(
      () => output,
      (text) => text.includes('slow request started'),
      10_000,
      'slow request',
    );

    const signalled = Date.now();
    child.kill('SIGTERM');

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    expect(await stream.ended()).toBe(true);
    expect(await exited, output).toBe(0);
    // Before the 10 s deadline (exit code 0 says so too), with room for a busy machine.
    expect(Date.now() - signalled).toBeLessThan(9000);
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);

    // Every line about the request carries its id, the one its answer was given.
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; step?: string });
    const requestId = answer.headers.get('x-request-id');
    expect(lines.find((line) => line.msg === 'slow request started')?.reqId).toBe(requestId);
    expect(lines.filter((line) => line.reqId === requestId).length).toBeGreaterThanOrEqual(3);
    // In order: the HTTP server (streams and requests), the background jobs, then the database.
    expect(lines.filter((line) => line.step).map((line) => line.step)).toEqual([
      'http server',
      'jobs',
      'database',
    ]);
  });
});
