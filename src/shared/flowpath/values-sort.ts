/**
 * The values card sort: every value goes to a pile, the "very important" pile is narrowed to a top
 * five, and the top five are compared with what the member says their work rewards.
 */
export const PILES = ['very', 'somewhat', 'less'] as const;
export type Pile = (typeof PILES)[number];
export const TOP_VALUES = 5;
export const MAX_REWARDED = 8;

export interface ValuesSort {
  piles: Record<string, Pile>;
  top: string[];
  rewarded: string[];
}

/** Problems with a sort, by field; empty when it can be saved. A partial sort (fewer piles, fewer than five on top) is fine. */
export function valuesSortErrors(sort: ValuesSort, known: string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const ids = new Set(known);
  const unknown = [...Object.keys(sort.piles), ...sort.top, ...sort.rewarded].find((id) => !ids.has(id));
  if (unknown) errors.values = `We could not find the value "${unknown}".`;
  if (new Set(sort.top).size !== sort.top.length) errors.top = 'Each value can be in your top five once.';
  else if (sort.top.length > TOP_VALUES) errors.top = `Please keep ${TOP_VALUES} values at most in your top five.`;
  else if (sort.top.some((id) => sort.piles[id] !== 'very')) errors.top = 'Your top five come from the "Very important to me" pile.';
  if (new Set(sort.rewarded).size !== sort.rewarded.length) errors.rewarded = 'Each value can be chosen once.';
  else if (sort.rewarded.length > MAX_REWARDED) errors.rewarded = `Please choose ${MAX_REWARDED} values at most.`;
  return errors;
}

/** The sort is finished when every value has a pile and the top five are chosen. */
export const valuesSortComplete = (sort: ValuesSort, known: string[]) =>
  known.every((id) => sort.piles[id] !== undefined) && sort.top.length === TOP_VALUES;

export interface ValuesComparison {
  /** Top values the work rewards. */
  honoured: string[];
  /** Top values the work does not reward: where the strain of a values mismatch may come from. */
  unmet: string[];
  /** What the work rewards that is not in the top five. */
  rewardedOnly: string[];
}

export function compareValues(top: string[], rewarded: string[]): ValuesComparison {
  const inWork = new Set(rewarded);
  const mine = new Set(top);
  return {
    honoured: top.filter((id) => inWork.has(id)),
    unmet: top.filter((id) => !inWork.has(id)),
    rewardedOnly: rewarded.filter((id) => !mine.has(id)),
  };
}

/** Moves one value up or down in the top five (the keyboard's way to order them). */
export function moveInTop(top: string[], id: string, by: -1 | 1): string[] {
  const from = top.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= top.length) return top;
  const next = [...top];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
