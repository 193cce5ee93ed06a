// The back office's chart library (decision 153): uPlot, loaded with this module only when a
// report draws a chart, so it never joins a member's page or the first load.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface Columns {
  /** Redraws at the container's new width. */
  resize: (width: number) => void;
  destroy: () => void;
}

/** What a chart shows: a label under each column, and one or two series of counts. */
export interface ColumnData {
  /** The label under each column (a step, or a short day). */
  names: readonly string[];
  series: readonly { name: string; values: readonly number[] }[];
}

/** The page's colours (computed CSS colours), so the chart follows light and dark mode. */
export interface Palette {
  series: readonly string[];
  text: string;
  grid: string;
  font: string;
}

const HEIGHT = 176;
const MIN_WIDTH = 120;
const LINE = 16;

/** `text` broken into lines of at most `width` pixels, at spaces. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && ctx.measureText(`${last} ${word}`).width <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

/**
 * Draws `data` as columns into `container`. Each column sits in its own band with room either
 * side (the x scale runs half a band past the first and last), so no column is cut at the edge;
 * a second series stands beside the first, with a legend. Columns draw no point markers.
 */
export function drawColumns(container: HTMLElement, data: ColumnData, palette: Palette): Columns {
  const count = data.names.length;
  const pair = data.series.length > 1;
  const font = `12px ${palette.font}`;
  const chart = new uPlot(
    {
      width: Math.max(container.clientWidth, MIN_WIDTH),
      height: HEIGHT,
      legend: { show: pair, live: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: () => [-0.5, count - 0.5] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      },
      axes: [
        {
          stroke: palette.text,
          font,
          grid: { show: false },
          ticks: { show: false },
          // Every step is labelled, wrapped to its band; days are labelled as often as they fit.
          incrs: [1, 2, 3, 5, 7, 14, 30, 60, 90, 180, 365],
          space: count <= 8 ? 1 : 48,
          values: (u, splits) => {
            u.ctx.font = font;
            // A label has the room of the columns up to the next label.
            const step = splits.length > 1 ? splits[1]! - splits[0]! : 1;
            const band = (step * u.bbox.width) / uPlot.pxRatio / Math.max(1, count);
            return splits.map((i) => (Number.isInteger(i) && data.names[i] !== undefined ? wrap(u.ctx, data.names[i], band - 8) : ''));
          },
          size: (_u, values) => 8 + LINE * Math.max(1, ...(values ?? []).map((v) => String(v).split('\n').length)),
          gap: 4,
        },
        {
          stroke: palette.text,
          font,
          grid: { stroke: palette.grid, width: 1 },
          ticks: { show: false },
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000],
          values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
          size: 40,
          gap: 4,
        },
      ],
      series: [
        {},
        ...data.series.map((s, i) => {
          const color = palette.series[i % palette.series.length]!;
          return {
            label: s.name,
            fill: color,
            stroke: color,
            width: 0,
            points: { show: false },
            // Side by side when there are two: the first ends on the day, the second starts there.
            paths: uPlot.paths.bars!({ size: [pair ? 0.35 : 0.6, 40], align: pair ? (i === 0 ? -1 : 1) : 0, gap: pair ? 1 : 0 }),
          };
        }),
      ],
    },
    [data.names.map((_, index) => index), ...data.series.map((s) => [...s.values])],
    container,
  );
  return {
    resize: (width) => chart.setSize({ width: Math.max(width, MIN_WIDTH), height: HEIGHT }),
    destroy: () => chart.destroy(),
  };
}
