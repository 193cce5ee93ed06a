import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPasswordRules, passwordStrength } from './password';

describe('passwordStrength (spec 5)', () => {
  // [password, score, label] computed by hand: +1 each for len>=8, len>=12, lower, upper, digit,
  // special; -1 for a run of three; -1 for 123/abc/qwe/password.
  const table: [string, number, string][] = [
    ['', 0, 'Weak'],
    ['a', 1, 'Weak'], // lower
    ['aB', 2, 'Fair'], // lower, upper
    ['aB1', 3, 'Fair'], // + digit
    ['aB1@', 4, 'Good'], // + special
    ['aB1@xyzw', 5, 'Strong'], // + len 8
    ['aB1@xyzwvuts', 6, 'Strong'], // + len 12
    ['aaaB1@xy', 4, 'Good'], // 5 - run of three
    ['abcB1@xy', 4, 'Good'], // 5 - common abc
    ['aaaB1@xy123', 3, 'Fair'], // 5 - run - common
    ['Password1!', 4, 'Good'], // len8, lower, upper, digit, special = 5, - password
    ['QWErty', 1, 'Weak'], // lower, upper = 2, - qwe
    ['12345678', 1, 'Weak'], // len8, digit = 2, - common 123
    ['zzzz', 0, 'Weak'], // lower 1 - run
    ['Calm-river-Stone9!', 6, 'Strong'], // all six, no penalties
  ];

  for (const [password, score, label] of table) {
    it(`"${password}" scores ${score} (${label})`, () => {
      const result = passwordStrength(password);
      expect(result.score).toBe(score);
      expect(result.label).toBe(label);
    });
  }

  it('gives a hint for each missing item and each penalty', () => {
    expect(passwordStrength('aaa123').hints).toEqual([
      'Use at least 8 characters',
      'Use 12 or more characters for extra strength',
      'Add an uppercase letter',
      'Add a symbol (@$!%*?&)',
      'Avoid repeating a character three times in a row',
      'Avoid common patterns like 123, abc, qwe or password',
    ]);
    expect(passwordStrength('Calm-river-Stone9!').hints).toEqual([]);
  });

  it('always scores between 0 and 6 with the label that matches the score', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (s) => {
        const { score, label } = passwordStrength(s);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(6);
        expect(label).toBe(score < 2 ? 'Weak' : score < 4 ? 'Fair' : score === 4 ? 'Good' : 'Strong');
      }),
    );
  });
});

describe('checkPasswordRules (spec 5)', () => {
  const table: [string, boolean][] = [
    ['Abcdef1!', true],
    ['Abcde1!', false], // 7 characters
    ['abcdef1!', false], // no uppercase
    ['ABCDEF1!', false], // no lowercase
    ['Abcdefg!', false], // no digit
    ['Abcdefg1', false], // no special
    ['Abcdefg1#', false], // # is not one of @$!%*?&
    [`A1!${'a'.repeat(125)}`, true], // 128
    [`A1!${'a'.repeat(126)}`, false], // 129
  ];
  for (const [password, ok] of table) {
    it(`${JSON.stringify(password.length > 20 ? `${password.slice(0, 8)}…(${password.length})` : password)} → ${ok ? 'valid' : 'invalid'}`, () => {
      expect(checkPasswordRules(password).ok).toBe(ok);
    });
  }
});
