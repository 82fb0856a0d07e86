import fs from 'node:fs';
import path from 'node:path';
import { rewriteInAscii } from './ascii-source';
import { buildIsStale } from './build-stamp';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The server built to JavaScript: what `npm start` and the bench run with plain `node` (ADR 075). */
export const SERVER_DIST_DIR = path.join(ROOT, 'dist/server');
export const SERVER_ENTRY = path.join(SERVER_DIST_DIR, 'main.js');
const STAMP = path.join(SERVER_DIST_DIR, '.build-stamp');
const INPUTS = ['src/server', 'src/shared', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.ts'];

/**
 * Builds the server (src/server/dev-main.ts and what it imports) to plain JavaScript in dist/server,
 * so that it runs without a loader rewriting its modules: the packages stay in node_modules, and
 * a source map names the TypeScript line of each frame in a stack trace.
 */
export async function buildServer(outDir = SERVER_DIST_DIR) {
  const started = Date.now();
  // Loaded only when a build is due.
  const esbuild = await import('esbuild');
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'src/server/dev-main.ts' },
    outdir: outDir,
    bundle: true,
    // The entry sets which source maps Node reads before it imports the server: a chunk of its own.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: 'linked',
    // Written in ASCII below: esbuild leaves a comment's or a regular expression's characters as they are.
    logLevel: 'warning',
  });
  for (const file of fs.readdirSync(outDir)) {
    if (file.endsWith('.js')) rewriteInAscii(path.join(outDir, file));
  }
  if (outDir === SERVER_DIST_DIR) fs.writeFileSync(STAMP, new Date().toISOString());
  console.log(`Built the server in ${Date.now() - started} ms`);
}

/** True when dist/server is missing or older than any of its sources. */
export const serverBuildIsStale = () => buildIsStale(STAMP, INPUTS);

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
