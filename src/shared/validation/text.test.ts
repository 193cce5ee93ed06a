import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_MAX, TEXT_MESSAGES, contentField, hasControlCharacters, hasUnsafeContent, titleField } from './text';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('content (spec 5: at most 10,000, no script, javascript: or vbscript:)', () => {
  it.each([
    ['A calm day.', null],
    ['x'.repeat(CONTENT_MAX), null],
    ['x'.repeat(CONTENT_MAX + 1), TEXT_MESSAGES.contentTooLong],
    ['<script>alert(1)</script>', TEXT_MESSAGES.contentUnsafe],
    ['< SCRIPT src=x>', TEXT_MESSAGES.contentUnsafe],
    ['see javascript:alert(1)', TEXT_MESSAGES.contentUnsafe],
    ['VBScript: nope', TEXT_MESSAGES.contentUnsafe],
    ['I read a description of scripts for hard conversations', null],
    ['Java is fine, and so is "javascript" without a colon', null],
  ])('%j → %s', (text, message) => {
    expect(first(contentField.safeParse(text))).toBe(message);
  });

  it('never accepts text that contains an unsafe marker (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 50 }),
        fc.constantFrom('<script>', 'javascript:', 'vbscript:', '</script>'),
        fc.string({ maxLength: 50 }),
        (a, bad, b) => {
          expect(contentField.safeParse(a + bad + b).success).toBe(false);
          expect(hasUnsafeContent(a + bad + b)).toBe(true);
        },
      ),
    );
  });
});

describe('title (spec 5: required, at most 200, no angle brackets)', () => {
  it.each([
    ['A good week', null],
    ['', TEXT_MESSAGES.titleRequired],
    ['   ', TEXT_MESSAGES.titleRequired],
    ['x'.repeat(200), null],
    ['x'.repeat(201), TEXT_MESSAGES.titleTooLong],
    ['Tired <b>', TEXT_MESSAGES.titleBrackets],
    ['a > b', TEXT_MESSAGES.titleBrackets],
  ])('%j → %s', (text, message) => {
    expect(first(titleField.safeParse(text))).toBe(message);
  });
});

describe('hasControlCharacters', () => {
  it.each([
    ['plain words', false],
    ['tab\tand\nlines\r\n', false],
    ['nul\u0000', true],
    ['bell\u0007', true],
    ['escape\u001b[0m', true],
    ['delete\u007f', true],
    ['emoji 🌿 and accents é', false],
  ])('%j -> %s', (text, expected) => {
    expect(hasControlCharacters(text)).toBe(expected);
  });
});
