import { expect, it } from 'vitest';
import { containsPattern } from './like';

/** Search text → the pattern that finds it anywhere, its %, _ and \ taken literally. */
const PATTERNS = { sam: '%sam%', '50%': '%50\\%%', first_name: '%first\\_name%', 'back\\slash': '%back\\\\slash%', '': '%%' };

it('turns search text into a LIKE pattern that matches it literally, anywhere', () => {
  for (const [text, pattern] of Object.entries(PATTERNS)) expect(containsPattern(text), text).toBe(pattern);
});
