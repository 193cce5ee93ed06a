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

async function findings(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages;
}

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  return (await findings(filePath, code)).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

/** The findings other than the alias rule's (a deep relative import may also climb too far). */
async function directionFindings(filePath: string, code: string): Promise<string[]> {
  return (await findings(filePath, code))
    .filter((m) => !m.message.includes('(decision 084)'))
    .map((m) => m.ruleId ?? `fatal: ${m.message}`);
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
    ['src/web/x.tsx', "import '#server/app';"],
    ['src/shared/x.ts', "import '#web/app/page';"],
    ['src/shared/x.ts', "import '#server/platform/env';"],
    ['src/server/x.ts', "import '#web/app/app';"],
    ['src/server/x.ts', "import 'date-fns';"],
    ['src/shared/x.ts', "import 'date-fns';"],
    ['src/web/x.tsx', "import 'date-fns';"],
  ])('%s may not %s', async (file, code) => {
    expect(await directionFindings(file, `${code}\n`)).toEqual(['no-restricted-imports']);
  });

  it('allows web → shared, server → shared and libraries where they belong', async () => {
    expect(
      await ruleIds(
        'src/web/x.tsx',
        "import { z } from 'zod';\nimport { useState } from 'react';\nimport { a } from '../shared/contracts/site';\nexport const b = [z, useState, a];\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'src/server/x.ts',
        "import { readFileSync } from 'node:fs';\nimport { a } from '../shared/contracts/site';\nexport const b = [readFileSync, a];\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds('src/shared/x.ts', "import { z } from 'zod';\nimport { a } from './contracts/site';\nexport const b = [z, a];\n"),
    ).toEqual([]);
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

describe('imports across src go through the aliases (decision 084)', () => {
  it.each([
    ['src/web/features/plan/components/x.tsx', "import '../../../lib/cn';"],
    ['src/server/features/edits/x.ts', "import '../../platform/env';"],
    ['src/shared/assessments/x.ts', "export { a } from '../../shared/site/pages';"],
    ['src/web/features/plan/x.test.tsx', "import '../../testing/fetch-stub';"],
  ])('%s may not climb: %s', async (file, code) => {
    const found = await findings(file, `${code}\n`);
    expect(found.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
    expect(found[0]!.message).toContain('#web/, #server/ or #shared/');
  });

  it.each([
    [
      'src/web/features/plan/components/x.tsx',
      "import { cn } from '#web/lib/cn';\nimport { a } from '../lib/links';\nimport { b } from './card';\nexport const c = [cn, a, b];",
    ],
    [
      'src/server/features/edits/x.ts',
      "import { env } from '#server/platform/env';\nimport { EditCard } from '#shared/contracts/edits';\nexport const c = [env, EditCard];",
    ],
    ['src/shared/assessments/x.ts', "import nsa from '../../../content/assessments/nervous-system-archetype.json';\nexport const c = nsa;"],
  ])('%s may: %s', async (file, code) => {
    expect(await ruleIds(file, `${code}\n`)).toEqual([]);
  });
});

describe('features stay in their rooms (decision 080)', () => {
  // Only this rule's findings (and parse failures): the snippets leave their imports unused.
  const roomFindings = async (file: string, code: string) =>
    (await ruleIds(file, `${code}\n`)).filter((id) => id === 'rooms/feature-rooms' || id.startsWith('fatal'));

  it.each([
    ['src/web/features/privacy/pages/x.tsx', "import { AccountLayout } from '../../auth/components/account-form';"],
    ['src/web/features/dashboard/pages/x.tsx', "import { weekSeries } from '../../plan/lib/week-series';"],
    ['src/web/features/plan/components/x.tsx', "import { Guide } from '#web/features/edits/components/guides';"],
    ['src/web/features/site/pages/x.tsx', "export { default } from '../../library/pages/article-page';"],
    ['src/web/features/site/pages/x.tsx', "const page = () => import('../../library/pages/article-page');"],
    ['src/web/features/site/x.test.tsx', "import { fixture } from '../wellness/test-fixtures';"],
    ['src/web/components/x.tsx', "import { useSession } from '../features/auth/api/get-session';"],
    ['src/web/lib/x.ts', "import { assessmentHome } from '../features/assessments/lib/assessment-routes';"],
    ['src/server/features/edits/x.ts', "import { hashToken } from '../auth/tokens';"],
    ['src/server/features/site/x.ts', "import { routes } from '#server/features/admin/routes';"],
  ])('%s may not %s', async (file, code) => {
    expect(await roomFindings(file, code)).toEqual(['rooms/feature-rooms']);
  });

  it.each([
    ['src/web/features/dashboard/x.tsx', "import { usePlan } from '../../plan/api/get-plan';"],
    ['src/web/features/dashboard/x.tsx', "import { TodayNextStep } from '#web/features/plan/components/today-next-step';"],
    ['src/web/features/wellness/components/x.tsx', "import { modulePath } from '../../edits/lib/edit-paths';"],
    [
      'src/web/features/plan/components/x.tsx',
      "import { a } from '../lib/anything';\nimport { b } from '../../../components/query-state';",
    ],
    ['src/web/app/x.tsx', "const page = () => import('../features/library/pages/article-page');"],
    ['src/web/testing/x.ts', "import { saveImpersonation } from '../features/admin/impersonation/stored-impersonation';"],
    ['src/server/features/edits/x.ts', "import { users } from '../auth/schema';\nimport { recordAudit } from '../admin/audit';"],
    ['src/server/app.ts', "import { routes } from './features/admin/routes';"],
  ])('%s may %s', async (file, code) => {
    expect(await roomFindings(file, code)).toEqual([]);
  });
});
