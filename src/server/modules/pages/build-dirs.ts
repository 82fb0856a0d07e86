import path from 'node:path';
import { PROJECT_ROOT } from '../../project-root';

/** The built web app (scripts/build-web.ts writes it, the server serves it). */
export const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'dist/web');
/** The server renderer built from src/web/ssr/entry-server.tsx (ADR 043). */
export const SSR_DIST_DIR = path.join(PROJECT_ROOT, 'dist/ssr');
