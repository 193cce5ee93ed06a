import { describe, expect, it } from 'vitest';
import type { WorklifeContent } from './content';
import { bandOf, mostDraining, scoreWorklife, worklifeAnswerErrors } from './worklife';

const item = (id: string, reverse = false) => ({ id, text: id, reverse });
const area = (id: WorklifeContent['areas'][number]['id']) => ({
  id,
  title: id,
  description: id,
  whenStrained: id,
  items: [item(`${id}_a`), item(`${id}_b`, true)],
});
const areas = [area('workload'), area('control'), area('reward')];

describe('scoreWorklife', () => {
  it.each([
    // a, b (reverse) → (a + 6 − b) / 2
    [5, 1, 5, 'fit'],
    [1, 5, 1, 'strain'],
    [3, 3, 3, 'mixed'],
    [4, 3, 3.5, 'fit'],
    [2, 4, 2, 'strain'],
    [3, 4, 2.5, 'mixed'],
  ])('a=%i, reversed b=%i scores %d (%s)', (a, b, score, band) => {
    const [workload] = scoreWorklife(areas, { workload_a: a, workload_b: b });
    expect(workload).toEqual({ area: 'workload', score, band });
  });

  it('leaves an area without a score until every item is answered', () => {
    expect(scoreWorklife(areas, { control_a: 4 })[1]).toEqual({ area: 'control', score: null, band: null });
  });

  it('ignores answers outside 1–5', () => {
    expect(scoreWorklife(areas, { reward_a: 7, reward_b: 1 })[2]!.score).toBeNull();
  });

  it.each([
    [2.49, 'strain'],
    [2.5, 'mixed'],
    [3.49, 'mixed'],
    [3.5, 'fit'],
  ])('bands %d as %s', (score, band) => expect(bandOf(score)).toBe(band));
});

describe('mostDraining', () => {
  const s = (area: string, score: number | null) => ({ area, score, band: score === null ? null : bandOf(score) }) as never;
  it.each([
    ['the two lowest below a fit, lowest first', [s('workload', 3), s('control', 1.5), s('reward', 2)], ['control', 'reward']],
    ['ties in the content order', [s('workload', 2), s('control', 2), s('reward', 2)], ['workload', 'control']],
    ['none when every area fits', [s('workload', 4), s('control', 3.5)], []],
    ['skips unanswered areas', [s('workload', null), s('control', 3)], ['control']],
  ])('%s', (_, scores, expected) => expect(mostDraining(scores)).toEqual(expected));
});

describe('worklifeAnswerErrors', () => {
  it('names unknown items and answers outside 1–5', () => {
    expect(worklifeAnswerErrors(areas, { workload_a: 3, nope: 2, control_a: 0, reward_a: 2.5 })).toEqual({
      nope: 'We could not find that question.',
      control_a: 'Please choose an answer from 1 to 5.',
      reward_a: 'Please choose an answer from 1 to 5.',
    });
  });
});
