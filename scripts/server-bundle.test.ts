import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Packages that most servers never use, or use only later: imported where they are first needed,
 * never when the server starts (decision 164). A static import anywhere in the server bundle loads
 * the package at start, so each must be reached by `await import()` only.
 */
const ON_FIRST_USE = [
  'stripe',
  'nodemailer',
  'pdfkit',
  '@ai-sdk/openai-compatible',
  '@electric-sql/pglite',
  'drizzle-orm/pglite',
  'drizzle-orm/pglite/migrator',
  '@nlpjs/core',
  '@nlpjs/nlp',
  '@nlpjs/lang-en',
  'astronomy-engine',
  'ai',
];

/** How the bundle reaches each package: 'import-statement' (at start) or 'dynamic-import'. */
let importKinds: Map<string, Set<string>>;

beforeAll(async () => {
  // The same bundle as `npm run build:server` (checked below), in memory.
  const result = await build({
    entryPoints: ['src/server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node24',
    write: false,
    metafile: true,
    outfile: 'dist/server/main.js',
    logLevel: 'silent',
  });
  importKinds = new Map();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path, kind, external } of output.imports) {
      if (!external) continue;
      importKinds.set(path, (importKinds.get(path) ?? new Set()).add(kind));
    }
  }
}, 60_000);

describe('the server bundle', () => {
  it('is built with the options of npm run build:server', () => {
    const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts['build:server'] as string;
    for (const flag of ['src/server/main.ts', '--bundle', '--platform=node', '--format=esm', '--packages=external', '--target=node24'])
      expect(script.split(/\s+/)).toContain(flag);
  });

  it('imports the packages every request needs when the server starts', () => {
    expect([...(importKinds.get('fastify') ?? [])]).toEqual(['import-statement']);
    expect([...(importKinds.get('pg') ?? [])]).toEqual(['import-statement']);
  });

  it.each(ON_FIRST_USE)('imports %s only where it is first used', (name) => {
    expect([...(importKinds.get(name) ?? [])]).toEqual(['dynamic-import']);
  });
});
