import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves that eslint.config.js enforces ARCHITECTURE.md house rules 2 (import direction) and
// 4 (process.env in one file), by linting small sources under fake paths.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('import direction (house rule 2)', () => {
  it.each([
    ['src/shared/x.ts', "import '../server/app';"],
    ['src/shared/contracts/x.ts', "export type { Env } from '../../server/platform/env';"],
    ['src/shared/x.ts', "import '../web/app/page';"],
    ['src/shared/x.ts', "import 'node:fs';"],
    ['src/shared/x.ts', "import 'path';"],
    ['src/shared/x.ts', "import 'react';"],
    ['src/shared/x.ts', "import 'drizzle-orm/pg-core';"],
    ['src/shared/x.ts', "import '@electric-sql/pglite';"],
    ['src/shared/x.ts', "import '@fastify/cookie';"],
    ['src/web/x.tsx', "import '../../server/app';"],
    ['src/web/features/site/pages/x.tsx', "import '../../../../server/features/site/content';"],
    ['src/web/lib/x.ts', "import 'node:fs/promises';"],
    ['src/server/x.ts', "import '../web/app/app';"],
  ])('%s may not %s', async (file, code) => {
    expect(await ruleIds(file, `${code}\n`)).toEqual(['no-restricted-imports']);
  });

  it('allows web → shared, server → shared and libraries where they belong', async () => {
    expect(await ruleIds('src/web/x.tsx', "import { z } from 'zod';\nimport { useState } from 'react';\nimport { a } from '../shared/contracts/site';\nexport const b = [z, useState, a];\n")).toEqual([]);
    expect(await ruleIds('src/server/x.ts', "import { readFileSync } from 'node:fs';\nimport { a } from '../shared/contracts/site';\nexport const b = [readFileSync, a];\n")).toEqual([]);
    expect(await ruleIds('src/shared/x.ts', "import { z } from 'zod';\nimport { a } from './contracts/site';\nexport const b = [z, a];\n")).toEqual([]);
  });
});

describe('process.env in one file (house rule 4)', () => {
  const code = 'export const port = process.env.PORT;\n';

  it('rejects process.env in application code', async () => {
    expect(await ruleIds('src/server/features/site/x.ts', code)).toEqual(['no-restricted-properties']);
    expect(await ruleIds('src/web/x.ts', code)).toEqual(['no-restricted-properties']);
  });

  it('allows it in the env module, tooling and test helpers', async () => {
    for (const file of ['src/server/platform/env.ts', 'src/server/testing/x.ts', 'scripts/x.mjs', 'vite.config.ts']) {
      expect(await ruleIds(file, code)).toEqual([]);
    }
  });
});
