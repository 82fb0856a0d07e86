import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SSR_DIST_DIR, WEB_DIST_DIR } from '../src/server/modules/pages/build-dirs';
import { rewriteInAscii } from './ascii-source';
import { buildIsStale, walk } from './build-stamp';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(WEB_DIST_DIR, '.build-stamp');
const INPUTS = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Builds the web app, then writes .gz and .br beside each text asset so the server never compresses them per request. */
export async function buildWeb() {
  const started = Date.now();
  // Vite sets NODE_ENV=production in this process while it builds; the server started next must
  // see the environment it was given.
  const nodeEnv = process.env.NODE_ENV;
  try {
    // Loaded only when a build is due: it is most of the start-up time otherwise.
    const { build } = await import('vite');
    await build({ root: ROOT, logLevel: 'warn' });
    // The server renderer (ADR 043, prototype): the same modules, for Node, beside dist/web.
    await build({
      root: ROOT,
      logLevel: 'warn',
      build: {
        ssr: 'src/web/ssr/entry-server.tsx',
        outDir: SSR_DIST_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
      // Bundled, so that the libraries built on React render with Preact too (vite.config.ts).
      ssr: { noExternal: true },
    });
    rewriteInAscii(path.join(SSR_DIST_DIR, 'entry-server.js'));
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  for (const file of walk(WEB_DIST_DIR)) {
    if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file) || fs.statSync(file).size < 1024) continue;
    const content = fs.readFileSync(file);
    fs.writeFileSync(`${file}.gz`, await gzip(content, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  fs.writeFileSync(STAMP, new Date().toISOString());
  console.log(`Built the web app in ${Date.now() - started} ms`);
}

/** True when dist/web is missing or older than any of its sources. */
export const webBuildIsStale = () => buildIsStale(STAMP, INPUTS);

if (import.meta.url === `file://${process.argv[1]}`) await buildWeb();
