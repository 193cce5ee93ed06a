import { describe, expect, it } from 'vitest';
import nsa from '../../../content/assessments/nervous-system-archetype.json';
import { composeDefinition, type ComposedDefinition, StandaloneDefinition } from './definition';
import { isLowScore, ownScoreNote } from './own-score';
import { holds, type DimensionScore } from './scoring';

const definition = StandaloneDefinition.parse(nsa);
const archetype = definition.outcomes.find((outcome) => outcome.id === 'archetype')!;
const score = (value: number | null): DimensionScore => ({ score: value, percent: value, band: null, answered: 3, valid: value !== null });

/** The archetype chosen by the real rule for these means, and its note. */
function noteFor(means: Record<string, number | null>, prefix = '') {
  const dimensions = Object.fromEntries(Object.entries(means).map(([id, value]) => [`${prefix}${id}`, score(value)]));
  const outcome = prefix ? composed.outcomes.find((o) => o.id === `${prefix}archetype`)! : archetype;
  const chosen = chooseArchetype(outcome, dimensions);
  return {
    chosen,
    note: ownScoreNote(outcome, prefix ? composed.dimensions : definition.dimensions, { outcomes: { [outcome.id]: chosen }, dimensions }),
  };
}

function chooseArchetype(outcome: typeof archetype, dimensions: Record<string, DimensionScore>): string {
  if (outcome.rule.kind !== 'first-match') throw new Error('the archetype is a first-match rule');
  return outcome.rule.rules.find((rule) => rule.when.every((c) => holds(c, dimensions)))?.result ?? outcome.rule.otherwise;
}

const master: ComposedDefinition = {
  ...definition,
  slug: 'master',
  kind: 'master',
  composedOf: ['nervous-system-archetype'],
} as unknown as ComposedDefinition;
const composed = composeDefinition(master, [definition]);

describe('an archetype beside a low score on its own dimension (issue 16)', () => {
  it('calls a score low in its dimension’s lowest band (settled: 2.5 or less)', () => {
    const settled = definition.dimensions.find((d) => d.id === 'settled')!;
    expect(isLowScore(settled, score(2.5))).toBe(true);
    expect(isLowScore(settled, score(2.51))).toBe(false);
    expect(isLowScore(settled, score(null))).toBe(false);
    expect(isLowScore(settled, undefined)).toBe(false);
  });

  const cases: { name: string; means: Record<string, number | null>; chosen: string; note: string | null }[] = [
    {
      name: 'Steady Harbour by the fallback, Settled low',
      means: { settled: 2, mobilised: 2.5, shutdown: 2.5, recovery_speed: 3 },
      chosen: 'settled',
      note: 'The Steady Harbour describes the pattern across all your answers, not one score: none of the other patterns stood out, so your answers sit closest to it even with a low Settled score.',
    },
    {
      name: 'Steady Harbour by the fallback, Settled at the band edge',
      means: { settled: 2.5, mobilised: 1, shutdown: 1, recovery_speed: 3 },
      chosen: 'settled',
      note: expect.stringContaining('low Settled score') as unknown as string,
    },
    {
      name: 'Steady Harbour by the fallback, Settled moderate',
      means: { settled: 3, mobilised: 2, shutdown: 2, recovery_speed: 3 },
      chosen: 'settled',
      note: null,
    },
    {
      name: 'Steady Harbour by its own rule, Settled high',
      means: { settled: 4.5, mobilised: 1.5, shutdown: 1.5, recovery_speed: 4 },
      chosen: 'settled',
      note: null,
    },
    {
      name: 'Revved Engine, its own score high',
      means: { settled: 2, mobilised: 3.5, shutdown: 2, recovery_speed: 2 },
      chosen: 'mobilised',
      note: null,
    },
    {
      name: 'Dimmed Lantern, its own score high',
      means: { settled: 2, mobilised: 2, shutdown: 4, recovery_speed: 2 },
      chosen: 'shutdown',
      note: null,
    },
    {
      name: 'Pendulum, no dimension of its own',
      means: { settled: 1, mobilised: 3, shutdown: 3, recovery_speed: 2 },
      chosen: 'oscillating',
      note: null,
    },
    {
      name: 'Steady Harbour with no valid Settled score',
      means: { settled: null, mobilised: 2, shutdown: 2, recovery_speed: 3 },
      chosen: 'settled',
      note: null,
    },
  ];
  it.each(cases)('$name', ({ means, chosen, note }) => {
    const result = noteFor(means);
    expect(result.chosen).toBe(chosen);
    expect(result.note?.text ?? null).toEqual(note);
    if (note) expect(result.note?.outcomeId).toBe('archetype');
  });

  it('finds the own dimension inside a master result by its part’s prefix', () => {
    const prefix = 'nervous_system_archetype__';
    const result = noteFor({ settled: 2, mobilised: 2.5, shutdown: 2.5, recovery_speed: 3 }, prefix);
    expect(result.chosen).toBe('settled');
    expect(result.note).toEqual({
      outcomeId: `${prefix}archetype`,
      text: expect.stringMatching(/^The Steady Harbour .* low Settled score\.$/),
    });
  });

  it('says a result its own rule chose can still sit beside a low score', () => {
    // A made-up rule that picks Settled while its score is low, to show the other wording.
    const lenient = {
      ...archetype,
      rule: {
        kind: 'first-match' as const,
        rules: [{ result: 'settled', when: [{ dimension: 'mobilised', op: 'lt' as const, value: 3 }] }],
        otherwise: 'oscillating',
      },
    };
    const note = ownScoreNote(lenient, definition.dimensions, {
      outcomes: { archetype: 'settled' },
      dimensions: { settled: score(1.5), mobilised: score(2) },
    });
    expect(note?.text).toBe(
      'The Steady Harbour describes the pattern across all your answers, not one score, so it can sit beside a low Settled score.',
    );
  });
});
