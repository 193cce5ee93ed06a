import { describe, expect, it } from 'vitest';
import { type AssessmentDefinition, StandaloneDefinition, definitionProblems } from './definition';
import { ANSWER_MESSAGES, type Answers, minutesLeft, scoreAssessment, validateAnswers } from './scoring';
import { highestOutcome } from '#shared/testing/highest-outcome';

const band = (upTo: number, label: string) => ({ upTo, label, description: `${label} band` });
const results = (...ids: string[]) =>
  ids.map((id) => ({ id, title: id, summary: `${id} summary`, interpretation: ['one', 'two'], nextSteps: ['first', 'second'] }));

/** A small hand-made definition: WHO-5, the CBI personal scale, a mean with a reverse item, a sum and a safety item. */
const definition: AssessmentDefinition = StandaloneDefinition.parse({
  slug: 'test-audit',
  kind: 'operating_system_audit',
  title: 'Test audit',
  tagline: 'A test',
  measures: 'Things',
  basedOn: 'Tests',
  minutes: 10,
  scoringVersion: '1.2.3',
  scales: [
    { id: 'who', options: [0, 1, 2, 3, 4, 5].map((value) => ({ value, label: `w${value}` })) },
    { id: 'cbi', options: [100, 75, 50, 25, 0].map((value) => ({ value, label: `c${value}` })) },
    { id: 'freq', options: [1, 2, 3, 4, 5].map((value) => ({ value, label: `f${value}` })) },
    { id: 'phq', options: [0, 1, 2, 3].map((value) => ({ value, label: `p${value}` })) },
  ],
  sections: [
    { id: 'wellbeing', title: 'Well-being', items: [1, 2, 3, 4, 5].map((n) => ({ id: `w${n}`, text: `W${n}`, scale: 'who' })) },
    { id: 'personal', title: 'Personal', items: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `c${n}`, text: `C${n}`, scale: 'cbi' })) },
    {
      id: 'strain',
      title: 'Strain',
      items: [
        { id: 'e1', text: 'E1', scale: 'freq' },
        { id: 'e2', text: 'E2', scale: 'freq' },
        { id: 'e3', text: 'E3 (reverse)', scale: 'freq', reverse: true },
        { id: 's1', text: 'S1', scale: 'freq' },
        { id: 's2', text: 'S2', scale: 'freq', optional: true },
      ],
    },
    { id: 'safety', title: 'Safety', items: [{ id: 'phq9_9', text: 'Safety', scale: 'phq', safety: true }] },
  ],
  dimensions: [
    {
      id: 'who5',
      label: 'Well-being',
      description: 'WHO-5',
      method: 'who5',
      items: ['w1', 'w2', 'w3', 'w4', 'w5'],
      higherIs: 'better',
      provisional: false,
      bands: [band(28, 'Very low'), band(50, 'Low'), band(100, 'Good')],
    },
    {
      id: 'cbi',
      label: 'Personal burnout',
      description: 'CBI',
      method: 'cbi',
      items: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'],
      higherIs: 'harder',
      provisional: false,
      bands: [band(49.99, 'Lower'), band(100, 'High')],
    },
    {
      id: 'exhaustion',
      label: 'Exhaustion',
      description: 'Mean',
      method: 'mean',
      items: ['e1', 'e2', 'e3'],
      higherIs: 'harder',
      provisional: true,
      bands: [band(2, 'Lower'), band(3, 'Moderate'), band(5, 'High')],
    },
    {
      id: 'load',
      label: 'Load',
      description: 'Sum',
      method: 'sum',
      items: ['s1', 's2'],
      minAnswered: 1,
      higherIs: 'harder',
      provisional: true,
      bands: [band(4, 'Light'), band(10, 'Heavy')],
    },
  ],
  outcomes: [
    {
      id: 'burnout_type',
      label: 'Burnout type',
      rule: {
        kind: 'first-match',
        rules: [
          { result: 'system_override', when: [{ dimension: 'cbi', op: 'gte', value: 75 }] },
          {
            result: 'authentic_alignment',
            when: [
              { dimension: 'who5', op: 'gt', value: 50 },
              { dimension: 'exhaustion', op: 'lt', value: 3 },
            ],
          },
        ],
        otherwise: 'conscious_transition',
      },
      results: results('system_override', 'authentic_alignment', 'conscious_transition'),
    },
    highestOutcome(
      'heaviest',
      'Heaviest',
      [
        ['exhaustion', 'tired'],
        ['load', 'loaded'],
      ],
      (id) => results(id)[0],
    ),
  ],
});

