import { z } from 'zod';
import { type AssessmentDefinition, type Condition, type Dimension, type Item, type Scale, allItems, standAloneValues } from './definition';

/** An answer: an option value (choice), several (multi) or words (text). */
export const AnswerValue = z.union([z.number().int(), z.array(z.number().int()).max(20), z.string().max(1000)]);
export type AnswerValue = z.infer<typeof AnswerValue>;
export const Answers = z.record(z.string().max(80), AnswerValue);
export type Answers = z.infer<typeof Answers>;

export interface DimensionScore {
  /** The score on the dimension's own scale (mean, sum, WHO-5 0–100, CBI 0–100); null when invalid. */
  score: number | null;
  /** The score placed on 0–100 between the dimension's lowest and highest possible score. */
  percent: number | null;
  /** The band label, or null when invalid. */
  band: string | null;
  answered: number;
  valid: boolean;
  /** WHO-5 only: the raw sum 0–25. */
  raw?: number;
}

/** Notices a result page shows before anything else. */
export const NOTICES = ['crisis', 'who5_low'] as const;
export type Notice = (typeof NOTICES)[number];

export interface ScoreResult {
  dimensions: Record<string, DimensionScore>;
  /** Outcome id → result type id. */
  outcomes: Record<string, string>;
  /** The first outcome's result type (null when the assessment has no outcomes). */
  resultType: string | null;
  notices: Notice[];
  scoringVersion: string;
}

/** WHO-5 reference points (SCIENCE.md): raw below 13, or any item 0–1, suggests a talk with a professional. */
export const WHO5 = { lowRawBelow: 13, lowItemAtMost: 1, multiplier: 4, meaningfulChange: 10 } as const;
/** CBI: a score is valid with at least 3 answers. */
export const CBI = { minAnswered: 3 } as const;

