import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from '#server/platform/env';
import { OPERATING_MANUAL } from './operating-manual';

const text = JSON.stringify(OPERATING_MANUAL);
const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>);

/** The operating manual is true to the code (decision 125): a new setting or a renamed script fails here first. */
describe('the operating manual', () => {
  it('names every setting of the env schema', () => {
    expect(Object.keys(EnvSchema.shape).filter((name) => !text.includes(name))).toEqual([]);
  });

  it('names only settings the env schema has', () => {
    const named = new Set(text.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g));
    const known = new Set(Object.keys(EnvSchema.shape));
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
  });

  it('runs only npm scripts that package.json has', () => {
    const commands = OPERATING_MANUAL.flatMap((s) => s.commands);
    const used = [...text.matchAll(/npm (?:run )?([a-z:]+)/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(4);
    expect(commands.length).toBeGreaterThan(4);
    expect(used.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
