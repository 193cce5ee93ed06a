import { z } from 'zod';
import { Id } from './blocks';
import { MEMBERSHIP_TIERS } from '../access/tiers';
import { RegisteredRouteDoc } from './tiers-docs';

/**
 * Personal Guidance (`/ai-coach`, issue 20, decision 102): patterns and predictions drawn on the
 * server from the member's own check-ins, journal (with consent) and modules, with spec 3's
 * fields, each with the data it rests on. And the three Sofia docs pages of /admin.
 */

/** What an insight was drawn from. */
export const INSIGHT_SOURCES = ['check-ins', 'journal', 'modules', 'results'] as const;

/** How much of the member's data one insight rests on: how many, and from when to when (ISO days). */
export const DataPoints = z.object({
  source: z.enum(INSIGHT_SOURCES),
  count: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type DataPoints = z.infer<typeof DataPoints>;

/** Spec 3 pattern, with the data it rests on. `confidence` is a percentage, 0 to 100. */
export const InsightPattern = z.object({
  pattern_type: z.string(),
  description: z.string(),
  confidence: z.number().int().min(0).max(100),
  actionable_insight: z.string(),
  data_points: z.array(DataPoints),
});
export type InsightPattern = z.infer<typeof InsightPattern>;

/** Spec 3 prediction, with the data it rests on. `confidence_score` is a percentage, 0 to 100. */
export const InsightPrediction = z.object({
  type: z.string(),
  prediction: z.string(),
  confidence_score: z.number().int().min(0).max(100),
  recommended_actions: z.array(z.string()),
  timeline: z.string(),
  data_points: z.array(DataPoints),
});
export type InsightPrediction = z.infer<typeof InsightPrediction>;

/** One insight's minimum amount of data, and why, as the page and the gating docs say it. */
export const InsightMinimum = z.object({ id: Id, insight: z.string(), needs: z.string(), why: z.string() });
export type InsightMinimum = z.infer<typeof InsightMinimum>;

/**
 * `ready`: enough data for at least one statistic; `gathering`: not yet (the note says how much
 * more); `unavailable`: working them out failed, so the lists are empty (spec 8).
 */
export const INSIGHT_STATUSES = ['ready', 'gathering', 'unavailable'] as const;

export const SofiaInsightsUnlocked = z.object({
  unlocked: z.literal(true),
  status: z.enum(INSIGHT_STATUSES),
  /** A calm line: how much more data is needed, that nothing stands out yet, or that it failed; else null. */
  note: z.string().nullable(),
  patterns: z.array(InsightPattern),
  predictions: z.array(InsightPrediction),
  /** What was read: the journal only with the member's personalisation consent (null without). */
  read: z.object({
    checkins: z.number().int(),
    journal: z.number().int().nullable(),
    modules: z.number().int(),
    results: z.number().int(),
  }),
  minimums: z.array(InsightMinimum),
  /** What a confidence means, in plain words. */
  confidenceMeaning: z.string(),
});

/** A member whose tier does not include `personal_guidance`: what it offers and the way to it. */
export const SofiaInsightsLocked = z.object({
  unlocked: z.literal(false),
  feature: z.literal('personal_guidance'),
  href: z.string(),
  minimums: z.array(InsightMinimum),
  confidenceMeaning: z.string(),
});

export const SofiaInsightsResponse = z.discriminatedUnion('unlocked', [SofiaInsightsUnlocked, SofiaInsightsLocked]);
export type SofiaInsightsResponse = z.infer<typeof SofiaInsightsResponse>;

/** The member's time zone (IANA name) so that days and weekdays are theirs. */
export const SofiaInsightsQuery = z.object({ timeZone: z.string().max(64).optional() });

// ---- The admin docs pages (generated from the code) ----

export const SofiaArchitectureResponse = z.object({
  pipeline: z.array(z.object({ step: z.string(), does: z.string() })),
  engine: z.object({
    active: z.enum(['built-in', 'llm']),
    /** The names of the SOFIA_* variables that are set (never their values). */
    set: z.array(z.string()),
    /** The names LLM mode needs, all three. */
    llmNeeds: z.array(z.string()),
  }),
  intents: z.array(z.object({ id: Id, label: z.string(), does: z.string(), examples: z.number().int(), fastPath: z.number().int() })),
  exercises: z.array(
    z.object({ id: Id, name: z.string(), kind: z.string(), purpose: z.string(), duration: z.string(), steps: z.number().int() }),
  ),
});
export type SofiaArchitectureResponse = z.infer<typeof SofiaArchitectureResponse>;

export const SofiaAccessDocsResponse = z.object({
  tiers: z.array(
    z.object({
      tier: z.enum(MEMBERSHIP_TIERS),
      name: z.string(),
      sofia: z.boolean(),
      personalGuidance: z.boolean(),
      sofiaSafety: z.boolean(),
    }),
  ),
  features: z.array(z.object({ feature: z.string(), label: z.string(), alwaysFree: z.boolean() })),
  routes: z.array(RegisteredRouteDoc),
});
export type SofiaAccessDocsResponse = z.infer<typeof SofiaAccessDocsResponse>;

export const InsightGatingDocsResponse = z.object({
  feature: z.literal('personal_guidance'),
  tiers: z.array(z.object({ tier: z.enum(MEMBERSHIP_TIERS), unlocked: z.boolean() })),
  minimums: z.array(InsightMinimum),
  rules: z.array(z.object({ name: z.string(), value: z.string() })),
  safety: z.object({
    /** The shared phrase table: rows per tier. */
    shared: z.array(z.object({ tier: z.string(), phrases: z.number().int() })),
    /** Sofia's rows per category and tier. */
    sofia: z.array(z.object({ category: z.string(), tier: z.number().int(), phrases: z.number().int() })),
  }),
});
export type InsightGatingDocsResponse = z.infer<typeof InsightGatingDocsResponse>;
