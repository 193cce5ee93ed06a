import { TRACKING_FLAGS, type TrackingFlag } from '../assessments/definition';

/** Spec 4: seven assessments in total, the six flags plus the audit (or master) itself. */
export const TOTAL_ASSESSMENTS = 7;
/** Spec 4: a status cache above this many entries resets the progress shown to zero. */
export const TRACKING_CACHE_LIMIT = 50;
/** Spec 4: these quiz types (and a master result) mark burnout, cri, nsa, social and chaos complete. */
export const AUDIT_MARKS: TrackingFlag[] = ['burnout', 'cri', 'nsa', 'social', 'chaos'];

export type TrackingFlags = Record<TrackingFlag, boolean>;

export interface TrackingInput {
  /** Tracking flags each completed quiz marked (from its definition's `marks`). */
  completedMarks: TrackingFlag[][];
  /** A master result or an operating_system_audit quiz exists. */
  auditOrMasterComplete: boolean;
  astrologyProfileExists: boolean;
  cosmicCoordinatesComplete: boolean;
}

export interface AssessmentTracking {
  flags: TrackingFlags;
  auditComplete: boolean;
  completed: number;
  total: number;
  /** Progress = completed / 7 as a rounded percentage. */
  progress: number;
  /** The flags still open, in spec order. */
  remaining: TrackingFlag[];
}

export function assessmentTracking(input: TrackingInput): AssessmentTracking {
  const flags = Object.fromEntries(TRACKING_FLAGS.map((flag) => [flag, false])) as TrackingFlags;
  for (const marks of input.completedMarks) for (const flag of marks) flags[flag] = true;
  if (input.auditOrMasterComplete) for (const flag of AUDIT_MARKS) flags[flag] = true;
  if (input.astrologyProfileExists || input.cosmicCoordinatesComplete) flags.astrology = true;
  const completed = TRACKING_FLAGS.filter((flag) => flags[flag]).length + (input.auditOrMasterComplete ? 1 : 0);
  return {
    flags,
    auditComplete: input.auditOrMasterComplete,
    completed,
    total: TOTAL_ASSESSMENTS,
    progress: Math.round((completed / TOTAL_ASSESSMENTS) * 100),
    remaining: TRACKING_FLAGS.filter((flag) => !flags[flag]),
  };
}

/**
 * Spec 4: the progress shown resets to zero on a path containing /admin, while an admin
 * impersonation is stored, or when the status cache holds more than 50 entries.
 */
export function displayedProgress(progress: number, context: { path: string; impersonating: boolean; cacheEntries: number }): number {
  if (context.path.includes('/admin') || context.impersonating || context.cacheEntries > TRACKING_CACHE_LIMIT) return 0;
  return progress;
}
