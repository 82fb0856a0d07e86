import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

/**
 * Unit, API and component tests. The default environment is node (the server's API tests need it);
 * a component test opts into a DOM with `// @vitest-environment happy-dom` on its first line.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
