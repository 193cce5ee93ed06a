import { describe, expect, it } from 'vitest';
import {
  type AssessmentDefinition,
  AssessmentFile,
  BURNOUT_RESULT_TYPES,
  NERVOUS_SYSTEM_ARCHETYPES,
  allItems,
} from '#shared/assessments/definition';
import { type Answers, scoreAssessment } from '#shared/assessments/scoring';
import { readKind } from '#server/platform/content/loader';
import { assessmentsContent, resolveDefinitions } from './content';

// The authored assessments (content/assessments), as the server loads them at start.
const definitions = resolveDefinitions(readKind('./content', assessmentsContent).map((item) => AssessmentFile.parse(item.data)));
const bySlug = new Map(definitions.map((d) => [d.slug, d]));
const audit = bySlug.get('operating-system-audit')!;

const EXPECTED = [
  'operating-system-audit',
  'burnout-blueprint',
  'nervous-system-archetype',
  'social-exchange-index',
  'career-rebellion-index',
  'chaos-load-index',
  'world-load-index',
  'performance-punishment',
  'master',
  'supplemental',
];

describe('authored assessments', () => {
  it('has every assessment of spec 2.4, the master and the supplemental questions', () => {
    expect(definitions.map((d) => d.slug).sort()).toEqual([...EXPECTED].sort());
  });

  it('gives the audit about 10 minutes and about 40 items, and the master 25–30 minutes', () => {
    expect(audit.minutes).toBe(10);
    expect(allItems(audit).length).toBeGreaterThanOrEqual(36);
    expect(allItems(audit).length).toBeLessThanOrEqual(46);
    const master = bySlug.get('master')!;
    expect(master.minutes).toBeGreaterThanOrEqual(25);
    expect(master.minutes).toBeLessThanOrEqual(30);
    expect(allItems(master).length).toBeGreaterThan(allItems(audit).length);
  });

  it('names the part each of the master’s scores and outcomes comes from, and no part in the others', () => {
    const master = bySlug.get('master')!;
    const parts = new Map(master.composedOf!.map((slug) => [slug.replace(/-/g, '_') + '__', bySlug.get(slug)!.title]));
    for (const { id, part } of [...master.dimensions, ...master.outcomes]) {
      const [prefix, title] = [...parts].find(([p]) => id.startsWith(p))!;
      expect(part, `${id} comes from ${prefix}`).toBe(title);
    }
    expect(audit.dimensions.every((d) => d.part === undefined)).toBe(true);
  });

  it('asks the safety question exactly once in the audit and in the master', () => {
    expect(allItems(audit).filter((i) => i.safety)).toHaveLength(1);
    expect(allItems(bySlug.get('master')!).filter((i) => i.safety)).toHaveLength(1);
  });

  it('uses WHO-5 and the CBI personal scale as published in the audit', () => {
    expect(audit.dimensions.find((d) => d.method === 'who5')?.items).toHaveLength(5);
    expect(audit.dimensions.find((d) => d.method === 'cbi')?.items).toHaveLength(6);
    const cbiScale = audit.scales.find((s) => s.id === allItems(audit).find((i) => i.id === 'cbi_1')!.scale)!;
    expect(cbiScale.options.map((o) => o.value)).toEqual([100, 75, 50, 25, 0]);
  });

  it('yields the spec burnout result types and the archetypes where the SoulPrint reads them', () => {
    for (const slug of ['operating-system-audit', 'burnout-blueprint']) {
      const outcome = bySlug.get(slug)!.outcomes.find((o) => o.id === 'burnout_type')!;
      expect(outcome.results.map((r) => r.id).sort()).toEqual([...BURNOUT_RESULT_TYPES].sort());
    }
    for (const slug of ['operating-system-audit', 'nervous-system-archetype']) {
      const outcome = bySlug.get(slug)!.outcomes.find((o) => o.id === 'archetype')!;
      expect(outcome.results.map((r) => r.id).sort()).toEqual([...NERVOUS_SYSTEM_ARCHETYPES].sort());
    }
    expect(audit.outcomes[0]!.id).toBe('burnout_type');
  });

  it('marks the tracking flags of spec 4', () => {
    const marks = Object.fromEntries(definitions.map((d) => [d.slug, [...d.marks].sort()]));
    expect(marks).toMatchObject({
      'operating-system-audit': ['burnout', 'chaos', 'cri', 'nsa', 'social'],
      master: ['burnout', 'chaos', 'cri', 'nsa', 'social'],
      'burnout-blueprint': ['burnout'],
      'career-rebellion-index': ['cri'],
      'nervous-system-archetype': ['nsa'],
      'social-exchange-index': ['social'],
      'chaos-load-index': ['chaos'],
    });
  });

  it('keeps the supplemental questions optional and unscored', () => {
    const supplemental = bySlug.get('supplemental')!;
    expect(allItems(supplemental).every((i) => i.optional)).toBe(true);
    expect(supplemental.dimensions).toEqual([]);
  });
});

