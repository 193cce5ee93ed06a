import { describe, expect, it } from 'vitest';
import { displayName, type NamedPerson } from './display-name';

describe('displayName (spec 2.8 greeting name)', () => {
  const table: [string, NamedPerson, string][] = [
    ['the preferred name first', { preferredName: 'Sunny', fullName: 'Samantha Rivera', email: 'sam@example.com' }, 'Sunny'],
    [
      'a preferred name with spaces, trimmed',
      { preferredName: '  Mary Ann ', fullName: 'Mary Ann Evans', email: 'm@example.com' },
      'Mary Ann',
    ],
    ['the first word of the full name', { preferredName: null, fullName: 'Samantha Rivera', email: 'sam@example.com' }, 'Samantha'],
    ['the full name when the preferred name is blank', { preferredName: '   ', fullName: 'Ada Lovelace', email: 'a@example.com' }, 'Ada'],
    ['a hyphenated first word whole', { fullName: 'Jean-Luc Picard', email: 'j@example.com' }, 'Jean-Luc'],
    ['the first word despite extra spaces', { fullName: '  Grace   Hopper ', email: 'g@example.com' }, 'Grace'],
    ['the email before the @, capitalised', { preferredName: null, fullName: '', email: 'river.stone@example.com' }, 'River.stone'],
    ['the email when nothing else is set', { email: 'sam@example.com' }, 'Sam'],
    ['an email already capitalised unchanged', { fullName: null, email: 'Quinn@example.com' }, 'Quinn'],
    ['a digit-first email as it is', { email: '42go@example.com' }, '42go'],
  ];
  for (const [what, person, expected] of table) {
    it(`uses ${what}`, () => expect(displayName(person)).toBe(expected));
  }
});
