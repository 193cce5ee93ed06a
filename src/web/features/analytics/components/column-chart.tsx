import { useEffect, useRef } from 'react';

/** Whether this browser can draw on a canvas (a test's DOM cannot: the summary and table stand alone). */
const canDraw = () => typeof ResizeObserver === 'function' && document.createElement('canvas').getContext('2d') !== null;

/**
 * A column chart, drawn by the back office's chart library (uPlot, decision 153) once its code has
 * loaded. One picture with a name and a summary for screen readers; its numbers are always in the
 * table beside it (ReportTable), which is the chart's table view.
 */
export function ColumnChart({ label, points }: { label: string; points: readonly { name: string; value: number }[] }) {
  const box = useRef<HTMLDivElement>(null);
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const peak = points.find((p) => p.value === max);
  const summary = `${label}: ${total} in all${peak && total > 0 ? `, most on ${peak.name} (${peak.value})` : ''}.`;
  const values = points.map((p) => p.value).join(',');

  useEffect(() => {
    const container = box.current;
    if (!container || values === '' || !canDraw()) return;
    let stopped = false;
    let undo = () => {};
    void import('./draw-columns').then(({ drawColumns }) => {
      if (stopped) return;
      const chart = drawColumns(container, values.split(',').map(Number), getComputedStyle(container).color);
      const resized = new ResizeObserver(([entry]) => entry && chart.resize(entry.contentRect.width));
      resized.observe(container);
      undo = () => {
        resized.disconnect();
        chart.destroy();
      };
    });
    return () => {
      stopped = true;
      undo();
    };
  }, [values]);

  return (
    <figure className="mb-4 rounded-card border border-border bg-surface p-4">
      <div ref={box} role="img" aria-label={summary} className="h-32 w-full overflow-hidden text-primary" />
      <figcaption className="mt-2 text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
