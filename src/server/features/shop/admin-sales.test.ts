import { describe, expect, it } from 'vitest';
import { HttpError } from '#server/platform/errors';
import { reportRange } from './admin-sales';

// The sales report's days (/admin/sales): the last 90 ending today by default, at most 800, in order.
const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('reportRange', () => {
  it.each([
    [undefined, undefined, { from: '2025-12-11', to: '2026-03-10' }],
    [undefined, '2026-01-31', { from: '2025-11-03', to: '2026-01-31' }],
    ['2026-03-01', undefined, { from: '2026-03-01', to: '2026-03-10' }],
    ['2026-02-01', '2026-02-01', { from: '2026-02-01', to: '2026-02-01' }],
    ['2024-01-01', '2026-03-10', { from: '2024-01-01', to: '2026-03-10' }],
  ])('from %s to %s covers %j', (from, to, range) => {
    expect(reportRange(from, to, NOW)).toEqual(range);
  });

  it.each([
    ['2026-02-02', '2026-02-01', 'The first day must not be after the last day.'],
    ['2024-01-01', '2026-03-11', 'A report can cover at most 800 days.'],
  ])('refuses %s to %s', (from, to, message) => {
    const refusal = (() => {
      try {
        reportRange(from, to, NOW);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 422, message, extra: { errors: [{ field: 'from', message }] } });
  });
});