type AuditColumn = 'low' | 'exhausted' | 'output' | 'clash';

/** The audit answers of the cases below: a row for each group of items (in item order), a column for each case. */
const AUDIT_ANSWERS: Record<string, Record<AuditColumn, number[]>> = {
  who5: { low: [4, 4, 3, 3, 4], exhausted: [1, 1, 1, 0, 2], output: [2, 2, 3, 2, 2], clash: [3, 3, 3, 2, 3] },
  cbi: {
    low: [25, 25, 0, 0, 25, 0],
    exhausted: [100, 75, 75, 50, 100, 50],
    output: [50, 50, 75, 25, 50, 25],
    clash: [50, 50, 25, 25, 50, 50],
  },
  exhaustion: { low: [2, 1, 2], exhausted: [5, 4, 4], output: [3, 3, 2], clash: [3, 2, 3] },
  distance: { low: [1, 2, 1], exhausted: [3, 2, 3], output: [4, 4, 3], clash: [3, 2, 2] },
  cognitive: { low: [2, 2, 1], exhausted: [4, 3, 4], output: [3, 2, 3], clash: [2, 2, 3] },
  emotional: { low: [1, 2, 2], exhausted: [3, 3, 4], output: [4, 3, 4], clash: [2, 3, 2] },
  mobilised: { low: [2, 1, 2], exhausted: [4, 4, 3], output: [4, 4, 4], clash: [2, 3, 2] },
  shutdown: { low: [1, 1, 1], exhausted: [4, 3, 4], output: [2, 2, 2], clash: [2, 3, 2] },
  settled: { low: [4, 4, 2], exhausted: [1, 2, 4], output: [2, 2, 4], clash: [3, 3, 3] },
  chaos: { low: [2, 2, 2], exhausted: [4, 4, 5], output: [3, 3, 3], clash: [3, 3, 3] },
  social: { low: [4, 2, 4], exhausted: [2, 5, 2], output: [3, 4, 2], clash: [3, 3, 3] },
  career: { low: [1, 2, 1], exhausted: [3, 3, 2], output: [2, 3, 2], clash: [4, 4, 3] },
  pressure: { low: [2, 2, 1], exhausted: [4, 4, 5], output: [5, 4, 4], clash: [2, 3, 2] },
};

/** Answers for the audit from one column of AUDIT_ANSWERS (the safety item 0 unless given). */
function auditAnswers(column: AuditColumn, safety = 0): Answers {
  const answers: Answers = { phq9_9: safety };
  for (const [group, columns] of Object.entries(AUDIT_ANSWERS)) columns[column].forEach((v, i) => (answers[`${group}_${i + 1}`] = v));
  return answers;
}

function expectComplete(definition: AssessmentDefinition, answers: Answers) {
  expect(
    allItems(definition)
      .filter((i) => answers[i.id] === undefined)
      .map((i) => i.id),
  ).toEqual([]);
}

describe('Operating System Audit, hand-computed', () => {
  it.each([
    {
      name: 'all low strain',
      column: 'low',
      safety: 0,
      expected: { burnout: 'authentic_alignment', archetype: 'settled', notices: [], who5: 72, cbi: 12.5, settled: 4 },
    },
    {
      name: 'heavy exhaustion',
      column: 'exhausted',
      safety: 0,
      expected: { burnout: 'system_override', archetype: 'oscillating', notices: ['who5_low'], who5: 20, cbi: 75, settled: 1.67 },
    },
    {
      name: 'worth tied to output',
      column: 'output',
      safety: 0,
      expected: { burnout: 'performance_prison', archetype: 'mobilised', notices: ['who5_low'], who5: 44, cbi: 45.83, settled: 2 },
    },
    {
      name: 'values clash with a crisis answer',
      column: 'clash',
      safety: 1,
      expected: { burnout: 'conscious_transition', archetype: 'settled', notices: ['crisis'], who5: 56, cbi: 41.67, settled: 3 },
    },
  ] satisfies { name: string; column: AuditColumn; safety: number; expected: object }[])('$name', ({ column, safety, expected }) => {
    const answers = auditAnswers(column, safety);
    expectComplete(audit, answers);
    const result = scoreAssessment(audit, answers);
    expect(result.outcomes.burnout_type).toBe(expected.burnout);
    expect(result.resultType).toBe(expected.burnout);
    expect(result.outcomes.archetype).toBe(expected.archetype);
    expect(result.notices).toEqual(expected.notices);
    expect(result.dimensions.who5!.score).toBe(expected.who5);
    expect(result.dimensions.cbi_personal!.score).toBe(expected.cbi);
    expect(result.dimensions.settled!.score).toBe(expected.settled);
  });
});

