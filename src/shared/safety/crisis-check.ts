/**
 * The one tiered crisis check (SCIENCE.md, issue 15), used by every surface where a person
 * writes, on the server (which decides and returns the tier with the save) and in the page (as
 * the person types). Deliberately broad: a false alarm costs a kind card, a miss costs far more.
 *
 * - Tier 1, explicit: direct or passive ideation, self-harm, method or plan, imminence, harm to
 *   others, abuse. The crisis card comes first.
 * - Tier 2, ambiguous or hopeless: the resources with a gentle direct question.
 * - 0: nothing found.
 *
 * Text is normalised before matching (case, curly or missing apostrophes, letter stretching and
 * doubled letters, spacing), and the patterns are normalised the same way, so "I dont wanna
 * liiive" and "I don’t want to live" read alike. Negation never clears a card: "I'm not
 * suicidal" is read as tier 2, so the resources still show with the direct question. Hyperbole
 * about a thing ("my inbox is hopeless", "I could kill my boss") exempts only the tier-2 or
 * harm-to-others phrase it covers, never a first-person tier-1 phrase, and a work word elsewhere
 * in the sentence exempts nothing ("I can't go on like this, my boss screams at me").
 */
import { ABUSE, HARM_TO_OTHERS, HYPERBOLE, NEGATION_BEFORE, SPELLINGS, TIER_1, TIER_1_ACROSS, TIER_2 } from './crisis-patterns';

export const CRISIS_TIERS = [0, 1, 2] as const;
export type CrisisTier = (typeof CRISIS_TIERS)[number];
/** What a tier-1 hit is about, when the card should say more than its general words: abuse. */
export type CrisisConcern = 'abuse';

/** Every run of one letter becomes that letter once: "sooo" → "so", "kill" → "kil". */
const squeeze = (text: string) => text.replace(/([a-z])\1+/g, '$1');

const spellings = SPELLINGS.map(([from, to]) => [new RegExp(`\\b${squeeze(from)}\\b`, 'g'), squeeze(to)] as const);

/**
 * The text as the patterns read it: lower case, no apostrophes, squeezed letters, single spaces,
 * and one spelling for contractions and common typos ("do not" → "dont", "sucide" → "suicide").
 */
export function normaliseForCrisisCheck(text: string): string {
  const plain = squeeze(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\u2018\u2019\u02BC\u0060\u00B4']/g, '')
      .replace(/[^a-z0-9.!?\n]+/g, ' ')
      .replace(/ +/g, ' '),
  ).trim();
  return spellings.reduce((out, [from, to]) => out.replace(from, to), plain);
}

/** A pattern written in plain spelling, compiled to read normalised text (its letters squeezed too). */
const compile = (pattern: RegExp) => new RegExp(pattern.source.replace(/(?<!\\)([a-z])\1+/g, '$1'), 'g');

const abuse = ABUSE.map(compile);
const tier1 = [...TIER_1.map(compile), ...abuse];
const across = TIER_1_ACROSS.map(compile);
const tier2 = TIER_2.map(compile);
const harm = HARM_TO_OTHERS.map(compile);
const hyperbole = HYPERBOLE.map(compile);
const negation = new RegExp(compile(NEGATION_BEFORE).source);

function matches(patterns: RegExp[], sentence: string): RegExpMatchArray[] {
  return patterns.flatMap((pattern) => [...sentence.matchAll(pattern)]);
}

/** The sentences of normalised text, empty ones left out. */
const sentencesOf = (plain: string) => plain.split(/[.!?\n]+/).filter((sentence) => sentence.trim());

/** Whether a match counts as said, not denied: no negation right before it ("not suicidal"). */
const affirmed = (sentence: string) => (m: RegExpMatchArray) => !negation.test(sentence.slice(0, m.index));

/** The tier of one piece of writing: 1 explicit, 2 ambiguous or hopeless, 0 nothing found. */
export function crisisTier(text: string | null | undefined): CrisisTier {
  if (!text) return 0;
  const plain = normaliseForCrisisCheck(text);
  if (matches(across, plain).length > 0) return 1;
  let found: CrisisTier = 0;
  for (const sentence of sentencesOf(plain)) {
    const explicit = matches(tier1, sentence);
    // A tier-1 phrase right after a negation ("not suicidal", "would never kill myself") still
    // shows the resources, as tier 2 with the direct question.
    if (explicit.some(affirmed(sentence))) return 1;
    if (explicit.length > 0) found = 2;
    // Hyperbole exempts only the phrase it covers: "my inbox is hopeless", not "hopeless" elsewhere.
    const spans = matches(hyperbole, sentence).map((h) => [h.index!, h.index! + h[0].length] as const);
    const counts = (m: RegExpMatchArray) => !spans.some(([start, end]) => m.index! < end && start < m.index! + m[0].length);
    if (matches(harm, sentence).some(counts)) return 1;
    if (matches(tier2, sentence).some(counts)) found = 2;
  }
  return found;
}

/**
 * 'abuse' when the writing tells of someone hurting, threatening or controlling the person (a
 * tier-1 abuse phrase, not denied), so the card speaks to being unsafe at home and lists an abuse
 * line as well as the others; null otherwise (ideation, self-harm and harm to others keep the
 * general card). Read beside crisisTier, never instead of it.
 */
export function crisisConcern(text: string | null | undefined): CrisisConcern | null {
  if (!text) return null;
  const said = sentencesOf(normaliseForCrisisCheck(text)).some((sentence) => matches(abuse, sentence).some(affirmed(sentence)));
  return said ? 'abuse' : null;
}

/** The highest tier across several fields of one save (a title and a body, several answers). */
export function crisisTierOf(...texts: (string | null | undefined)[]): CrisisTier {
  let highest: CrisisTier = 0;
  for (const text of texts) {
    const tier = crisisTier(text);
    if (tier === 1) return 1;
    if (tier === 2) highest = 2;
  }
  return highest;
}

/** The stronger of two tiers: tier 1 outranks tier 2, which outranks nothing. */
export function strongerTier(a: CrisisTier, b: CrisisTier): CrisisTier {
  if (a === 1 || b === 1) return 1;
  return a === 2 || b === 2 ? 2 : 0;
}