function scaleRange(scale: Scale): { min: number; max: number } {
  const values = scale.options.map((o) => o.value);
  return { min: Math.min(...values), max: Math.max(...values) };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The answer scale an item is asked on. */
export function scaleOf(definition: AssessmentDefinition, item: Item): Scale | undefined {
  return definition.scales.find((s) => s.id === item.scale);
}

/** The answer to one choice item as scored (reverse items flipped), or null when missing or invalid. */
function scoredValue(definition: AssessmentDefinition, item: Item, answer: AnswerValue | undefined): number | null {
  const scale = scaleOf(definition, item);
  if (!scale || typeof answer !== 'number' || !scale.options.some((o) => o.value === answer)) return null;
  if (!item.reverse) return answer;
  const { min, max } = scaleRange(scale);
  return min + max - answer;
}

function bandOf(dimension: Dimension, score: number): string {
  return (dimension.bands.find((band) => score <= band.upTo) ?? dimension.bands.at(-1)!).label;
}

function scoreDimension(definition: AssessmentDefinition, dimension: Dimension, answers: Answers): DimensionScore {
  const items = dimension.items.map((id) => allItems(definition).find((i) => i.id === id)!);
  const values = items.map((item) => scoredValue(definition, item, answers[item.id]));
  const answered = values.filter((v): v is number => v !== null);
  const ranges = items.map((item) => scaleRange(scaleOf(definition, item)!));
  const minAnswered = dimension.minAnswered ?? (dimension.method === 'cbi' ? CBI.minAnswered : items.length);
  const invalid: DimensionScore = { score: null, percent: null, band: null, answered: answered.length, valid: false };
  if (dimension.method === 'who5' ? answered.length < items.length : answered.length < minAnswered) return invalid;

  let score: number;
  let lowest: number;
  let highest: number;
  let raw: number | undefined;
  const sum = answered.reduce((a, b) => a + b, 0);
  switch (dimension.method) {
    case 'who5':
      raw = sum;
      score = sum * WHO5.multiplier;
      lowest = ranges.reduce((a, r) => a + r.min, 0) * WHO5.multiplier;
      highest = ranges.reduce((a, r) => a + r.max, 0) * WHO5.multiplier;
      break;
    case 'sum':
      score = sum;
      lowest = ranges.reduce((a, r) => a + r.min, 0);
      highest = ranges.reduce((a, r) => a + r.max, 0);
      break;
    case 'mean':
    case 'cbi':
      score = round2(sum / answered.length);
      lowest = Math.min(...ranges.map((r) => r.min));
      highest = Math.max(...ranges.map((r) => r.max));
      break;
  }
  const percent = highest === lowest ? 0 : Math.round(((score - lowest) / (highest - lowest)) * 100);
  return { score, percent, band: bandOf(dimension, score), answered: answered.length, valid: true, ...(raw !== undefined ? { raw } : {}) };
}

export function holds(condition: Condition, dimensions: Record<string, DimensionScore>): boolean {
  const score = dimensions[condition.dimension]?.score;
  if (score === null || score === undefined) return false;
  switch (condition.op) {
    case 'gte':
      return score >= condition.value;
    case 'gt':
      return score > condition.value;
    case 'lte':
      return score <= condition.value;
    case 'lt':
      return score < condition.value;
  }
}

/**
 * Turns answers into scores and result types. Pure and deterministic: the same definition
 * (scoring version) and answers always give the same result. Missing or invalid answers simply
 * do not count; validateAnswers decides whether a submission is complete.
 */
export function scoreAssessment(definition: AssessmentDefinition, answers: Answers): ScoreResult {
  const dimensions: Record<string, DimensionScore> = {};
  for (const dimension of definition.dimensions) dimensions[dimension.id] = scoreDimension(definition, dimension, answers);

  const outcomes: Record<string, string> = {};
  for (const outcome of definition.outcomes) {
    const rule = outcome.rule;
    if (rule.kind === 'first-match') {
      outcomes[outcome.id] = rule.rules.find((r) => r.when.every((c) => holds(c, dimensions)))?.result ?? rule.otherwise;
    } else {
      let best = rule.candidates[0]!;
      for (const candidate of rule.candidates.slice(1)) {
        if ((dimensions[candidate.dimension]?.percent ?? -1) > (dimensions[best.dimension]?.percent ?? -1)) best = candidate;
      }
      outcomes[outcome.id] = best.result;
    }
  }

  const notices: Notice[] = [];
  const items = allItems(definition);
  if (items.some((item) => item.safety && typeof answers[item.id] === 'number' && (answers[item.id] as number) > 0)) notices.push('crisis');
  for (const dimension of definition.dimensions) {
    if (dimension.method !== 'who5' || !dimensions[dimension.id]?.valid) continue;
    const low =
      dimensions[dimension.id]!.raw! < WHO5.lowRawBelow || dimension.items.some((id) => (answers[id] as number) <= WHO5.lowItemAtMost);
    if (low && !notices.includes('who5_low')) notices.push('who5_low');
  }

  const first = definition.outcomes[0];
  return {
    dimensions,
    outcomes,
    resultType: first ? outcomes[first.id]! : null,
    notices,
    scoringVersion: definition.scoringVersion,
  };
}

/** True when the answer is a crisis answer to a safety item (any value above 0). */
export function isCrisisAnswer(item: Pick<Item, 'safety'>, answer: AnswerValue | undefined): boolean {
  return item.safety && typeof answer === 'number' && answer > 0;
}

export const ANSWER_MESSAGES = {
  missing: 'Please answer this question.',
  invalid: 'Please choose one of the offered answers.',
  unknown: 'This question is not part of this assessment.',
  tooLong: 'Please keep this under 1,000 characters.',
} as const;

/**
 * Field errors for a submission (item id → message): required items without an answer, answers
 * outside their scale, and answers to items the assessment does not have. With `partial`, missing
 * answers are allowed (saving progress).
 */
export function validateAnswers(
  definition: AssessmentDefinition,
  answers: Answers,
  options: { partial?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const items = allItems(definition);
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const key of Object.keys(answers)) if (!byId.has(key)) errors[key] = ANSWER_MESSAGES.unknown;
  for (const item of items) {
    const answer = answers[item.id];
    const empty =
      answer === undefined || (typeof answer === 'string' && answer.trim() === '') || (Array.isArray(answer) && answer.length === 0);
    if (empty) {
      if (!item.optional && !options.partial) errors[item.id] = ANSWER_MESSAGES.missing;
      continue;
    }
    const scaleOptions = scaleOf(definition, item)?.options ?? [];
    const values = new Set(scaleOptions.map((o) => o.value));
    const alone = standAloneValues(scaleOptions);
    // An answer that stands alone ("Nothing yet") comes with no other.
    const standsAlone = (answer: number[]) => answer.length === 1 || !answer.some((v) => alone.has(v));
    const ok =
      item.kind === 'choice'
        ? typeof answer === 'number' && values.has(answer)
        : item.kind === 'multi'
          ? Array.isArray(answer) && new Set(answer).size === answer.length && answer.every((v) => values.has(v)) && standsAlone(answer)
          : typeof answer === 'string';
    if (!ok) errors[item.id] = ANSWER_MESSAGES.invalid;
    else if (typeof answer === 'string' && answer.length > 1000) errors[item.id] = ANSWER_MESSAGES.tooLong;
  }
  return errors;
}

/** Minutes left, from the assessment's estimate and the share of items still unanswered. */
export function minutesLeft(definition: AssessmentDefinition, answers: Answers): number {
  const items = allItems(definition);
  const left = items.filter((item) => answers[item.id] === undefined).length;
  if (left === 0) return 0;
  return Math.max(1, Math.ceil((definition.minutes * left) / items.length));
}
