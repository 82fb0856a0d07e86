import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openPglite } from './client';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database folder', () => {
  it('refuses a second process, and is free again once the first closes', async () => {
    const first = await openPglite(dataDir);
    const script = `import { openPglite } from ${JSON.stringify(path.resolve(import.meta.dirname, 'client.ts'))};
      try { await openPglite(${JSON.stringify(dataDir)}); console.log('opened'); }
      catch (error) { console.log(error.message); }`;
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
      });
    const { stdout } = await run();
    expect(stdout).toContain(
      `The embedded database in ${dataDir} is in use by another process (pid ${process.pid})`,
    );

    await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DatabaseLockedError);
    await first.close();
    const second = await openPglite(dataDir);
    await second.close();
  }, 60_000);

  it('takes over a lock left by a process that no longer runs', async () => {
    fs.writeFileSync(path.join(dataDir, 'app.lock'), '999999');
    const database = await openPglite(dataDir);
    await database.close();
  }, 60_000);
});
