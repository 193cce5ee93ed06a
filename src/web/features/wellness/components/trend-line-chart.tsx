import { useId, useRef } from 'react';
import { CHECKIN_SCALE } from '#shared/wellness/rules';
import { cn } from '#web/lib/cn';
import { labelsBelowPlot, useReadableFontSize } from '#web/lib/use-readable-font-size';
import { addDays, daysBetween, formatDayShort } from '../lib/calendar-dates';

// A small line chart drawn as SVG (no chart library: a few hundred bytes instead of ~100 KB, see
// docs/decisions/035-web-journal-calendar-trends.md). Days run left to right, 1–10 bottom to top.
// Consecutive days join with a solid line; a gap between check-ins is a thin dashed line, so the
// chart never pretends to know a day nobody recorded. The picture is one image with a name and a
// text summary; the numbers are in a table beside it (TrendTable).

export interface ChartPoint {
  day: string;
  value: number;
}

const TONES = {
  primary: { line: 'stroke-primary', dot: 'fill-primary' },
  accent: { line: 'stroke-accent', dot: 'fill-accent' },
  sofia: { line: 'stroke-sofia', dot: 'fill-sofia' },
} as const;
export type ChartTone = keyof typeof TONES;

interface TrendLineChartProps {
  points: readonly ChartPoint[];
  /** First and last day shown (inclusive, 'YYYY-MM-DD'). */
  from: string;
  to: string;
  /** The accessible name ("Energy over the last 30 days"). */
  title: string;
  /** The text summary read with it. */
  summary: string;
  tone?: ChartTone;
  /** Small multiples: shorter, fewer labels. */
  compact?: boolean;
  className?: string;
}

const { min: LOW, max: HIGH } = CHECKIN_SCALE;

/** Above this font size (a narrow screen) the axis titles are left out. */
const AXIS_TITLE_MAX_FONT = 16;

export function TrendLineChart({ points, from, to, title, summary, tone = 'primary', compact = false, className }: TrendLineChartProps) {
  const id = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const width = compact ? 320 : 640;
  const fontSize = useReadableFontSize(svgRef, width);
  const height = compact ? 150 : 240;
  const below = labelsBelowPlot(fontSize);
  // Room under the plot for the day labels (and, when drawn, the axis title under them).
  const margin = { top: 12, right: 14, bottom: Math.max(compact ? 24 : 40, below + Math.ceil(fontSize * 0.4)), left: compact ? 28 : 48 };
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  const span = Math.max(1, daysBetween(from, to));
  const x = (day: string) => margin.left + (daysBetween(from, day) / span) * plotW;
  const y = (value: number) => margin.top + ((HIGH - value) / (HIGH - LOW)) * plotH;
  const ticks = compact ? [1, 5, 10] : [1, 4, 7, 10];
  const dayTicks = compact || span < 2 ? [from, to] : [from, addDays(from, Math.round(span / 2)), to];

  const sorted = [...points].filter((p) => p.day >= from && p.day <= to).sort((a, b) => a.day.localeCompare(b.day));
  let solid = '';
  let dashed = '';
  sorted.forEach((point, i) => {
    const next = sorted[i + 1];
    if (!next) return;
    const segment = `M${x(point.day).toFixed(1)},${y(point.value).toFixed(1)}L${x(next.day).toFixed(1)},${y(next.value).toFixed(1)}`;
    if (daysBetween(point.day, next.day) === 1) solid += segment;
    else dashed += segment;
  });
  const { line, dot } = TONES[tone];

  return (
    <svg
      ref={svgRef}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      className={cn('h-auto w-full overflow-visible', className)}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      <g className="text-muted-foreground" fontSize={fontSize}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth={1} />
            <text x={margin.left - 8} y={y(tick)} dy="0.35em" textAnchor="end" className="fill-muted-foreground">
              {tick}
            </text>
          </g>
        ))}
        {dayTicks.map((day, i) => (
          <text
            key={day}
            x={x(day)}
            y={height - margin.bottom + below}
            textAnchor={i === 0 ? 'start' : i === dayTicks.length - 1 ? 'end' : 'middle'}
            className="fill-muted-foreground"
          >
            {formatDayShort(day)}
          </text>
        ))}
        {/* The axis titles stay off when the text has to be drawn larger (a narrow screen): the
            title, the summary and the table beside the chart say the same. */}
        {!compact && fontSize <= AXIS_TITLE_MAX_FONT && (
          <>
            <text x={margin.left + plotW / 2} y={height - 4} textAnchor="middle" className="fill-muted-foreground">
              Day
            </text>
            <text transform={`translate(12 ${margin.top + plotH / 2}) rotate(-90)`} textAnchor="middle" className="fill-muted-foreground">
              Out of 10
            </text>
          </>
        )}
      </g>
      {dashed && (
        <path d={dashed} fill="none" className={line} strokeWidth={1.5} strokeDasharray="4 5" strokeLinecap="round" opacity={0.7} />
      )}
      {solid && (
        <path d={solid} fill="none" className={line} strokeWidth={compact ? 2 : 2.5} strokeLinecap="round" strokeLinejoin="round" />
      )}
      {sorted.map((point) => (
        <circle
          key={point.day}
          cx={x(point.day)}
          cy={y(point.value)}
          r={compact ? 3 : 4}
          className={cn(dot, 'stroke-surface')}
          strokeWidth={1.5}
        />
      ))}
    </svg>
  );
}
