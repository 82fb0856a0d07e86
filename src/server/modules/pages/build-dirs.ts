import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The built web app (scripts/build-web.ts writes it, the server serves it). */
export const WEB_DIST_DIR = path.join(ROOT, 'dist/web');
/** The server renderer built from src/web/ssr/entry-server.tsx (ADR 043). */
export const SSR_DIST_DIR = path.join(ROOT, 'dist/ssr');