const who = (...v: number[]) => Object.fromEntries(v.map((value, i) => [`w${i + 1}`, value]));
const cbi = (...v: (number | undefined)[]) =>
  Object.fromEntries(v.flatMap((value, i) => (value === undefined ? [] : [[`c${i + 1}`, value]])));
const base: Answers = { ...who(3, 3, 3, 3, 3), ...cbi(50, 50, 50, 50, 50, 50), e1: 2, e2: 2, e3: 4, s1: 2, s2: 2, phq9_9: 0 };

describe('the test definition is sound', () => {
  it('has no reference problems', () => {
    expect(definitionProblems(definition)).toEqual([]);
  });
});

describe('WHO-5 (raw 0–25 × 4; low when raw < 13 or any item 0–1)', () => {
  it.each([
    { items: [5, 5, 5, 5, 5], raw: 25, score: 100, band: 'Good', low: false },
    { items: [3, 3, 3, 3, 3], raw: 15, score: 60, band: 'Good', low: false },
    { items: [3, 3, 2, 2, 2], raw: 12, score: 48, band: 'Low', low: true },
    { items: [4, 4, 4, 4, 1], raw: 17, score: 68, band: 'Good', low: true },
    { items: [2, 2, 3, 3, 3], raw: 13, score: 52, band: 'Good', low: false },
    { items: [0, 0, 0, 0, 0], raw: 0, score: 0, band: 'Very low', low: true },
    { items: [1, 1, 2, 1, 2], raw: 7, score: 28, band: 'Very low', low: true },
  ])('$items → raw $raw, $score', ({ items, raw, score, band: label, low }) => {
    const result = scoreAssessment(definition, { ...base, ...who(...items) });
    expect(result.dimensions.who5).toEqual({ score, percent: score, band: label, answered: 5, valid: true, raw });
    expect(result.notices.includes('who5_low')).toBe(low);
  });

  it('is invalid when any item is missing', () => {
    const answers = { ...base };
    delete answers.w3;
    expect(scoreAssessment(definition, answers).dimensions.who5).toMatchObject({ valid: false, score: null, answered: 4 });
    expect(scoreAssessment(definition, answers).notices).not.toContain('who5_low');
  });
});

describe('CBI personal burnout (100/75/50/25/0, mean; invalid below 3 answers)', () => {
  it.each([
    { answers: [100, 100, 100, 100, 100, 100], score: 100, band: 'High', valid: true },
    { answers: [75, 50, 50, 25, 50, 25], score: 45.83, band: 'Lower', valid: true },
    { answers: [50, 50, 50, 50, 50, 50], score: 50, band: 'High', valid: true },
    { answers: [100, 75, undefined, undefined, undefined, undefined], score: null, band: null, valid: false },
    { answers: [100, 75, 0, undefined, undefined, undefined], score: 58.33, band: 'High', valid: true },
    { answers: [0, 0, 0, 0, 0, 0], score: 0, band: 'Lower', valid: true },
  ])('$answers → $score', ({ answers, score, band: label, valid }) => {
    const given: Answers = { ...base };
    for (let i = 1; i <= 6; i++) delete given[`c${i}`];
    Object.assign(given, cbi(...answers));
    expect(scoreAssessment(definition, given).dimensions.cbi).toMatchObject({ score, band: label, valid });
  });

  it('places the CBI percent on its own 0–100 scale', () => {
    expect(scoreAssessment(definition, { ...base, ...cbi(75, 75, 75, 75, 75, 75) }).dimensions.cbi!.percent).toBe(75);
  });
});

