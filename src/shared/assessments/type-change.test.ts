import { describe, expect, it } from 'vitest';
import type { Outcome } from './definition';
import { REASONS_SHOWN, ruleDimensions, typeChanges } from './type-change';
import { highestOutcome } from '#shared/testing/highest-outcome';

const type = (id: string) => ({ id, title: id.toUpperCase(), summary: 's', interpretation: ['a', 'b'], nextSteps: ['a', 'b'] });
const firstMatch: Outcome = {
  id: 'burnout_type',
  label: 'Your burnout type',
  rule: {
    kind: 'first-match',
    rules: [
      {
        result: 'override',
        when: [
          { dimension: 'exhaustion', op: 'gte', value: 50 },
          { dimension: 'distance', op: 'lt', value: 40 },
        ],
      },
      { result: 'drift', when: [{ dimension: 'distance', op: 'gte', value: 40 }] },
    ],
    otherwise: 'aligned',
  },
  results: [type('override'), type('drift'), type('aligned')],
};
const highest = highestOutcome(
  'archetype',
  'Your archetype',
  [
    ['mobilised', 'harbour'],
    ['shutdown', 'ember'],
  ],
  type,
);
const dims = ['exhaustion', 'distance', 'mobilised', 'shutdown', 'who5'].map((id) => ({
  id,
  label: `L-${id}`,
  higherIs: id === 'who5' ? ('better' as const) : ('harder' as const),
}));
const score = (percent: number | null) => ({ score: percent, percent, band: null, answered: 3, valid: percent !== null });
const scores = (outcomes: Record<string, string>, values: Record<string, number | null>) => ({
  outcomes,
  dimensions: Object.fromEntries(Object.entries(values).map(([id, value]) => [id, score(value)])),
});

describe('ruleDimensions', () => {
  it('reads every condition of a first-match rule once, in order', () =>
    expect(ruleDimensions(firstMatch)).toEqual(['exhaustion', 'distance']));
  it('reads the candidates of a highest rule', () => expect(ruleDimensions(highest)).toEqual(['mobilised', 'shutdown']));
});

describe('typeChanges (issue 16: a retake that changes the type says so and why)', () => {
  const before = scores(
    { burnout_type: 'override', archetype: 'harbour' },
    { exhaustion: 70, distance: 20, mobilised: 60, shutdown: 40, who5: 40 },
  );

  const table: [string, ReturnType<typeof scores>, { outcome: string; from: string; to: string; moved: [string, number][] }[]][] = [
    [
      'nothing changed',
      scores({ burnout_type: 'override', archetype: 'harbour' }, { exhaustion: 72, distance: 22, mobilised: 61, shutdown: 41, who5: 60 }),
      [],
    ],
    [
      'the type changed: the rule’s scores that moved, largest first, not the others',
      scores({ burnout_type: 'drift', archetype: 'harbour' }, { exhaustion: 64, distance: 45, mobilised: 60, shutdown: 40, who5: 80 }),
      [
        {
          outcome: 'burnout_type',
          from: 'OVERRIDE',
          to: 'DRIFT',
          moved: [
            ['distance', 25],
            ['exhaustion', -6],
          ],
        },
      ],
    ],
    [
      'both changed',
      scores({ burnout_type: 'aligned', archetype: 'ember' }, { exhaustion: 30, distance: 20, mobilised: 35, shutdown: 55, who5: 40 }),
      [
        { outcome: 'burnout_type', from: 'OVERRIDE', to: 'ALIGNED', moved: [['exhaustion', -40]] },
        {
          outcome: 'archetype',
          from: 'HARBOUR',
          to: 'EMBER',
          moved: [
            ['mobilised', -25],
            ['shutdown', 15],
          ],
        },
      ],
    ],
    [
      'a score without a valid value on either side is left out',
      scores({ burnout_type: 'aligned', archetype: 'harbour' }, { exhaustion: null, distance: 10, mobilised: 60, shutdown: 40, who5: 40 }),
      [{ outcome: 'burnout_type', from: 'OVERRIDE', to: 'ALIGNED', moved: [['distance', -10]] }],
    ],
  ];
  for (const [what, now, expected] of table) {
    it(what, () => {
      const changes = typeChanges([firstMatch, highest], dims, now, before);
      expect(
        changes.map((c) => ({
          outcome: c.outcomeId,
          from: c.from.title,
          to: c.to.title,
          moved: c.moved.map((m) => [m.dimension, m.delta]),
        })),
      ).toEqual(expected);
    });
  }

  it('names at most REASONS_SHOWN scores', () => {
    const many: Outcome = {
      ...highest,
      rule: { kind: 'highest', candidates: dims.map((d, i) => ({ dimension: d.id, result: i % 2 ? 'ember' : 'harbour' })) },
    };
    const [change] = typeChanges(
      [many],
      dims,
      scores({ archetype: 'ember' }, { exhaustion: 1, distance: 2, mobilised: 3, shutdown: 4, who5: 5 }),
      before,
    );
    expect(change.moved).toHaveLength(REASONS_SHOWN);
  });

  it.each([
    [undefined, highest.label],
    ['Nervous System Archetype', `${highest.label} (Nervous System Archetype)`],
  ])('names the outcome with its part in a composed assessment (part %s)', (part, label) => {
    const now = scores({ burnout_type: 'aligned', archetype: 'ember' }, { mobilised: 35, shutdown: 55 });
    expect(typeChanges([{ ...highest, part }], dims, now, before)[0]!.outcomeLabel).toBe(label);
  });

  it('ignores a previous type the definition no longer has', () => {
    expect(typeChanges([highest], dims, scores({ archetype: 'ember' }, {}), scores({ archetype: 'retired' }, {}))).toEqual([]);
  });
});
