import { MEDICAL_WORDS } from './wording';

/** The member's "I feel…" / "I'm…" opening and how it reads turned toward them. */
const OPENINGS: [RegExp, string][] = [
  [/\b(?:i'm|i am|im)\s+/i, "you're "],
  [/\bi feel\s+/i, 'you feel '],
  [/\bi(?:'ve| have) been\s+/i, "you've been "],
];

const SWAPS: Record<string, string> = { i: 'you', "i'm": "you're", me: 'you', my: 'your', mine: 'yours', myself: 'yourself', am: 'are' };
const MAX_WORDS = 10;
/** Only plain words are echoed: no digits (numbers come only from facts), no quotes or symbols. */
const PLAIN = /^[a-z' -]+$/i;
const AWKWARD = /\b(you|your|yours|yourself|not sure)\b/i;

/**
 * The member's own feeling in their words, pronouns turned around ("I'm so tired of it all" →
 * "you're so tired of it all"), or null when there is no short, plain clause to reflect.
 */
export function echoOf(text: string): string | null {
  const plain = text.replace(/[‘’]/g, "'");
  for (const [opening, turned] of OPENINGS) {
    const match = opening.exec(plain);
    if (!match) continue;
    const clause = plain
      .slice(match.index + match[0].length)
      .split(/[.!?;,\n]|\s(?:but|and|because)\s/i)[0]!
      .trim();
    const words = clause.split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.length > MAX_WORDS || !PLAIN.test(clause) || AWKWARD.test(clause)) return null;
    if (MEDICAL_WORDS.some((w) => clause.toLowerCase().includes(w))) return null;
    return turned + words.map((w) => SWAPS[w.toLowerCase()] ?? w).join(' ');
  }
  return null;
}
