import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The words of `npm start` (package.json), as the bench reads them too. */
function startWords(): string[] {
  const script: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
  return script.split(/\s+/);
}

/** The Node flags `npm start` runs the shop with: between `node` and the entry it runs (the last word). */
function startFlags(): string[] {
  const words = startWords();
  return words.slice(words.indexOf('node') + 1, -1);
}

/** The environment `npm start` sets before `node` (NAME=value). */
function startEnvironment(): Record<string, string> {
  const words = startWords();
  return Object.fromEntries(
    words.slice(0, words.indexOf('node')).map((word) => word.split('=') as [string, string]),
  );
}

// A program shaped like the server under load: a large set of long-lived strings (its modules and
// caches) and, beside it, answers that live a little while and die (each survives a few young
// collections, so reaches the old generation as garbage). It prints the largest heap V8 reserved.
const CHURN = `
const live = [];
for (let i = 0; i < 60000; i++) live.push('x'.repeat(1000) + i);
const inFlight = [];
let peak = 0;
for (let round = 0; round < 400; round++) {
  inFlight.push(Array.from({ length: 2000 }, (_, j) => ({ j, text: 'y'.repeat(100) + j + ':' + round })));
  if (inFlight.length > 20) inFlight.shift();
  peak = Math.max(peak, process.memoryUsage().heapTotal);
}
console.log(JSON.stringify({ peakMb: peak / 2 ** 20 }));
`;

describe("npm start's memory settings", () => {
  it('keep the heap V8 reserves well below what Node reserves by default', () => {
    const flags = startFlags();
    expect(flags).toContain('--heap-growing-percent=20');
    const peakOf = (nodeFlags: string[]) =>
      (
        JSON.parse(execFileSync(process.execPath, [...nodeFlags, '-e', CHURN], { encoding: 'utf8' })) as {
          peakMb: number;
        }
      ).peakMb;
    // Measured side by side, because how far the collector falls behind depends on how busy the
    // machine is: these settings reserve about twice what is alive, Node's defaults near five times.
    const withSettings = peakOf(flags);
    const withDefaults = peakOf([]);
    expect(withSettings).toBeLessThan(withDefaults * 0.75);
  }, 60_000);

  it("keep the main thread's malloc arena small while answers are compressed one after another", () => {
    // Each answer of about 40 KB is copied to UTF-8 and compressed, the copy and the compressed
    // bytes freed with a later collection, while a few small buffers are kept for good between
    // them: glibc's arena would keep every hole they leave (70-80 MB here with its defaults).
    const program = `
      const fs = require('node:fs');
      const zlib = require('node:zlib');
      const text = JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i, name: 'Rice cooker ' + i, code: Math.random().toString(36).repeat(3) })));
      const kept = [];
      let inFlight = [];
      for (let i = 0; i < 8000; i++) {
        inFlight.push(zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }));
        if (inFlight.length > 100) inFlight = [];
        if (i % 20 === 0) kept.push(Buffer.allocUnsafeSlow(3000));
      }
      let inArena = false;
      let kb = 0;
      for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\\n')) {
        if (/^[0-9a-f]+-/.test(line)) inArena = line.endsWith('[heap]');
        else if (inArena && line.startsWith('Rss:')) kb += Number(line.split(/\\s+/)[1]);
      }
      console.log(JSON.stringify({ arenaMb: kb / 1024, kept: kept.length }));
    `;
    const output = execFileSync(process.execPath, [...startFlags(), '-e', program], {
      encoding: 'utf8',
      env: { ...process.env, ...startEnvironment() },
    });
    const { arenaMb } = JSON.parse(output) as { arenaMb: number };
    expect(arenaMb).toBeLessThan(25);
  }, 60_000);
});
