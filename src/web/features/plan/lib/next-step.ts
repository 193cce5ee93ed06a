import type { PlanResponse } from '#shared/contracts/edits';
import { AUDIT_PATH, editPath, modulePath } from './links';

export interface NextStep {
  kind: 'module' | 'audit' | 'finished' | 'choose';
  title: string;
  detail: string;
  to: string;
  action: string;
}

/** Whether the member has a result to plan from (a burnout type or a nervous-system archetype). */
export function hasResult(plan: Pick<PlanResponse, 'burnoutType' | 'archetype'>): boolean {
  return plan.burnoutType !== null || plan.archetype !== null;
}

/** Today's one next step: the plan's next module, else the audit, else a way to the next Edit. */
export function nextStep(plan: PlanResponse): NextStep {
  if (plan.nextModule) {
    const m = plan.nextModule;
    return {
      kind: 'module',
      title: m.moduleTitle,
      detail: `From ${m.editTitle}, about ${m.minutes} minutes.`,
      to: modulePath(m.editSlug, m.moduleSlug),
      action: 'Open this module',
    };
  }
  if (!hasResult(plan)) {
    return {
      kind: 'audit',
      title: 'Take the Operating System Audit',
      detail: 'About 10 minutes. It shapes your plan, and you can pause any time: your answers are saved.',
      to: AUDIT_PATH,
      action: 'Start the audit',
    };
  }
  // A recommended Edit the member set aside is not finished: the way to another Edit (issue 16).
  if (plan.recommended && !plan.recommended.setAside) {
    return {
      kind: 'finished',
      title: `You have finished ${plan.recommended.title}`,
      detail: 'Revisit a module that helped, or choose the Edit that comes next for you.',
      to: plan.alsoRecommended[0] ? editPath(plan.alsoRecommended[0].slug) : '/reset-paths',
      action: plan.alsoRecommended[0] ? `Look at ${plan.alsoRecommended[0].title}` : 'Choose your next Edit',
    };
  }
  return {
    kind: 'choose',
    title: 'Choose an Edit to begin',
    detail: 'Each Edit is a short series of modules: a reading, a practice and a question. Pick one that speaks to you.',
    to: '/reset-paths',
    action: 'See the Edits',
  };
}

const WEEKDAY_OF_INDEX = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * A kind word when today is not one of the member's usual days (null when it is, when none are
 * set, or when the member has not chosen a rhythm yet: issue 16, not on day one).
 */
export function restNote(plan: Pick<PlanResponse, 'rhythm' | 'rhythmChosen'>, now: Date): string | null {
  const days = plan.rhythm.preferredDays;
  if (!plan.rhythmChosen || days.length === 0 || days.includes(WEEKDAY_OF_INDEX[now.getDay()]!)) return null;
  return 'Today is not one of your usual days. Resting is part of the plan; this will be here whenever you want it.';
}
