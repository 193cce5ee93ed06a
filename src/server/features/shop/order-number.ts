import { randomBytes } from 'node:crypto';

// Letters and digits that cannot be misread for one another (no 0/O, 1/I/L).
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** RS- and eight characters: easy to read out, unguessable enough not to enumerate. */
export function newOrderNumber(): string {
  const bytes = randomBytes(8);
  return `RS-${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}
