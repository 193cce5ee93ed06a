import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDay } from '#web/lib/dates';
import { chartSummary, ModulesChart, ticks } from './modules-chart';

const NOW = new Date('2026-11-19T10:00:00Z'); // in the week of Monday 16 November

/** The chart of the `weeks` up to NOW, with these weeks' counts. */
const renderChart = (modulesByWeek: { week: string; count: number }[], weeks: number) =>
  render(<ModulesChart modulesByWeek={modulesByWeek} now={NOW} weeks={weeks} />);

describe('ModulesChart', () => {
  it('shows each week as a bar and the same numbers in a table, newest week first', () => {
    renderChart(
      [
        { week: '2026-11-02', count: 3 },
        { week: '2026-11-16', count: 1 },
      ],
      4,
    );

    const table = screen.getByRole('table', { name: 'Modules completed each week' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children).map((c) => c.textContent))).toEqual([
      [formatDay('2026-11-16'), '1'],
      [formatDay('2026-11-09'), '0'],
      [formatDay('2026-11-02'), '3'],
      [formatDay('2026-10-26'), '0'],
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Week starting' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(formatDay('2026-11-16'));

    // The chart is one image named by its summary; weeks with modules have a bar each.
    const summary = `In the last 4 weeks you completed 4 modules across 2 weeks. The most in one week was 3, in the week of ${formatDay('2026-11-02')}.`;
    const chart = screen.getByRole('img', { name: summary });
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(within(chart).getByText('Modules completed')).toBeInTheDocument();
    expect(within(chart).getByText('Week starting')).toBeInTheDocument();
    expect(screen.getByText(summary, { selector: 'p' })).toBeInTheDocument();
  });

  it('says plainly when there is nothing yet, with an empty chart', () => {
    render(<ModulesChart modulesByWeek={[]} now={NOW} />);
    const summary = 'No modules completed in the last 12 weeks. When you complete one, it shows up here.';
    expect(screen.getByRole('img', { name: summary }).querySelectorAll('rect')).toHaveLength(0);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(13);
  });

  it('draws taller bars for busier weeks', () => {
    renderChart(
      [
        { week: '2026-11-09', count: 1 },
        { week: '2026-11-16', count: 4 },
      ],
      2,
    );
    const [one, four] = Array.from(screen.getByRole('img').querySelectorAll('rect')).map((r) => Number(r.getAttribute('height')));
    expect(four).toBeCloseTo(one! * 4);
  });
});

describe('chart helpers', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [4, [0, 1, 2, 3, 4]],
    [5, [0, 2, 4, 6]],
    [9, [0, 3, 6, 9]],
  ])('ticks(%i) are whole numbers from 0 to the top', (max, expected) => {
    expect(ticks(max)).toEqual(expected);
  });

  it('counts one module in one week in the singular', () => {
    expect(
      chartSummary([
        { week: '2026-11-16', count: 1 },
        { week: '2026-11-09', count: 0 },
      ]),
    ).toBe(`In the last 2 weeks you completed 1 module in 1 week. The most in one week was 1, in the week of ${formatDay('2026-11-16')}.`);
  });
});
