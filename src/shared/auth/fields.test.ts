import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailField, fullNameField, passwordField } from './fields';

describe('full name (spec 5: 2 to 100, letters, spaces, hyphens, apostrophes)', () => {
  const table: [string, boolean][] = [
    ['Al', true],
    ['A', false],
    ["Siobhán O'Neil-Brady", true],
    ['José Núñez', true],
    ['Zoë', true],
    ['R2D2', false],
    ['Ann <b>', false],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['  ', false],
  ];
  for (const [name, ok] of table) {
    it(`${JSON.stringify(name.length > 20 ? `${name.length} letters` : name)} → ${ok}`, () => {
      expect(fullNameField.safeParse(name).success).toBe(ok);
    });
  }
});

describe('email (spec 5: valid, at most 254)', () => {
  it('accepts a normal address and lowercases it', () => {
    expect(emailField.parse(' Ada@Example.COM ')).toBe('ada@example.com');
  });
  it('rejects an address over 254 characters', () => {
    const local = 'a'.repeat(64);
    const long = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(emailField.safeParse(long).success).toBe(false);
  });
  for (const bad of ['', 'plain', 'a@', '@b.com', 'a b@c.com']) {
    it(`rejects ${JSON.stringify(bad)}`, () => expect(emailField.safeParse(bad).success).toBe(false));
  }
});

describe('password field', () => {
  it('matches the rule check for any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (s) => {
        const ok = s.length >= 8 && s.length <= 128 && /[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s) && /[@$!%*?&]/.test(s);
        expect(passwordField.safeParse(s).success).toBe(ok);
      }),
    );
  });
});

describe('password confirmation is checked as soon as both are typed', () => {
  it('reports a mismatch even while another field is invalid', async () => {
    const { SignUpInput } = await import('../contracts/auth');
    const result = SignUpInput.safeParse({
      fullName: 'A',
      email: 'ada@example.com',
      password: 'Calm-river-Stone9!',
      confirmPassword: 'different',
      acceptTerms: true,
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toContain('fullName');
    expect(fields).toContain('confirmPassword');
  });
});
