import { useEffect, useRef } from 'react';
import type { ColumnData, Palette } from './draw-columns';

/** Whether this browser can draw on a canvas (a test's DOM cannot: the summary and table stand alone). */
const canDraw = () => typeof ResizeObserver === 'function' && document.createElement('canvas').getContext('2d') !== null;

/** A chart of a report: its columns and the sentence that says what is true of them (lib/chart-summary). */
export interface ChartSpec extends ColumnData {
  summary: string;
}

/** The theme's colours as they are now: primary (sage) first, accent (amber) second. */
function paletteOf(element: HTMLElement): Palette {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  return {
    series: [token('--primary'), token('--accent')],
    text: token('--muted-foreground'),
    grid: token('--border'),
    font: style.fontFamily,
  };
}

/**
 * A column chart, drawn by the back office's chart library (uPlot, decision 153) once its code has
 * loaded. One picture with a name and a summary for screen readers; its numbers are always in the
 * table beside it (ReportTable), which is the chart's table view. It is drawn again in the new
 * colours when the theme changes.
 */
export function ColumnChart({ summary, names, series }: ChartSpec) {
  const box = useRef<HTMLDivElement>(null);
  const data = JSON.stringify({ names, series });

  useEffect(() => {
    const container = box.current;
    if (!container || names.length === 0 || !canDraw()) return;
    let stopped = false;
    let undo = () => {};
    void import('./draw-columns').then(({ drawColumns }) => {
      if (stopped) return;
      const columns = JSON.parse(data) as ColumnData;
      let chart = drawColumns(container, columns, paletteOf(container));
      const resized = new ResizeObserver(([entry]) => entry && chart.resize(entry.contentRect.width));
      const themed = new MutationObserver(() => {
        chart.destroy();
        chart = drawColumns(container, columns, paletteOf(container));
      });
      resized.observe(container);
      themed.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
      undo = () => {
        resized.disconnect();
        themed.disconnect();
        chart.destroy();
      };
    });
    return () => {
      stopped = true;
      undo();
    };
  }, [data, names.length]);

  return (
    <figure className="mb-4 rounded-card border border-border bg-surface p-4">
      <div
        ref={box}
        role="img"
        aria-label={summary}
        className="min-h-44 w-full text-muted-foreground [&_.u-legend]:pointer-events-none [&_.u-legend_th]:font-normal"
      />
      <figcaption className="mt-2 text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
