import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffLines } from './line-diff';

const compact = (older: string, newer: string) => diffLines(older, newer).map((l) => `${{ same: ' ', removed: '-', added: '+' }[l.op]}${l.text}`);

describe('diffLines', () => {
  it.each([
    ['', '', []],
    ['a', 'a', [' a']],
    ['', 'a\nb', ['+a', '+b']],
    ['a\nb', '', ['-a', '-b']],
    ['a\nb\nc', 'a\nc', [' a', '-b', ' c']],
    ['a\nc', 'a\nb\nc', [' a', '+b', ' c']],
    ['title: Old\nbody', 'title: New\nbody', ['-title: Old', '+title: New', ' body']],
    ['a\nb\nc\nd', 'b\nx\nd', ['-a', ' b', '-c', '+x', ' d']],
  ])('%j → %j', (older, newer, expected) => {
    expect(compact(older, newer)).toEqual(expected);
  });

  it('rebuilds both texts: the older from kept and removed lines, the newer from kept and added ones', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', 'd', ''), { maxLength: 12 }).map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(text, text, (older, newer) => {
        const lines = diffLines(older, newer);
        const side = (skip: string) => lines.filter((l) => l.op !== skip).map((l) => l.text);
        const split = (s: string) => (s === '' ? [] : s.split('\n'));
        return JSON.stringify(side('added')) === JSON.stringify(split(older)) && JSON.stringify(side('removed')) === JSON.stringify(split(newer));
      }),
    );
  });
});
