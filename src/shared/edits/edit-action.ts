/** What an Edit's card offers, from the member's progress in it. */
export type EditAction = 'Start' | 'Continue' | 'Revisit' | 'Open';

/**
 * Start, Continue, or Revisit once every module is done; an Edit the member set aside (issue 16)
 * is only opened: its page says what was kept and offers to pick it up again.
 */
export function editAction(edit: { started: boolean; completedCount: number; moduleCount: number; setAside: boolean }): EditAction {
  if (edit.moduleCount > 0 && edit.completedCount >= edit.moduleCount) return 'Revisit';
  if (edit.setAside) return 'Open';
  return edit.started || edit.completedCount > 0 ? 'Continue' : 'Start';
}

/** The line a set-aside Edit's card shows beside its progress. */
export const SET_ASIDE_LINE = 'Set aside for now. Your progress is kept.';
