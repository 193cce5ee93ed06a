import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from '../src/server/platform/env';

// The README's table must list every variable that the server reads (house rule 4: one env module).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

describe('README environment table', () => {
  it.each(Object.keys(EnvSchema.shape))('lists %s', (name) => {
    expect(readme).toContain(`| \`${name}\` |`);
  });
});
