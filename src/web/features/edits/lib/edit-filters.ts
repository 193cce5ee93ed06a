import type { EditCard } from '#shared/contracts/edits';
import { EDIT_NEED_LABELS, EDIT_NEEDS, type EditNeed } from '#shared/edits/definition';

/** The /reset-paths length filter, by an Edit's total minutes. */
export const LENGTH_FILTERS = {
  'under-45': { label: 'Under 45 minutes', test: (minutes: number) => minutes < 45 },
  '45-60': { label: '45 to 60 minutes', test: (minutes: number) => minutes >= 45 && minutes <= 60 },
  'over-60': { label: 'Over 60 minutes', test: (minutes: number) => minutes > 60 },
} as const;
export type LengthFilter = keyof typeof LENGTH_FILTERS;

export const NEED_OPTIONS = [
  { value: '', label: 'Any need' },
  ...EDIT_NEEDS.map((need) => ({ value: need, label: EDIT_NEED_LABELS[need] })),
];
export const LENGTH_OPTIONS = [
  { value: '', label: 'Any length' },
  ...Object.entries(LENGTH_FILTERS).map(([value, { label }]) => ({ value, label })),
];

export interface EditFilters {
  need: EditNeed | null;
  length: LengthFilter | null;
}

/** Reads the filters from the address (?need=settle&length=under-45); unknown values mean "any". */
export function readFilters(search: URLSearchParams): EditFilters {
  const need = search.get('need');
  const length = search.get('length');
  return {
    need: (EDIT_NEEDS as readonly string[]).includes(need ?? '') ? (need as EditNeed) : null,
    length: length && Object.hasOwn(LENGTH_FILTERS, length) ? (length as LengthFilter) : null,
  };
}

/** The Edits that match, in the order the server gave (recommended first). */
export function filterEdits(edits: readonly EditCard[], filters: EditFilters): EditCard[] {
  return edits.filter(
    (edit) =>
      (!filters.need || edit.needs.includes(filters.need)) && (!filters.length || LENGTH_FILTERS[filters.length].test(edit.minutes)),
  );
}