describe('means with reverse items, sums and minimum answers', () => {
  it.each([
    // e3 is reversed on 1–5: value v scores 6 − v.
    { e: [1, 1, 5], score: 1, percent: 0, band: 'Lower' },
    { e: [5, 5, 1], score: 5, percent: 100, band: 'High' },
    { e: [2, 3, 3], score: 2.67, percent: 42, band: 'Moderate' },
    { e: [3, 3, 3], score: 3, percent: 50, band: 'Moderate' },
    { e: [4, 3, 2], score: 3.67, percent: 67, band: 'High' },
  ])('exhaustion $e → $score', ({ e, score, percent, band: label }) => {
    const result = scoreAssessment(definition, { ...base, e1: e[0]!, e2: e[1]!, e3: e[2]! });
    expect(result.dimensions.exhaustion).toMatchObject({ score, percent, band: label, valid: true, answered: 3 });
  });

  it('needs every item of a mean unless minAnswered says otherwise', () => {
    const answers = { ...base };
    delete answers.e2;
    expect(scoreAssessment(definition, answers).dimensions.exhaustion).toMatchObject({ valid: false, score: null });
    delete answers.s2;
    expect(scoreAssessment(definition, answers).dimensions.load).toMatchObject({ valid: true, score: 2, answered: 1 });
  });

  it('sums and places the sum between its lowest (2) and highest (10)', () => {
    expect(scoreAssessment(definition, { ...base, s1: 5, s2: 4 }).dimensions.load).toMatchObject({ score: 9, percent: 88, band: 'Heavy' });
  });

  it('ignores an answer that is not on the scale', () => {
    expect(scoreAssessment(definition, { ...base, e1: 9 }).dimensions.exhaustion).toMatchObject({ valid: false, answered: 2 });
  });
});

describe('outcomes', () => {
  it.each([
    { name: 'high CBI comes first', answers: { ...cbi(100, 100, 75, 75, 75, 75) }, type: 'system_override' },
    {
      name: 'good well-being and low exhaustion',
      answers: { ...who(4, 4, 4, 4, 4), ...cbi(25, 25, 25, 25, 25, 25) },
      type: 'authentic_alignment',
    },
    { name: 'good well-being but exhaustion at 3', answers: { ...who(4, 4, 4, 4, 4), e1: 3, e2: 3, e3: 3 }, type: 'conscious_transition' },
    {
      name: 'a missing score never matches a rule',
      answers: { w1: undefined, ...cbi(25, 25, 25, 25, 25, 25) },
      type: 'conscious_transition',
    },
  ])('$name → $type', ({ answers, type }) => {
    const given = { ...base, ...answers } as Answers;
    for (const [k, v] of Object.entries(given)) if (v === undefined) delete given[k];
    const result = scoreAssessment(definition, given);
    expect(result.resultType).toBe(type);
    expect(result.outcomes.burnout_type).toBe(type);
    expect(result.scoringVersion).toBe('1.2.3');
  });

  it('picks the highest percent, the earlier candidate on a tie', () => {
    // exhaustion 2,2,4r → mean 2 → 25 %; load 2+2 → 25 %: a tie goes to exhaustion.
    expect(scoreAssessment(definition, base).outcomes.heaviest).toBe('tired');
    expect(scoreAssessment(definition, { ...base, s1: 4 }).outcomes.heaviest).toBe('loaded');
  });
});

