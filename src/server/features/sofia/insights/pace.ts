import type { InsightPrediction } from '#shared/contracts/sofia-insights';
import { plural } from './check-in-patterns';
import { pointsOf } from './days';
import { INSIGHT_RULES } from './minimums';

const R = INSIGHT_RULES.pace;
const WEEKS = R.windowDays / 7;

/** An Edit the member is working through. */
export interface EditInProgress {
  title: string;
  remaining: number;
}

/**
 * When the member might finish the Edit in progress at the pace of the last four weeks. Its
 * confidence is how steady that pace has been: the share of those weeks with a module, never above
 * the cap (decision 102).
 */
export function pacePrediction(
  modules: readonly { index: number; key: string }[],
  today: number,
  edit: EditInProgress | null,
  cap: number,
): InsightPrediction | null {
  if (!edit || edit.remaining <= 0) return null;
  const recent = modules.filter((m) => m.index > today - R.windowDays && m.index <= today);
  if (recent.length < R.minModules) return null;
  const activeWeeks = new Set(recent.map((m) => Math.floor((today - m.index) / 7))).size;
  if (activeWeeks < R.minActiveWeeks) return null;
  const weeks = Math.max(1, Math.ceil(edit.remaining / (recent.length / WEEKS)));
  return {
    type: 'edit_finish_pace',
    prediction: `At your recent pace, ${plural(recent.length, 'module')} in the last four weeks, you could finish ${edit.title} in about ${plural(weeks, 'week')}, with ${plural(edit.remaining, 'module')} to go.`,
    confidence_score: Math.min(cap, Math.round((activeWeeks / WEEKS) * 100)),
    recommended_actions: [
      'Keep the same gentle rhythm; there is no prize for speed',
      'Open the next module when you have ten quiet minutes',
      'If a week is full, letting it pass is part of the plan',
    ],
    timeline: `About ${plural(weeks, 'week')}`,
    data_points: [
      pointsOf(
        'modules',
        recent.map((m) => m.key),
      ),
    ],
  };
}
