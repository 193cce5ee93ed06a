import { EDIT_NEED_LABELS, EDIT_NEEDS } from '#shared/edits/definition';
import { BLOCKERS, JOURNEY, JOURNEY_STAGES, MILESTONE_TIMES, NEXT_ACTIONS, STRENGTHS } from '#shared/journey/insight';
import { ALWAYS_FREE, MEMBERSHIP_FEATURES } from '#shared/memberships/features';
import { ALWAYS_FREE_LABELS, FEATURE_LABELS } from '#shared/memberships/feature-labels';
import { minimumTier } from '#shared/memberships/tier-unlocks';
import { MIN_DAYS_EACH_SIDE } from '#shared/wellness/insights';
import { BREAK_REMINDER, BREAK_TOAST, BURNOUT_CHECK_FREQUENCIES, CHECKIN_MEASURES, CHECKIN_SCALE } from '#shared/wellness/rules';

/**
 * The facts of /admin/wellness-features-docs and /admin/personalized-content-docs, read from the
 * shared rule modules and their tables (never retyped), so the pages and the drafts of
 * /admin/ai-doc-creator say what the code does (decision 122).
 */
export interface FactRow {
  name: string;
  value: string;
}
export interface FactGroup {
  id: string;
  title: string;
  /** The module the values come from. */
  source: string;
  summary: string;
  rows: FactRow[];
}

const list = (values: readonly string[]) => values.join(', ');
const rowsOf = (record: Record<string, unknown>): FactRow[] =>
  Object.entries(record).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) }));

export function wellnessFacts(): FactGroup[] {
  return [
    {
      id: 'checkins',
      title: 'Check-ins',
      source: 'src/shared/wellness/rules.ts',
      summary: 'A check-in rates each measure on the same scale; the dashboard and insights read them by day.',
      rows: [
        { name: 'Measures', value: list(CHECKIN_MEASURES) },
        {
          name: 'Scale',
          value: `${CHECKIN_SCALE.min} to ${CHECKIN_SCALE.max} in steps of ${CHECKIN_SCALE.step}, starting at ${CHECKIN_SCALE.default}`,
        },
      ],
    },
    {
      id: 'burnout-check',
      title: 'The burnout check reminder',
      source: 'src/shared/wellness/rules.ts (burnoutCheckDueDate)',
      summary:
        'Due at the last check plus the chosen frequency (daily 1 day, weekly 7, biweekly 14, monthly one calendar month; an unknown value counts as weekly); never with "never"; due at once without any check yet.',
      rows: [{ name: 'Frequencies', value: list(BURNOUT_CHECK_FREQUENCIES) }],
    },
    {
      id: 'break-reminder',
      title: 'The mindful break reminder',
      source: 'src/shared/wellness/rules.ts (breakReminderActive, createBreakTimer)',
      summary: `Runs only with reminders on, a frequency above 0 and a tier that unlocks break_reminders (from ${minimumTier('break_reminders')}). The interval is the chosen minutes × ${BREAK_REMINDER.minuteMs.toLocaleString('en-US')} ms; dismissing restarts it.`,
      rows: [
        { name: 'Toast shown for', value: `${BREAK_REMINDER.toastMs.toLocaleString('en-US')} ms` },
        { name: 'Restart after dismissing', value: `${BREAK_REMINDER.restartMs.toLocaleString('en-US')} ms` },
        { name: 'Toast title', value: BREAK_TOAST.title },
        { name: 'Toast text', value: BREAK_TOAST.description },
      ],
    },
    {
      id: 'insights',
      title: 'Wellness insights',
      source: 'src/shared/wellness/insights.ts (factorEffect, pearson)',
      summary: `A factor (a journal tag, a good night) is compared only with at least ${MIN_DAYS_EACH_SIDE} days with it and ${MIN_DAYS_EACH_SIDE} days without; otherwise the insight says there is not enough data yet.`,
      rows: [{ name: 'Days needed on each side', value: String(MIN_DAYS_EACH_SIDE) }],
    },
  ];
}

export function personalisationFacts(): FactGroup[] {
  return [
    {
      id: 'journey-stage',
      title: 'Journey stage and progress',
      source: 'src/shared/journey/insight.ts (journeyStage, progressPercent)',
      summary: `From the modules completed and the SoulPrint completion: mastery above ${JOURNEY.masteryAboveModules} modules, engagement above ${JOURNEY.engagementAboveModules}, exploration above ${JOURNEY.explorationAboveCompletion} % SoulPrint completion, assessment above 0 %, else discovery. Progress is the completion in the first two stages, else modules ÷ the stage's divisor.`,
      rows: [{ name: 'Stages', value: list(JOURNEY_STAGES) }, ...rowsOf({ 'Stage divisors': JOURNEY.divisors })],
    },
    {
      id: 'next-action',
      title: 'The next recommended action',
      source: 'src/shared/journey/insight.ts (journeyInsight)',
      summary: 'No assessment yet: the audit; no module yet: the first module; then by stage.',
      rows: rowsOf(NEXT_ACTIONS),
    },
    {
      id: 'blockers-strengths',
      title: 'Blockers, strengths and the next milestone',
      source: 'src/shared/journey/insight.ts',
      summary: `Inactivity counts whole days since the last activity (unknown counts as ${JOURNEY.inactiveDays.unknown}); more than ${JOURNEY.inactiveDays.blocker} days is a blocker.`,
      rows: [
        ...rowsOf(BLOCKERS),
        ...rowsOf(STRENGTHS),
        ...rowsOf(MILESTONE_TIMES),
        ...rowsOf({ 'Strength thresholds': JOURNEY.strengths }),
      ],
    },
    {
      id: 'edit-needs',
      title: 'Edits matched to needs and results',
      source: 'src/shared/edits/definition.ts (needs, serves)',
      summary:
        'Each Edit names up to three needs and the burnout types and archetypes it serves; the plan recommends the Edits that serve the member’s latest results.',
      rows: EDIT_NEEDS.map((need) => ({ name: need, value: EDIT_NEED_LABELS[need] })),
    },
    {
      id: 'tiers',
      title: 'What the membership tier changes',
      source: 'src/shared/memberships/features.ts, tier-unlocks.ts',
      summary: 'Features unlock from the lowest tier that has them; the always-free parts are never gated.',
      rows: [
        ...MEMBERSHIP_FEATURES.map((feature) => ({ name: feature, value: `${FEATURE_LABELS[feature]} (from ${minimumTier(feature)})` })),
        ...ALWAYS_FREE.map((part) => ({ name: part, value: `${ALWAYS_FREE_LABELS[part]} (always free)` })),
      ],
    },
  ];
}

/** A fact group as Markdown, for the drafts of /admin/ai-doc-creator. */
export function factsMarkdown(groups: FactGroup[]): string {
  return groups
    .map((g) =>
      [`## ${g.title}`, '', g.summary, '', `Source: \`${g.source}\``, '', ...g.rows.map((r) => `- **${r.name}**: ${r.value}`)].join('\n'),
    )
    .join('\n\n');
}
