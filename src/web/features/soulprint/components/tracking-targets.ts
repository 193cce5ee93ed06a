import type { TrackingFlag } from '#shared/assessments/definition';
import { assessmentHome } from '#web/features/assessments/lib/assessment-routes';

/** Where the Cosmic Coordinates form sits on the compass. */
export const COSMIC_ANCHOR = 'cosmic-coordinates';

export interface TrackingTarget {
  name: string;
  to: string;
  /** One line on what it adds. */
  adds: string;
}

/** The Operating System Audit: the seventh step, and it completes five flags at once (spec 4). */
export const AUDIT_TARGET: TrackingTarget = {
  name: 'Operating System Audit',
  to: assessmentHome('operating-system-audit').intro,
  adds: 'About 10 minutes. It covers burnout, career fit, your nervous-system archetype, giving and receiving, and chaos load in one go.',
};

/** Spec 4 tracking flags in words, and where to complete each (astrology: the form further down the compass). */
export const TRACKING_TARGETS: Record<TrackingFlag, TrackingTarget> = {
  burnout: { name: 'Burnout Blueprint', to: assessmentHome('burnout-blueprint').intro, adds: 'The shape your burnout takes.' },
  cri: {
    name: 'Career Rebellion Index',
    to: assessmentHome('career-rebellion-index').intro,
    adds: 'How your work and your values fit together.',
  },
  nsa: {
    name: 'Nervous System Archetype',
    to: assessmentHome('nervous-system-archetype').intro,
    adds: 'The state your system leans towards under pressure.',
  },
  social: {
    name: 'Social Exchange Index',
    to: assessmentHome('social-exchange-index').intro,
    adds: 'Whether support flows both ways for you.',
  },
  chaos: { name: 'Chaos Load Index', to: assessmentHome('chaos-load-index').intro, adds: 'How much unpredictability you are carrying.' },
  astrology: { name: 'Cosmic Coordinates', to: `#${COSMIC_ANCHOR}`, adds: 'Your sun and moon signs, as a reflective lens.' },
};
