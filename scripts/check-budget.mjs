#!/usr/bin/env node
// Bundle budget (ARCHITECTURE.md §5): first load of `/` ≤ 130 KB gzip, every other route chunk
// ≤ 60 KB gzip. Reads the Vite manifest of a production build: run `npm run build` first.
// Usage: node scripts/check-budget.mjs [dist/web]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BudgetError, computeBudget, formatReport } from './budget-lib.mjs';

const dist = path.resolve(process.argv[2] ?? 'dist/web');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file))).length;

try {
  const result = computeBudget(manifest, gzipSize);
  console.log(formatReport(result));
  process.exit(result.ok ? 0 : 1);
} catch (err) {
  if (!(err instanceof BudgetError)) throw err;
  console.error(`Bundle budget: ${err.message}`);
  process.exit(1);
}
