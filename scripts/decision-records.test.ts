import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 17 part 5: every decision record says when it was taken and whether it still holds, and the
// index lists every record once.
const DIR = path.join(import.meta.dirname, '..', 'docs', 'decisions');
const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');

describe('decision records', () => {
  it.each(records)('%s has a title, a date and a status, and is in the index', (name) => {
    const [title, blank, header] = readFileSync(path.join(DIR, name), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)}\\b`));
    expect(blank).toBe('');
    expect(header).toMatch(/^Date: \d{4}-\d{2}-\d{2}\. Status: (accepted|amended by|superseded by)/);
    expect(index).toContain(`](${name})`);
  });

  it('numbers each record once', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
