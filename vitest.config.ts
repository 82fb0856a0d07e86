import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { alias, preact } from './vite.config.ts';

/** The server renderer's test renders as the built renderer does: with Preact (ADR 074). */
const SERVER_RENDERER_TEST = 'src/server/web-app-ssr.test.ts';

/**
 * Unit, API and component tests. The default environment is node (the server's API tests need it);
 * a component test opts into a DOM with `// @vitest-environment happy-dom` on its first line. The
 * component tests run on React, whose Testing Library they use; the browser suite runs the built
 * shop, on Preact.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: [SERVER_RENDERER_TEST] },
      },
      {
        extends: true,
        resolve: {
          alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), ...preact],
        },
        test: {
          name: 'server-renderer',
          include: [SERVER_RENDERER_TEST],
          // Transformed by Vite, not loaded by Node: the libraries built on React then use Preact too.
          server: {
            deps: {
              inline: [
                /react-router/,
                /@tanstack[\\/]react-query/,
                /sonner/,
                /@radix-ui/,
                /react-hook-form/,
                /@hookform/,
                /lucide-react/,
                /recharts/,
              ],
            },
          },
        },
      },
    ],
  },
});
