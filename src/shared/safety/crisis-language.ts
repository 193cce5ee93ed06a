/**
 * Crisis language (SCIENCE.md): words in check-in notes, journal entries or messages to Sofia that
 * suggest someone may be thinking of ending their life or hurting themselves. A match shows a
 * gentle resources card; it never blocks saving. Deliberately broad: a false alarm costs a kind
 * card, a miss costs far more.
 */
const PATTERNS: RegExp[] = [
  /\b(kill|hurt|harm|cut)(ing)?\s+(my\s*self|myself)\b/i,
  /\bsuicid(e|al)\b/i,
  /\bend(ing)?\s+(my|it)\s*(life|all)\b/i,
  /\bend\s+it\s+all\b/i,
  /\b(want|wanted|wish|wishing)\s+(to\s+be|i\s+was|i\s+were)?\s*dead\b/i,
  /\bbetter\s+off\s+(dead|without\s+me)\b/i,
  /\bno\s+(reason|point)\s+(to|in)\s+(live|living|go\s+on|going\s+on)\b/i,
  /\bcan'?t\s+go\s+on\b/i,
  /\bdon'?t\s+want\s+to\s+(live|be\s+alive|wake\s+up)\b/i,
  /\bself[-\s]?harm(ing)?\b/i,
  /\btake\s+my\s+(own\s+)?life\b/i,
];

export function hasCrisisLanguage(text: string | null | undefined): boolean {
  if (!text) return false;
  // Phone keyboards type curly apostrophes ("can’t go on"): read them as straight ones.
  const plain = text.replace(/[\u2018\u2019\u02BC\u0060\u00B4]/g, "'");
  return PATTERNS.some((pattern) => pattern.test(plain));
}
