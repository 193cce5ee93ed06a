// ESLint flat config. The rules stay modest (recommended sets) so that real code passes; the two
// house rules that matter are enforced here rather than in review (ARCHITECTURE.md §3):
//   2. imports go one way: web → shared, server → shared; shared imports neither; web never server.
//   4. process.env is read in one file (src/server/platform/env.ts), plus tooling and test helpers.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const builtinNames = builtinModules.filter((name) => !name.startsWith('_')).map((name) => name.replace(/[/.]/g, '\\$&'));
const nodeBuiltins = {
  regex: `^(node:|(${builtinNames.join('|')})(/|$))`,
  message: 'Node built-in modules are server-only.',
};
const serverCode = {
  regex: '^(\\.{1,2}/)+(.*/)?server(/|$)|^/?src/server(/|$)',
  message: 'Only src/server may import server code; share it through src/shared instead (ARCHITECTURE.md house rule 2).',
};
const webCode = {
  regex: '^(\\.{1,2}/)+(.*/)?web(/|$)|^/?src/web(/|$)',
  message: 'Only src/web may import web code (ARCHITECTURE.md house rule 2).',
};
const platformPackages = {
  regex: '^(react|react-dom|fastify|@fastify/.*|drizzle-.*|pg|@electric-sql/.*)(/|$)',
  message: 'src/shared is isomorphic: no UI, server or database libraries (ARCHITECTURE.md §3).',
};

const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default defineConfig([
  globalIgnores([
    'dist/',
    'node_modules/',
    'data/',
    '.tmp/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'migrations/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/server/platform/env.ts (ARCHITECTURE.md house rule 4).',
        },
      ],
    },
  },
  {
    // Where reading process.env is allowed: the env module, tooling, config files and test helpers.
    files: [
      'src/server/platform/env.ts',
      'src/server/testing/**',
      'scripts/**',
      'tests/**',
      '.ci/**',
      'playwright.config.ts',
      'vite.config.ts',
      'vitest.config.ts',
      'drizzle.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/web/**/*.{js,mjs,ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...restrictImports(serverCode, nodeBuiltins),
    },
  },
  {
    // Web tests run in Node (jsdom) and may read fixtures from disk; they still never import server code.
    files: ['src/web/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: restrictImports(serverCode),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrictImports(webCode),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrictImports(serverCode, webCode, nodeBuiltins, platformPackages),
  },
  {
    // Browser callbacks inside Playwright journeys (page.evaluate) see the DOM.
    files: ['tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
]);
