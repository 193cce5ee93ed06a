import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseText } from './sanitise';

describe('sanitiseText (spec 5: angle brackets, script-like protocols, event handlers, control characters)', () => {
  it.each([
    ['A calm, helpful workbook.', 'A calm, helpful workbook.'],
    ['I <b>loved</b> it', 'I bloved/b it'],
    ['<img src=x onerror=alert(1)>', 'img src=x alert(1)'],
    ['see javascript:alert(1)', 'see alert(1)'],
    ['VBScript : x', 'x'],
    ['a data:text/html,hi', 'a ,hi'],
    ['javajavascript:script:go', 'go'],
    ['onmouseover = steal()', 'steal()'],
    ['bell\u0007 and nul\u0000 gone', 'bell and nul gone'],
    ['tab\tand\nlines stay', 'tab\tand\nlines stay'],
    ['Someone = kind, online now, 3 > 2', 'Someone = kind, online now, 3  2'],
    ['  trimmed  ', 'trimmed'],
    ['emoji 🌿 and accents é', 'emoji 🌿 and accents é'],
  ])('%j → %j', (input, expected) => {
    expect(sanitiseText(input)).toBe(expected);
  });

  it('leaves nothing it strips, and is stable when run again (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.constantFrom('<', '>', 'javascript:', 'vbscript:', 'onclick=', '\u0000', '\u001b', ''),
        fc.string({ maxLength: 80 }),
        (a, bad, b) => {
          const clean = sanitiseText(a + bad + b);
          expect(clean).not.toMatch(/[<>]|(?:java|vb)script\s*:|\bon[a-z]+\s*=/i);
          expect(sanitiseText(clean)).toBe(clean);
        },
      ),
    );
  });
});
