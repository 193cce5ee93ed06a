import { useEffect } from 'react';

/** Saves one piece of unsaved work on a stage; true when it was saved, false when it was refused (the stage shows why). */
export type SaveDraft = () => Promise<boolean>;
/** The unsaved work on the open stage, by key: what "Finish this stage" and the stage bar save first. */
export type Unsaved = Map<string, SaveDraft>;

/**
 * Registers a stage's unsaved work while `saveDraft` is given (the member changed something the
 * stage's own Save has not sent yet), so "Everything you write here is saved as you go" holds:
 * Finish and the stage bar save it first instead of dropping it.
 */
export function useUnsaved(unsaved: Unsaved, key: string, saveDraft: SaveDraft | null) {
  useEffect(() => {
    if (!saveDraft) return;
    unsaved.set(key, saveDraft);
    return () => {
      unsaved.delete(key);
    };
  });
}

/** Saves every unsaved piece in turn; false as soon as one is refused (its words stay on screen). */
export async function saveUnsaved(unsaved: Unsaved): Promise<boolean> {
  for (const saveDraft of [...unsaved.values()]) if (!(await saveDraft())) return false;
  return true;
}

/** JSON with object keys in order, so data read back from the database (jsonb reorders keys) compares equal. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

/** Whether two JSON-like values hold the same data (a draft against what the server saved). */
export const sameData = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
