import { TITLE_MAX } from '../validation/text';

/**
 * Issue 25 (decision 150): a journal edit made on a device (perhaps offline, sent later) to an
 * entry that changed elsewhere in the meantime. The edit carries the version it was based on (the
 * entry's `updated_at` when the member opened it) and when the member made it. The rule:
 * - nobody changed the entry since (or the edit names no version): the edit replaces it;
 * - the entry already holds the edit's words (the same edit sent again after a lost answer):
 *   nothing changes and nothing is copied, so a replay is harmless;
 * - it changed elsewhere: the latest edit wins and the other is kept as a copy, a new entry of its
 *   own, so nothing anyone wrote is lost. An edit's time is never later than the server's clock
 *   (a device clock running ahead cannot win every conflict); a tie goes to the arriving edit.
 */
export type JournalEditOutcome =
  /** No conflict: the edit replaces the entry. */
  | 'apply'
  /** The entry already says what the edit says: nothing to do. */
  | 'unchanged'
  /** Changed elsewhere earlier than this edit: the edit replaces it, the other version becomes a copy. */
  | 'edit-wins'
  /** Changed elsewhere after this edit was made: the entry stays, the edit becomes a copy. */
  | 'other-wins';

export interface JournalEditFacts {
  /** The entry's updated_at the edit was based on; absent for an edit that names no version. */
  baseUpdatedAt?: string;
  /** The entry's updated_at now, on the server. */
  currentUpdatedAt: string;
  /** When the member made the edit on their device; absent means now. */
  editedAt?: string;
  /** The server's clock. */
  now: string;
  /** The entry's title, words, mood and tags are already the edit's. */
  sameWords: boolean;
}

const ms = (iso: string) => new Date(iso).getTime();

export function resolveJournalEdit({ baseUpdatedAt, currentUpdatedAt, editedAt, now, sameWords }: JournalEditFacts): JournalEditOutcome {
  if (sameWords) return 'unchanged';
  if (baseUpdatedAt === undefined || ms(baseUpdatedAt) === ms(currentUpdatedAt)) return 'apply';
  const madeAt = Math.min(editedAt === undefined ? ms(now) : ms(editedAt), ms(now));
  return madeAt >= ms(currentUpdatedAt) ? 'edit-wins' : 'other-wins';
}

const COPY_SUFFIX = ' (copy)';

/** The title of the version kept as a copy: the same title marked as a copy, within spec 5's 200 characters. */
export function conflictCopyTitle(title: string): string {
  const room = TITLE_MAX - COPY_SUFFIX.length;
  return `${title.length > room ? title.slice(0, room).trimEnd() : title}${COPY_SUFFIX}`;
}

/** What the member is told when an edit met a version changed elsewhere (the reply's `conflict`). */
export function conflictMessage(keptAsCopy: 'yours' | 'other', copyTitle: string): string {
  return keptAsCopy === 'other'
    ? `Your edit is saved. This entry had also changed elsewhere, so that version is kept as “${copyTitle}”.`
    : `This entry changed elsewhere after your edit, so that newer version stays. Your edit is kept as “${copyTitle}”.`;
}
