// ESLint flat config. The rules stay modest (recommended sets) so that real code passes; the house
// rules that matter are enforced here rather than in review (ARCHITECTURE.md §3):
//   2. imports go one way: web → shared, server → shared; shared imports neither; web never server.
//   4. process.env is read in one file (src/server/platform/env.ts), plus tooling and test helpers.
//   Features stay in their rooms (decision 080): a feature imports another only through what that
//   feature shares (listed below); src/web/components and src/web/lib import no feature; the app
//   layer (src/web/app) wires the pages.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import rooms from './scripts/lint/feature-rooms.js';

const builtinNames = builtinModules.filter((name) => !name.startsWith('_')).map((name) => name.replace(/[/.]/g, '\\$&'));
const nodeBuiltins = {
  regex: `^(node:|(${builtinNames.join('|')})(/|$))`,
  message: 'Node built-in modules are server-only.',
};
const serverCode = {
  regex: '^(\\.{1,2}/)+(.*/)?server(/|$)|^/?src/server(/|$)|^#server/',
  message: 'Only src/server may import server code; share it through src/shared instead (ARCHITECTURE.md house rule 2).',
};
const webCode = {
  regex: '^(\\.{1,2}/)+(.*/)?web(/|$)|^/?src/web(/|$)|^#web/',
  message: 'Only src/web may import web code (ARCHITECTURE.md house rule 2).',
};
// Issue 17: code in src/ reaches another part of src/ through the package's import aliases, not by
// climbing two or more directories (content/, tests/ and migrations/ are outside the aliases).
const deepRelative = {
  regex: '^(\\.\\./){2,}(?!\\.\\./|content/|tests/|migrations/)',
  message: 'Import through #web/, #server/ or #shared/ (package.json "imports") rather than ../../ (decision 084).',
};
const platformPackages = {
  regex: '^(react|react-dom|fastify|@fastify/.*|drizzle-.*|pg|@electric-sql/.*)(/|$)',
  message: 'src/shared is isomorphic: no UI, server or database libraries (ARCHITECTURE.md §3).',
};

// What each feature shares with the others (decision 080). '*' is every feature: on the web its
// `api/` (one query or mutation per file), on the server its `schema` (the tables). Anything else a
// second feature needs belongs in src/web/components, src/web/lib or src/shared, or is listed here.
const webRooms = {
  features: 'src/web/features',
  layers: ['src/web/components', 'src/web/lib'],
  aliases: { '#web/': 'src/web/' },
  shared: {
    '*': ['api/'],
    assessments: ['lib/assessment-routes'],
    edits: ['lib/edit-paths', 'components/set-aside-edit', 'components/breath-pacer', 'components/edit-progress'],
    memberships: ['components/billing-section'],
    plan: ['lib/journey-words', 'components/journey-stage', 'components/today-next-step', 'components/recommended-edit'],
    shop: ['components/downloads-list', 'components/test-mode-banner'],
    soulprint: ['components/soulprint-completion-card'],
    wellness: ['components/preferences-form'],
  },
};
const serverRooms = {
  features: 'src/server/features',
  aliases: { '#server/': 'src/server/' },
  shared: {
    '*': ['schema'],
    admin: ['audit', 'grant', 'security-events'],
    assessments: ['content', 'results'],
    auth: ['actor', 'auth', 'handler', 'has-password'],
    'content-admin': ['drafts'],
    edits: ['content', 'progress'],
    'launch-gate': ['service'],
    library: ['content'],
    lounge: ['engagement', 'lounge-testing'],
    memberships: ['effective-tier', 'membership-summary'],
    privacy: ['support-access'],
    safety: ['crisis-counts'],
    sofia: ['testing/fake-llm-server'],
    soulprint: ['service'],
    tracking: ['enrich'],
  },
};

// Decision 161: date-fns by function (`date-fns/addDays`), never its index: the compiled server loads
// packages as Node does, and the index loads the module of every one of its ~250 functions at start.
const dateFnsIndex = {
  regex: '^date-fns$',
  message: "Import each date-fns function from its own path: 'date-fns/addDays' (decision 161).",
};
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [...patterns, dateFnsIndex] }] });

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'data/', '.tmp/', 'test-results/', 'playwright-report/', 'coverage/', 'migrations/']),
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
      ...restrictImports(serverCode, nodeBuiltins, deepRelative),
    },
  },
  {
    // Web tests run in Node (jsdom) and may read fixtures from disk; they still never import server code.
    files: ['src/web/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: restrictImports(serverCode, deepRelative),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrictImports(webCode, deepRelative),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { rooms },
    rules: { 'rooms/feature-rooms': ['error', webRooms] },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { rooms },
    rules: { 'rooms/feature-rooms': ['error', serverRooms] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrictImports(serverCode, webCode, nodeBuiltins, platformPackages, deepRelative),
  },
  {
    // Browser callbacks inside Playwright journeys (page.evaluate) see the DOM.
    files: ['tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
]);
