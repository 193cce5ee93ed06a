import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  const table: [string, (string | number | null)[], string][] = [
    ['plain text and numbers', ['/library', 12], '"/library","12"'],
    ['quotes doubled, commas kept', ['say "hi", then go', 1], '"say ""hi"", then go","1"'],
    ['an empty cell', [null, 0], '"","0"'],
    ['a formula is defused', ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)'], `"'=HYPERLINK(""x"")","'+1","'-2","'@SUM(A1)"`],
    ['a negative number stays a number', [-3], '"-3"'],
  ];
  for (const [name, row, line] of table) {
    it(name, () => expect(toCsv(['a'], [row])).toBe(`"a"\r\n${line}\r\n`));
  }
});
