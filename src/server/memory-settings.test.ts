import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The Node flags `npm start` runs the shop with (package.json), as the bench reads them too. */
function startFlags(): string[] {
  const script: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
  const words = script.split(/\s+/);
  // Between `node` and the entry it runs (the last word).
  return words.slice(words.indexOf('node') + 1, -1);
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
console.log(JSON.stringify({ peakMb: peak / 2 ** 20, liveMb: live.length * 1000 / 2 ** 20 }));
`;

describe("npm start's memory settings", () => {
  it('keep the heap V8 reserves near what is alive, not a multiple of it', () => {
    const flags = startFlags();
    expect(flags).toContain('--heap-growing-percent=20');
    const output = execFileSync(process.execPath, [...flags, '-e', CHURN], { encoding: 'utf8' });
    const { peakMb, liveMb } = JSON.parse(output) as { peakMb: number; liveMb: number };
    // About 57 MB alive: these settings reserve about twice that (near three times when the machine
    // is busy and the collector falls behind), Node's defaults (or the young generation's setting
    // alone) close to four times.
    expect(peakMb).toBeLessThan(liveMb * 3.2);
  }, 60_000);
});
