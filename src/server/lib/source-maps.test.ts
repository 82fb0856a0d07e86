import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Loads a dependency that ships a source map (lucide) and a module of the shop's own through tsx,
 * as the server's entry points do, with or without readOwnSourceMapsOnly first, and says which of
 * the two maps Node keeps.
 */
function mapsKept(readOwnOnly: boolean): { dependency: boolean; own: boolean } {
  const own = pathToFileURL(path.join(ROOT, 'src/shared/money.ts')).href;
  const program = `
import module from 'node:module';
import { readOwnSourceMapsOnly } from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'src/server/lib/source-maps.ts')).href)};
if (${readOwnOnly}) readOwnSourceMapsOnly();
const dependency = module.createRequire(import.meta.url).resolve('lucide');
module.createRequire(import.meta.url)(dependency);
await import(${JSON.stringify(own)});
console.log(JSON.stringify({
  dependency: module.findSourceMap(dependency) !== undefined,
  own: module.findSourceMap(${JSON.stringify(own)}) !== undefined,
}));
`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1)!);
}

describe('readOwnSourceMapsOnly', () => {
  it("keeps the shop's own source maps and reads no dependency's", () => {
    // Under tsx alone, Node reads and keeps the dependency's map too: what the call saves.
    expect(mapsKept(false)).toEqual({ dependency: true, own: true });
    expect(mapsKept(true)).toEqual({ dependency: false, own: true });
  }, 60_000);
});
