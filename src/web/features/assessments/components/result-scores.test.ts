import { describe, expect, it } from 'vitest';
import { scoresSummary } from './result-scores';

type Rows = Parameters<typeof scoresSummary>[0];

const row = (label: string, higherIs: 'better' | 'harder', percent: number | null, valid = true) =>
  ({ dimension: { id: label, label, higherIs }, score: { valid, percent } }) as unknown as Rows[number];

describe('scoresSummary', () => {
  it.each([
    {
      why: 'names the highest of each side from the middle up',
      rows: [row('Exhaustion', 'harder', 80), row('Distance', 'harder', 60), row('Change underway', 'better', 70)],
      says: 'The most strain shows in Exhaustion (80 out of 100). The most ease shows in Change underway (70 out of 100).',
    },
    {
      why: 'never calls a low score ease',
      rows: [row('Exhaustion', 'harder', 64), row('Change underway', 'better', 38)],
      says: 'The most strain shows in Exhaustion (64 out of 100).',
    },
    {
      why: 'never calls a low score strain',
      rows: [row('Exhaustion', 'harder', 20), row('Well-being', 'better', 50)],
      says: 'The most ease shows in Well-being (50 out of 100).',
    },
    {
      why: 'says so when every score is low',
      rows: [row('Exhaustion', 'harder', 30), row('Well-being', 'better', 49)],
      says: 'Every score sits in the lower half of its scale.',
    },
    {
      why: 'leaves out scores that could not be made',
      rows: [row('Exhaustion', 'harder', 90, false), row('Distance', 'harder', null)],
      says: 'None of these could be scored from your answers.',
    },
  ])('$why', ({ rows, says }) => {
    expect(scoresSummary(rows)).toBe(says);
  });
});
