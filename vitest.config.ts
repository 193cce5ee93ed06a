import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
