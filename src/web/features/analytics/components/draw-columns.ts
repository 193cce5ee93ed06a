// The back office's chart library (decision 153): uPlot, loaded with this module only when a
// report draws a chart, so it never joins a member's page or the first load.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface Columns {
  /** Redraws at the container's new width. */
  resize: (width: number) => void;
  destroy: () => void;
}

/** Draws `values` as columns into `container`, in `color` (a computed CSS colour). */
export function drawColumns(container: HTMLElement, values: readonly number[], color: string): Columns {
  const chart = new uPlot(
    {
      width: Math.max(container.clientWidth, 120),
      height: 128,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [{ show: false }, { show: false }],
      series: [{}, { fill: color, stroke: color, width: 0, paths: uPlot.paths.bars!({ size: [0.8, 24] }) }],
    },
    [values.map((_, index) => index), [...values]],
    container,
  );
  return { resize: (width) => chart.setSize({ width: Math.max(width, 120), height: 128 }), destroy: () => chart.destroy() };
}