describe('the safety question', () => {
  it.each([
    { answer: 0, crisis: false },
    { answer: 1, crisis: true },
    { answer: 2, crisis: true },
    { answer: 3, crisis: true },
  ])('answer $answer → crisis $crisis', ({ answer, crisis }) => {
    expect(scoreAssessment(definition, { ...base, phq9_9: answer }).notices.includes('crisis')).toBe(crisis);
  });

  it('puts the crisis notice first', () => {
    expect(scoreAssessment(definition, { ...base, ...who(0, 0, 0, 0, 0), phq9_9: 2 }).notices).toEqual(['crisis', 'who5_low']);
  });
});

describe('validateAnswers', () => {
  it('accepts a complete submission (optional items may be left out)', () => {
    const answers = { ...base };
    delete answers.s2;
    expect(validateAnswers(definition, answers)).toEqual({});
  });

  it('names missing, out-of-range, wrong-type and unknown answers', () => {
    const answers: Answers = { ...base, e1: 7, e2: 'often', extra: 1 };
    delete answers.w1;
    expect(validateAnswers(definition, answers)).toEqual({
      w1: ANSWER_MESSAGES.missing,
      e1: ANSWER_MESSAGES.invalid,
      e2: ANSWER_MESSAGES.invalid,
      extra: ANSWER_MESSAGES.unknown,
    });
  });

  it('allows missing answers when saving progress, but not invalid ones', () => {
    expect(validateAnswers(definition, { w1: 3 }, { partial: true })).toEqual({});
    expect(validateAnswers(definition, { w1: 6 }, { partial: true })).toEqual({ w1: ANSWER_MESSAGES.invalid });
  });

  it('checks multi and text items', () => {
    const withKinds: AssessmentDefinition = {
      ...definition,
      sections: [
        {
          id: 'context',
          title: 'Context',
          items: [
            { id: 'tried', text: 'Tried', kind: 'multi', scale: 'freq', reverse: false, optional: false, safety: false },
            { id: 'note', text: 'Note', kind: 'text', reverse: false, optional: true, safety: false },
          ],
        },
      ],
      dimensions: [],
      outcomes: [],
    };
    expect(validateAnswers(withKinds, { tried: [1, 2], note: 'rest helped' })).toEqual({});
    expect(validateAnswers(withKinds, { tried: [1, 1] })).toEqual({ tried: ANSWER_MESSAGES.invalid });
    expect(validateAnswers(withKinds, { tried: [9] })).toEqual({ tried: ANSWER_MESSAGES.invalid });
    expect(validateAnswers(withKinds, { tried: [], note: 'x'.repeat(1001) })).toEqual({
      tried: ANSWER_MESSAGES.missing,
      note: ANSWER_MESSAGES.tooLong,
    });
  });

  it.each([
    { tried: [5], ok: true },
    { tried: [1, 2], ok: true },
    { tried: [2, 5], ok: false },
  ])('keeps an answer that stands alone ("Nothing yet") alone: $tried', ({ tried, ok }) => {
    const scales = definition.scales.map((scale) =>
      scale.id === 'freq' ? { ...scale, options: scale.options.map((o) => (o.value === 5 ? { ...o, exclusive: true } : o)) } : scale,
    );
    const withAlone: AssessmentDefinition = {
      ...definition,
      scales,
      sections: [
        {
          id: 'context',
          title: 'Context',
          items: [{ id: 'tried', text: 'Tried', kind: 'multi', scale: 'freq', reverse: false, optional: false, safety: false }],
        },
      ],
      dimensions: [],
      outcomes: [],
    };
    expect(validateAnswers(withAlone, { tried })).toEqual(ok ? {} : { tried: ANSWER_MESSAGES.invalid });
  });
});

describe('minutesLeft', () => {
  it.each([
    { answered: 0, left: 10 },
    { answered: 9, left: 5 },
    { answered: 16, left: 1 },
    { answered: 17, left: 0 },
  ])('$answered of 17 answered → $left minutes', ({ answered, left }) => {
    const ids = Object.keys(base).slice(0, answered);
    expect(minutesLeft(definition, Object.fromEntries(ids.map((id) => [id, base[id]!])))).toBe(left);
  });
});
