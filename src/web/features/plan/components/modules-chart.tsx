import { useId, useRef } from 'react';
import { labelsBelowPlot, useReadableFontSize } from '#web/lib/use-readable-font-size';
import { formatDay } from '#web/lib/dates';
import { type WeekCount, weekSeries } from '../lib/week-series';
import { TableScroller } from '#web/components/table-scroller';

const WIDTH = 560;
/** Above this font size (a narrow screen) the axis titles are left out. */
const AXIS_TITLE_MAX_FONT = 16;
const HEIGHT = 240;
const PAD = { top: 16, right: 12, bottom: 56, left: 48 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** Whole-number ticks from 0 to the top of the scale (at most five). */
export function ticks(max: number): number[] {
  const top = Math.max(1, max);
  const step = Math.max(1, Math.ceil(top / 4));
  const out: number[] = [];
  for (let v = 0; v <= top; v += step) out.push(v);
  if (out.at(-1)! < top) out.push(out.at(-1)! + step);
  return out;
}

/** The chart's words for screen readers and anyone who prefers them. */
export function chartSummary(series: WeekCount[]): string {
  const total = series.reduce((sum, w) => sum + w.count, 0);
  const weeks = series.length;
  if (total === 0) return `No modules completed in the last ${weeks} weeks. When you complete one, it shows up here.`;
  const active = series.filter((w) => w.count > 0).length;
  const best = series.reduce((top, w) => (w.count > top.count ? w : top));
  const modules = total === 1 ? '1 module' : `${total} modules`;
  const inWeeks = active === 1 ? 'in 1 week' : `across ${active} weeks`;
  return `In the last ${weeks} weeks you completed ${modules} ${inWeeks}. The most in one week was ${best.count}, in the week of ${formatDay(best.week)}.`;
}

/**
 * Modules completed per week: an SVG bar chart (labelled axes, muted colours) described by a
 * text summary, with the same numbers in a table below it.
 */
export function ModulesChart({ modulesByWeek, now = new Date(), weeks = 12 }: { modulesByWeek: WeekCount[]; now?: Date; weeks?: number }) {
  const series = weekSeries(modulesByWeek, now, weeks);
  const scale = ticks(Math.max(...series.map((w) => w.count)));
  const top = scale.at(-1)!;
  const summaryId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const fontSize = useReadableFontSize(svgRef, WIDTH);
  const slot = PLOT_W / series.length;
  const barW = Math.min(28, slot * 0.6);
  const y = (v: number) => PAD.top + PLOT_H - (v / top) * PLOT_H;

  return (
    <div className="flex flex-col gap-4">
      <p id={summaryId}>{chartSummary(series)}</p>
      <svg ref={svgRef} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={summaryId} className="w-full">
        <g fontSize={fontSize}>
          {scale.map((v) => (
            <g key={v}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} className="stroke-border" strokeWidth={1} />
              <text x={PAD.left - 8} y={y(v)} textAnchor="end" dominantBaseline="middle" className="fill-muted-foreground">
                {v}
              </text>
            </g>
          ))}
          {series.map((w, i) => {
            const x = PAD.left + i * slot + (slot - barW) / 2;
            const h = PAD.top + PLOT_H - y(w.count);
            return (
              <g key={w.week}>
                {w.count > 0 && <rect x={x} y={y(w.count)} width={barW} height={h} rx={4} className="fill-primary/70" />}
                {i % 2 === series.length % 2 && (
                  <text
                    x={x + barW / 2}
                    y={PAD.top + PLOT_H + labelsBelowPlot(fontSize)}
                    textAnchor="middle"
                    className="fill-muted-foreground"
                  >
                    {formatDay(w.week, 'short')}
                  </text>
                )}
              </g>
            );
          })}
          {/* On a phone the text is drawn larger (12 px at least) and the axis titles would run into the
              numbers and the weeks; the summary above and the table below say what the bars count. */}
          {fontSize <= AXIS_TITLE_MAX_FONT && (
            <>
              <text x={PAD.left + PLOT_W / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground">
                Week starting
              </text>
              <text transform={`translate(14 ${PAD.top + PLOT_H / 2}) rotate(-90)`} textAnchor="middle" className="fill-muted-foreground">
                Modules completed
              </text>
            </>
          )}
        </g>
      </svg>
      <TableScroller caption="Modules completed each week">
        <table className="w-full text-left">
          <caption className="mb-2 text-left font-semibold">Modules completed each week</caption>
          <thead className="text-sm text-muted-foreground">
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Week starting
              </th>
              <th scope="col" className="py-2 font-semibold">
                Modules completed
              </th>
            </tr>
          </thead>
          <tbody>
            {series
              .slice()
              .reverse()
              .map((w) => (
                <tr key={w.week} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <time dateTime={w.week}>{formatDay(w.week)}</time>
                  </th>
                  <td className="py-2">{w.count}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}
