import { describe, expect, it } from 'vitest';
import { dailyCountSummary, funnelSummary, viewsAndVisitorsSummary } from './chart-summary';

const steps = (...values: number[]) =>
  ['Visited', 'Signed up', 'Took the audit', 'Started an Edit', 'Came back after 7 days']
    .slice(0, values.length)
    .map((name, i) => ({ name, value: values[i]! }));
const days = (...values: number[]) => values.map((value, i) => ({ name: `${i + 1} Nov 2026`, value }));

describe('funnelSummary: the first step and the last, never a sum', () => {
  const table: [string, ReturnType<typeof steps>, string][] = [
    [
      'the review\'s funnel (2 visits, 6 sign-ups): no "8 in all"',
      steps(2, 6, 0, 0, 0),
      'Funnel: from Visited (2) to Came back after 7 days (0).',
    ],
    ['a narrowing funnel', steps(40, 10, 5, 2, 1), 'Funnel: from Visited (40) to Came back after 7 days (1).'],
    ['nobody at any step', steps(0, 0, 0, 0, 0), 'Funnel: no one in this range yet.'],
    ['one step', steps(3), 'Funnel: Visited (3).'],
    ['no steps', [], 'Funnel: no one in this range yet.'],
  ];
  for (const [name, input, text] of table) it(name, () => expect(funnelSummary('Funnel', input)).toBe(text));
});

describe('dailyCountSummary: separate events add up, with the busiest day', () => {
  const table: [string, ReturnType<typeof days>, string][] = [
    ['one busiest day', days(2, 0, 5), 'Check-ins per day, 1 Nov 2026 to 3 Nov 2026: 7 in all, most on 3 Nov 2026 (5).'],
    ['two days tie', days(4, 4, 1), 'Check-ins per day, 1 Nov 2026 to 3 Nov 2026: 9 in all, most on 1 Nov 2026 and 2 Nov 2026 (4 each).'],
    [
      'three days tie',
      days(1, 1, 1),
      'Check-ins per day, 1 Nov 2026 to 3 Nov 2026: 3 in all, most on 1 Nov 2026 and 2 other days (1 each).',
    ],
    ['nothing in the range', days(0, 0), 'Check-ins per day, 1 Nov 2026 to 2 Nov 2026: none yet.'],
    ['a one-day range', days(6), 'Check-ins per day, 1 Nov 2026: 6 in all, most on 1 Nov 2026 (6).'],
  ];
  for (const [name, input, text] of table) it(name, () => expect(dailyCountSummary('Check-ins per day', input)).toBe(text));
});

describe('viewsAndVisitorsSummary: views add up, visitors (counted per day) do not', () => {
  const week = (...pairs: [number, number][]) => pairs.map(([views, visitors], i) => ({ name: `${i + 1} Nov 2026`, views, visitors }));
  const table: [string, ReturnType<typeof week>, string][] = [
    [
      "the review's day: 10 views from 2 visitors",
      week([0, 0], [10, 2]),
      'Views and visitors per day, 1 Nov 2026 to 2 Nov 2026: 10 views in all, most on 2 Nov 2026 (10 views, 2 visitors).',
    ],
    [
      'visitors on several days are not added up',
      week([3, 1], [5, 2], [1, 1]),
      'Views and visitors per day, 1 Nov 2026 to 3 Nov 2026: 9 views in all, most on 2 Nov 2026 (5 views, 2 visitors).',
    ],
    [
      'one view, one visitor',
      week([1, 1]),
      'Views and visitors per day, 1 Nov 2026: 1 view in all, most on 1 Nov 2026 (1 view, 1 visitor).',
    ],
    [
      'a tie names no single day’s visitors',
      week([4, 1], [4, 3]),
      'Views and visitors per day, 1 Nov 2026 to 2 Nov 2026: 8 views in all, most on 1 Nov 2026 and 2 Nov 2026 (4 views each).',
    ],
    ['no visits', week([0, 0], [0, 0]), 'Views and visitors per day, 1 Nov 2026 to 2 Nov 2026: none yet.'],
  ];
  for (const [name, input, text] of table) it(name, () => expect(viewsAndVisitorsSummary('Views and visitors per day', input)).toBe(text));
});