/** Every item answered `fill`, then the overrides (reverse items are scored 6 − answer on 1–5). */
function filled(definition: AssessmentDefinition, fill: number, overrides: Answers): Answers {
  return { ...Object.fromEntries(allItems(definition).map((i) => [i.id, fill])), ...overrides };
}

describe('Burnout Blueprint, hand-computed', () => {
  const blueprint = bySlug.get('burnout-blueprint')!;
  const frequency = ['exhaustion', 'cognitive', 'distance', 'emotional'].flatMap((d) => [1, 2, 3].map((n) => `${d}_${n}`));
  it.each([
    {
      name: 'exhaustion 4.67 comes first',
      answers: filled(blueprint, 3, { exhaustion_1: 5, exhaustion_2: 1, exhaustion_3: 4 }),
      type: 'system_override',
      exhaustion: 4.67,
    },
    {
      name: 'pressure 4.67 with distance 3.33',
      answers: filled(blueprint, 3, { distance_1: 4, pressure_1: 5, pressure_2: 4, pressure_3: 1 }),
      type: 'performance_prison',
      exhaustion: 3,
    },
    {
      name: 'low strain everywhere',
      answers: filled(blueprint, 3, { ...Object.fromEntries(frequency.map((id) => [id, 2])), exhaustion_2: 4 }),
      type: 'authentic_alignment',
      exhaustion: 2,
    },
    { name: 'every answer in the middle', answers: filled(blueprint, 3, {}), type: 'conscious_transition', exhaustion: 3 },
    {
      name: 'exhausted without change underway',
      answers: filled(blueprint, 2, { exhaustion_1: 4, exhaustion_2: 2, exhaustion_3: 3, change_2: 4 }),
      type: 'system_override',
      exhaustion: 3.67,
    },
    {
      name: 'exhausted with change underway',
      answers: filled(blueprint, 2, { exhaustion_1: 4, exhaustion_2: 2, exhaustion_3: 3, change_1: 4, change_2: 2 }),
      type: 'conscious_transition',
      exhaustion: 3.67,
    },
  ])('$name → $type', ({ answers, type, exhaustion }) => {
    const result = scoreAssessment(blueprint, answers);
    expect(result.resultType).toBe(type);
    expect(result.dimensions.exhaustion!.score).toBe(exhaustion);
  });
});

describe('Nervous System Archetype, hand-computed', () => {
  const nsa = bySlug.get('nervous-system-archetype')!;
  const group = (prefix: string, value: number) =>
    Object.fromEntries(
      allItems(nsa)
        .filter((i) => i.id.startsWith(prefix))
        .map((i) => [i.id, value]),
    );
  it.each([
    {
      name: 'on edge',
      answers: { ...group('mob_', 4), ...group('shut_', 2), set_ease: 2, set_connect: 3, set_needs: 2, set_quiet_uneasy: 4 },
      type: 'mobilised',
      settled: 2.25,
    },
    {
      name: 'both high',
      answers: { ...group('mob_', 3), ...group('shut_', 4), ...group('set_', 2), set_quiet_uneasy: 4 },
      type: 'oscillating',
      settled: 2,
    },
    {
      name: 'behind glass',
      answers: { ...group('mob_', 2), ...group('shut_', 4), ...group('set_', 2), set_quiet_uneasy: 4 },
      type: 'shutdown',
      settled: 2,
    },
    {
      name: 'settled first',
      answers: { ...group('mob_', 3), ...group('shut_', 2), set_ease: 5, set_connect: 4, set_needs: 4, set_quiet_uneasy: 2 },
      type: 'settled',
      settled: 4.25,
    },
    { name: 'nothing high', answers: { ...group('mob_', 2), ...group('shut_', 2), ...group('set_', 3) }, type: 'settled', settled: 3 },
  ])('$name → $type', ({ answers, type, settled }) => {
    const result = scoreAssessment(nsa, filled(nsa, 3, answers));
    expect(result.resultType).toBe(type);
    expect(result.dimensions.settled!.score).toBe(settled);
  });
});
