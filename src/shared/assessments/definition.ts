import { z } from 'zod';

/**
 * An assessment is content (content/assessments/<slug>.json) checked by this schema: sections of
 * items on named response scales, dimensions scored from items, and outcomes (result types)
 * chosen by rules over the dimension scores. scoreAssessment (./scoring.ts) is the only code.
 */

/** Spec 3 quiz types, plus the ones this product adds (world load, performance punishment). */
export const QUIZ_TYPES = [
  'operating_system_audit',
  'burnout_blueprint',
  'cri',
  'nervous_system_archetype',
  'social_exchange_index',
  'chaos_load_index',
  'world_load_index',
  'performance_punishment',
] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];

/** The master assessment is stored apart (master_assessment_results); supplemental is context only. */
export const ASSESSMENT_KINDS = [...QUIZ_TYPES, 'master', 'supplemental'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

/** Spec 3 burnout result types. */
export const BURNOUT_RESULT_TYPES = ['system_override', 'performance_prison', 'conscious_transition', 'authentic_alignment'] as const;
export type BurnoutResultType = (typeof BURNOUT_RESULT_TYPES)[number];

/** Nervous-system archetypes (the audit and the archetype quiz both yield one; the SoulPrint keeps it). */
export const NERVOUS_SYSTEM_ARCHETYPES = ['mobilised', 'shutdown', 'oscillating', 'settled'] as const;
export type NervousSystemArchetype = (typeof NERVOUS_SYSTEM_ARCHETYPES)[number];

/** Spec 4 assessment-tracking flags. */
export const TRACKING_FLAGS = ['burnout', 'cri', 'nsa', 'social', 'chaos', 'astrology'] as const;
export type TrackingFlag = (typeof TRACKING_FLAGS)[number];

const id = z.string().regex(/^[a-z0-9_]+$/, 'lowercase letters, digits and underscores');
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const text = (max: number) => z.string().trim().min(1).max(max);

export const ScaleOption = z.object({
  value: z.number().int(),
  label: text(80),
  /** In a multi item, an answer that stands alone ("Nothing yet"): chosen, it clears the others. */
  exclusive: z.boolean().optional(),
});
export type ScaleOption = z.infer<typeof ScaleOption>;
export const Scale = z.object({
  id,
  options: z.array(ScaleOption).min(2).max(11),
});
export type Scale = z.infer<typeof Scale>;

/** The values of a scale's answers that stand alone ("Nothing yet"): never chosen beside another. */
export const standAloneValues = (options: readonly ScaleOption[]): ReadonlySet<number> =>
  new Set(options.filter((option) => option.exclusive).map((option) => option.value));

export const Item = z.object({
  id,
  text: text(300),
  /** A short hint under the question ("In the last two weeks…"). */
  hint: text(200).optional(),
  /** 'choice' answers with one option value of its scale; 'multi' with several; 'text' with words. */
  kind: z.enum(['choice', 'multi', 'text']).default('choice'),
  /** Required for choice and multi items. */
  scale: id.optional(),
  /** Scored as (min + max − value) of its scale. */
  reverse: z.boolean().default(false),
  optional: z.boolean().default(false),
  /** The safety question (PHQ-9 item 9): any answer above 0 shows crisis resources first. */
  safety: z.boolean().default(false),
});
export type Item = z.infer<typeof Item>;

export const Section = z.object({ id, title: text(120), intro: text(600).optional(), items: z.array(Item).min(1) });
export type Section = z.infer<typeof Section>;

export const Band = z.object({
  /** Highest score (inclusive) in this band; bands are listed from low to high, the last covers the rest. */
  upTo: z.number(),
  label: text(60),
  description: text(400),
});

/**
 * How a dimension turns its items into a score.
 * - mean: mean of the answered items on their scale (reverse items flipped), two decimals.
 * - sum: sum of the answered items.
 * - who5: WHO-5 raw sum 0–25 times 4, so 0–100; every item is needed.
 * - cbi: Copenhagen Burnout Inventory, items answered 100/75/50/25/0, mean; fewer than 3 answers is invalid.
 */
export const SCORING_METHODS = ['mean', 'sum', 'who5', 'cbi'] as const;
export type ScoringMethod = (typeof SCORING_METHODS)[number];

/**
 * In a composed assessment (the master), the title of the part a dimension or outcome comes from,
 * so a result can tell the audit's "Exhaustion" from the Blueprint's. Set when composing; a
 * content file leaves it out.
 */
const PartTitle = z.string().optional();

export const Dimension = z.object({
  id,
  label: text(60),
  description: text(400),
  method: z.enum(SCORING_METHODS),
  items: z.array(id).min(1),
  /** Fewest answered items for a valid score; default all of them (cbi: 3). */
  minAnswered: z.number().int().min(1).optional(),
  /** Whether a higher score means things are easier ('better') or harder ('harder'). */
  higherIs: z.enum(['better', 'harder']),
  /** True for our own items (not validated norms): result pages say the bands are provisional. */
  provisional: z.boolean(),
  bands: z.array(Band).min(2),
  part: PartTitle,
});
export type Dimension = z.infer<typeof Dimension>;

export const Condition = z.object({
  dimension: id,
  op: z.enum(['gte', 'gt', 'lte', 'lt']),
  value: z.number(),
});
export type Condition = z.infer<typeof Condition>;

export const ResultType = z.object({
  id,
  title: text(80),
  /** One sentence shown under the title. */
  summary: text(300),
  /** Paragraphs of warm, specific interpretation. */
  interpretation: z.array(text(1200)).min(2),
  /** Concrete next steps, first one most important. */
  nextSteps: z.array(text(300)).min(2).max(5),
});
export type ResultType = z.infer<typeof ResultType>;

export const OutcomeRule = z.discriminatedUnion('kind', [
  /** The first rule whose conditions all hold; otherwise `otherwise`. */
  z.object({
    kind: z.literal('first-match'),
    rules: z.array(z.object({ result: id, when: z.array(Condition).min(1) })).min(1),
    otherwise: id,
  }),
  /** The candidate whose dimension has the highest percent; ties go to the earlier candidate. */
  z.object({
    kind: z.literal('highest'),
    candidates: z.array(z.object({ dimension: id, result: id })).min(2),
  }),
]);
export type OutcomeRule = z.infer<typeof OutcomeRule>;

export const Outcome = z.object({
  id,
  label: text(60),
  rule: OutcomeRule,
  results: z.array(ResultType).min(2),
  part: PartTitle,
});
export type Outcome = z.infer<typeof Outcome>;

const BaseDefinition = z.object({
  slug,
  kind: z.enum(ASSESSMENT_KINDS),
  title: text(80),
  /** One line on the hub card. */
  tagline: text(160),
  /** What it measures, a short paragraph for the hub and the intro screen. */
  measures: text(700),
  /** Result pages: "what the score is based on". */
  basedOn: text(900),
  minutes: z.number().int().min(1).max(45),
  /** Changes whenever items, scales or rules change; stored with each result. */
  scoringVersion: z.string().regex(/^\d+\.\d+\.\d+$/),
  /** Tracking flags (spec 4) a completed result marks. */
  marks: z.array(z.enum(TRACKING_FLAGS)).default([]),
  /** Items shown per screen in the player. */
  perScreen: z.number().int().min(1).max(5).default(1),
});

/** A stand-alone assessment with its own items. */
export const StandaloneDefinition = BaseDefinition.extend({
  scales: z.array(Scale).min(1),
  sections: z.array(Section).min(1),
  dimensions: z.array(Dimension).default([]),
  outcomes: z.array(Outcome).default([]),
});
export type StandaloneDefinition = z.infer<typeof StandaloneDefinition>;

/** The master assessment: other assessments taken in one sitting (resolved by composeDefinition). */
export const ComposedDefinition = BaseDefinition.extend({
  composedOf: z.array(slug).min(2),
});
export type ComposedDefinition = z.infer<typeof ComposedDefinition>;

export const AssessmentFile = z.union([ComposedDefinition.strict(), StandaloneDefinition.strict()]);
export type AssessmentFile = z.infer<typeof AssessmentFile>;

/** A definition ready to play and score (a composed one has its parts' items, prefixed). */
export type AssessmentDefinition = StandaloneDefinition & { composedOf?: string[] };

/** Every item of a definition, in order. */
export function allItems(definition: Pick<StandaloneDefinition, 'sections'>): Item[] {
  return definition.sections.flatMap((section) => section.items);
}

/**
 * Checks what the schema cannot: references between items, scales, dimensions and results.
 * Returns the problems (empty when sound).
 */
export function definitionProblems(definition: StandaloneDefinition): string[] {
  const problems: string[] = [];
  const scales = new Map(definition.scales.map((scale) => [scale.id, scale]));
  const items = allItems(definition);
  const itemIds = new Set<string>();
  for (const item of items) {
    if (itemIds.has(item.id)) problems.push(`item ${item.id} appears twice`);
    itemIds.add(item.id);
    if (item.kind !== 'text' && !item.scale) problems.push(`item ${item.id} needs a scale`);
    if (item.scale && !scales.has(item.scale)) problems.push(`item ${item.id} uses unknown scale ${item.scale}`);
    if (item.safety && scales.get(item.scale ?? '')?.options.some((o) => o.value < 0))
      problems.push(`safety item ${item.id} must be scored from 0`);
  }
  for (const scale of definition.scales) {
    const values = scale.options.map((o) => o.value);
    if (new Set(values).size !== values.length) problems.push(`scale ${scale.id} repeats a value`);
  }
  const dimensionIds = new Set(definition.dimensions.map((d) => d.id));
  for (const dimension of definition.dimensions) {
    for (const itemId of dimension.items) {
      const item = items.find((i) => i.id === itemId);
      if (!item) problems.push(`dimension ${dimension.id} uses unknown item ${itemId}`);
      else if (item.kind !== 'choice') problems.push(`dimension ${dimension.id} can only score choice items (${itemId})`);
    }
    const limits = dimension.bands.map((b) => b.upTo);
    if (limits.some((limit, i) => i > 0 && limit <= limits[i - 1]!)) problems.push(`dimension ${dimension.id} bands must rise`);
    if (dimension.method === 'who5' && dimension.items.length !== 5) problems.push(`dimension ${dimension.id}: WHO-5 has 5 items`);
  }
  for (const outcome of definition.outcomes) {
    const resultIds = new Set(outcome.results.map((r) => r.id));
    const referenced =
      outcome.rule.kind === 'first-match'
        ? [...outcome.rule.rules.map((r) => r.result), outcome.rule.otherwise]
        : outcome.rule.candidates.map((c) => c.result);
    for (const result of referenced) if (!resultIds.has(result)) problems.push(`outcome ${outcome.id} names unknown result ${result}`);
    const dims =
      outcome.rule.kind === 'first-match'
        ? outcome.rule.rules.flatMap((r) => r.when.map((c) => c.dimension))
        : outcome.rule.candidates.map((c) => c.dimension);
    for (const dim of dims) if (!dimensionIds.has(dim)) problems.push(`outcome ${outcome.id} uses unknown dimension ${dim}`);
  }
  return problems;
}

/**
 * Resolves the master assessment: the parts' sections, dimensions and outcomes one after the
 * other, with ids prefixed by the part's slug (`operating-system-audit` → `operating_system_audit__who5_1`)
 * so parts that share ids stay apart. Its outcomes keep the first part's first outcome first.
 */
export function composeDefinition(master: ComposedDefinition, parts: StandaloneDefinition[]): AssessmentDefinition {
  const prefixed = parts.map((part) => {
    const p = part.slug.replace(/-/g, '_') + '__';
    const scaleId = (s: string) => p + s;
    return {
      scales: part.scales.map((scale) => ({ ...scale, id: scaleId(scale.id) })),
      sections: part.sections.map((section) => ({
        ...section,
        id: p + section.id,
        title: `${part.title}: ${section.title}`,
        items: section.items.map((item) => ({ ...item, id: p + item.id, scale: item.scale && scaleId(item.scale) })),
      })),
      dimensions: part.dimensions.map((d) => ({ ...d, id: p + d.id, items: d.items.map((i) => p + i), part: part.title })),
      outcomes: part.outcomes.map((outcome) => ({
        ...outcome,
        id: p + outcome.id,
        part: part.title,
        rule:
          outcome.rule.kind === 'first-match'
            ? {
                ...outcome.rule,
                rules: outcome.rule.rules.map((r) => ({ ...r, when: r.when.map((c) => ({ ...c, dimension: p + c.dimension })) })),
              }
            : { ...outcome.rule, candidates: outcome.rule.candidates.map((c) => ({ ...c, dimension: p + c.dimension })) },
      })),
    };
  });
  const { composedOf, ...base } = master;
  return {
    ...base,
    composedOf,
    scales: prefixed.flatMap((p) => p.scales),
    sections: prefixed.flatMap((p) => p.sections),
    dimensions: prefixed.flatMap((p) => p.dimensions),
    outcomes: prefixed.flatMap((p) => p.outcomes),
  };
}
