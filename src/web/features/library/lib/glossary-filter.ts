import type { GlossaryTerm } from '#shared/contracts/library';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The terms whose name, other names or short meaning contain every word of the query. */
export function filterTerms(terms: readonly GlossaryTerm[], query: string): GlossaryTerm[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...terms];
  return terms.filter((term) => {
    const haystack = fold([term.term, ...term.aliases, term.short].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** The index letter of a term: A to Z, or # for one that starts with a digit or sign. */
export function indexLetter(term: string): string {
  const first = fold(term).charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}

export const INDEX_LETTERS = ['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;

/** The terms grouped under their letters, in index order; letters without terms are left out. */
export function groupByLetter(terms: readonly GlossaryTerm[]): { letter: string; terms: GlossaryTerm[] }[] {
  const groups = new Map<string, GlossaryTerm[]>();
  for (const term of terms) {
    const letter = indexLetter(term.term);
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  return INDEX_LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({ letter, terms: groups.get(letter)! }));
}

/** The id of a letter's section ("#" becomes "letter-0-9"). */
export function letterId(letter: string): string {
  return letter === '#' ? 'letter-0-9' : `letter-${letter.toLowerCase()}`;
}
