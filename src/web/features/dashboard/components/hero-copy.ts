import type { BurnoutResultType } from '#shared/assessments/definition';
import type { HeroVariant } from '#shared/soulprint/onboarding';

// The dashboard welcome hero (spec 2.9), in our voice: warm, plain, no hustle, no guilt
// (docs/decisions/031-web-results-and-soulprint.md records this copy).

export interface HeroCopy {
  title: string;
  body: string;
  action: { label: string; to: string };
}

const AUDIT = '/assessment/operating-system-audit';
const COMPASS = { label: 'Open your SoulPrint Compass', to: '/soulprint-compass' };

/** Completed users: one message per burnout result type, each linking to the compass. */
export const BURNOUT_TYPE_HERO: Record<BurnoutResultType, Omit<HeroCopy, 'action'>> = {
  system_override: {
    title: 'Your system has been running on override',
    body: 'Your results suggest you have kept going long after your body asked you to stop. Recovery starts with small, safe pauses, not more effort. Your SoulPrint Compass shows where the strain sits.',
  },
  performance_prison: {
    title: 'Doing well has started to cost you',
    body: 'Your results suggest success has become a room you cannot step out of. Letting one thing be good enough this week is a real step. Your SoulPrint Compass shows what keeps the pressure on.',
  },
  conscious_transition: {
    title: 'You are in the middle of a change',
    body: 'Your results suggest you are noticing what no longer fits and starting to move. Change takes energy, even when it is the right one. Your SoulPrint Compass shows what supports you and what still drains you.',
  },
  authentic_alignment: {
    title: 'You are closer to your own rhythm',
    body: 'Your results suggest more of your life fits you than not. This is a good time to protect what is working. Your SoulPrint Compass shows the areas worth keeping an eye on.',
  },
};

export function heroCopy(variant: HeroVariant, name: string | null): HeroCopy {
  const you = name ? `, ${name}` : '';
  switch (variant.kind) {
    case 'new-user':
      return {
        title: `Welcome to Recalibrate${you}`,
        body: 'Start where you are. The Operating System Audit takes about 10 minutes and shows what your nervous system is carrying right now, so your next steps fit you. You can pause at any point: your answers are saved as you go.',
        action: { label: 'Take Operating System Audit', to: AUDIT },
      };
    case 'completed':
      return { ...BURNOUT_TYPE_HERO[variant.burnoutType], action: COMPASS };
    case 'continue-edit':
      return {
        title: `Welcome back${you}`,
        body: 'Pick up where you left off. One small step today is enough.',
        action: { label: 'Continue Your Edit', to: '/dashboard' },
      };
    case 'returning-without-assessments':
      return {
        title: `Good to see you again${you}`,
        body: 'Whenever you are ready, the Operating System Audit is here. It takes about 10 minutes, and you can stop at any point and come back to it.',
        action: { label: 'Continue Your Journey', to: AUDIT },
      };
  }
}

/** The footer line by completed assessments: 0, 1, 2, 3, or 4 and more (footerBucket). */
export function heroFooter(bucket: 0 | 1 | 2 | 3 | 4, completed: number): string {
  switch (bucket) {
    case 0:
      return 'No assessments yet, and that is fine. The first one takes about 10 minutes, whenever you are ready.';
    case 1:
      return '1 assessment done. Your SoulPrint has its first lines.';
    case 2:
      return '2 assessments done. Patterns are starting to show in your SoulPrint.';
    case 3:
      return '3 assessments done. Your picture is getting clearer, and so is what helps.';
    case 4:
      return `${completed} assessments done. You know your patterns well. Retake one whenever you want to see how far you have come.`;
  }
}
