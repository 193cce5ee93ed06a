import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pageChunks } from './scripts/vite-page-chunks';

export default defineConfig({
  // pageChunks gives lazy pages their module keys, as in the build (the server's prefetch list uses them).
  plugins: [react(), pageChunks()],
  test: {
    // Two cores: two workers for every project, run side by side. An API test file opens its own
    // embedded database (~700 MB), so more workers would not help.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // The lint-rule tests start ESLint once (several seconds on a busy machine).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          // Each file in a fresh VM context of a reused thread: the same isolation as separate
          // workers, without starting jsdom and the module graph anew (251 s -> 93 s here).
          pool: 'vmThreads',
          include: ['src/web/**/*.test.tsx'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/dom.ts'],
          // Whole-app renders (router, lazy pages) can take seconds on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // Files share a worker's module graph (each still opens its own database and server):
          // importing the server once per worker, not once per file (226 s -> 66 s here).
          isolate: false,
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['tests/setup/pglite-template.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
