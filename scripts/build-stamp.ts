import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * True when a build's stamp (written as its last step) is missing or older than any file of its
 * inputs (paths from the project's root): the build is then made again before it is used.
 */
export function buildIsStale(stamp: string, inputs: string[]): boolean {
  if (!fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return inputs.some((input) => {
    const full = path.join(ROOT, input);
    if (!fs.existsSync(full)) return false;
    return [...walk(full)].some((file) => fs.statSync(file).mtimeMs > builtAt);
  });
}

/** Every file under `target` (itself when it is a file). */
export function* walk(target: string): Generator<string> {
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    yield target;
    return;
  }
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    yield* walk(path.join(target, entry.name));
  }
}
