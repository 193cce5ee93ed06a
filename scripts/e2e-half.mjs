// Prints the journey files of one half (1 or 2) for CI's two side-by-side Playwright runs
// (.ci/run, docs/decisions/136-ci-journeys-in-halves.md). A journey's length follows its file's
// length closely enough, so the files are dealt longest first to the half with less so far.
// The journeys that run alone afterwards (member-speed, launch-gate) are left out.
import { readdirSync, readFileSync } from 'node:fs';

const half = Number(process.argv[2]);
if (half !== 1 && half !== 2) throw new Error('usage: node scripts/e2e-half.mjs 1|2');
const ALONE = /^(member-speed|launch-gate)\.spec\.ts$/;
const files = readdirSync('tests/e2e')
  .filter((name) => name.endsWith('.spec.ts') && !ALONE.test(name))
  .map((name) => ({ name, size: readFileSync(`tests/e2e/${name}`, 'utf8').length }))
  .sort((a, b) => b.size - a.size || a.name.localeCompare(b.name));
const halves = [
  { size: 0, names: [] },
  { size: 0, names: [] },
];
for (const file of files) {
  const lighter = halves[0].size <= halves[1].size ? halves[0] : halves[1];
  lighter.size += file.size;
  lighter.names.push(`tests/e2e/${file.name}`);
}
console.log(halves[half - 1].names.sort().join('\n'));
