import { useRef } from 'react';
import { Link } from 'react-router';
import { useReadableFontSize } from '#web/lib/use-readable-font-size';
import type { CompassAxis } from '#shared/contracts/soulprint';
import { formatDate, formatInstant } from '#web/lib/dates';
import { TableScroller } from '#web/components/table-scroller';

const SIZE = 360;
const CENTER = SIZE / 2;
const RADIUS = 120;
const RINGS = [25, 50, 75, 100];
/** Room around the radar for its labels, in the drawing's units. */
const SIDE = 150;
const VIEW_WIDTH = SIZE + 2 * SIDE;
/** Longest label line, in characters, before it wraps (labels are drawn at 12 px at least). */
const LINE_CHARS = 13;

/** The point at `percent` along axis `index` of `count`, starting at the top and going clockwise. */
export function radarPoint(index: number, count: number, percent: number): { x: number; y: number } {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  const r = (RADIUS * Math.max(0, Math.min(100, percent))) / 100;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(CENTER + r * Math.cos(angle)), y: round(CENTER + r * Math.sin(angle)) };
}

/** A label in lines of at most `max` characters, breaking between words (a longer word keeps its line). */
export function wrapLabel(label: string, max = LINE_CHARS): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Fewest axes for a shape: with fewer, the table alone says it better than a line or a dot. */
export const MIN_RADAR_AXES = 3;

/**
 * Issue 16: one radar mixed "higher is better" with "higher is harder" on up to 21 spokes. The
 * axes are split by direction, each group drawn when it has enough axes for a shape.
 */
export function radarGroups(axes: CompassAxis[]) {
  return [
    { id: 'easier' as const, title: 'Where higher means easier', axes: axes.filter((a) => a.higherIs === 'better') },
    { id: 'strain' as const, title: 'Where higher means more strain', axes: axes.filter((a) => a.higherIs === 'harder') },
  ];
}

const points = (count: number, percentOf: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => radarPoint(i, count, percentOf(i)))
    .map(({ x, y }) => `${x},${y}`)
    .join(' ');

function Radar({ axes, labelledBy, tone }: { axes: CompassAxis[]; labelledBy: string; tone: 'easier' | 'strain' }) {
  const svgRef = useRef<SVGSVGElement>(null);
  const fontSize = useReadableFontSize(svgRef, VIEW_WIDTH);
  const count = axes.length;
  const [fill, dotFill] =
    tone === 'easier' ? ['fill-primary/20 stroke-primary', 'fill-primary'] : ['fill-accent/20 stroke-accent', 'fill-accent'];
  return (
    <svg
      ref={svgRef}
      viewBox={`${-SIDE} -70 ${VIEW_WIDTH} ${SIZE + 140}`}
      role="img"
      aria-labelledby={labelledBy}
      className="mx-auto mt-4 w-full max-w-2xl"
    >
      <g className="stroke-border" fill="none">
        {RINGS.map((ring) => (
          <polygon key={ring} points={points(count, () => ring)} strokeWidth={1} />
        ))}
        {axes.map((axis, i) => {
          const end = radarPoint(i, count, 100);
          return <line key={axis.key} x1={CENTER} y1={CENTER} x2={end.x} y2={end.y} strokeWidth={1} />;
        })}
      </g>
      <polygon points={points(count, (i) => axes[i]!.percent)} className={fill} strokeWidth={2} />
      {axes.map((axis, i) => {
        const dot = radarPoint(i, count, axis.percent);
        const label = radarPoint(i, count, 112);
        const anchor = Math.abs(label.x - CENTER) < 8 ? 'middle' : label.x > CENTER ? 'start' : 'end';
        const lines = wrapLabel(axis.label);
        // Above the centre the lines grow upwards, below it downwards, level with it they centre.
        const shift = label.y < CENTER - 8 ? -(lines.length - 1) : label.y > CENTER + 8 ? 0 : -(lines.length - 1) / 2;
        return (
          <g key={axis.key}>
            <circle cx={dot.x} cy={dot.y} r={5} className={dotFill} />
            <text
              x={label.x}
              y={label.y}
              textAnchor={anchor}
              dominantBaseline="middle"
              fontSize={fontSize}
              className="fill-muted-foreground"
            >
              {lines.map((line, n) => (
                <tspan key={line} x={label.x} dy={n === 0 ? `${shift * 1.15}em` : '1.15em'}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The compass: an SVG radar of the latest score on every dimension (0–100), with the same numbers
 * in a table for screen readers and anyone who prefers words.
 */
export function CompassRadar({ axes }: { axes: CompassAxis[] }) {
  const captionId = 'compass-radar-caption';
  return (
    <section aria-labelledby="compass-radar-heading" className="rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h2 id="compass-radar-heading" className="text-2xl font-semibold">
        Your compass
      </h2>
      {axes.length === 0 ? (
        <p className="mt-3 text-muted-foreground">
          Your compass fills in as you take assessments. Each score you add becomes one point of the shape.
        </p>
      ) : (
        <>
          <p id={captionId} className="mt-3 text-muted-foreground">
            Your latest score on each dimension, from 0 at the centre to 100 at the edge, in two shapes: one where a higher score means
            things are easier, one where it means more strain. The table below has the same numbers.
          </p>
          {radarGroups(axes).map((group) => (
            <div key={group.id} className="mt-6">
              <h3 id={`compass-${group.id}`} className="text-lg font-semibold">
                {group.title}
              </h3>
              {group.axes.length >= MIN_RADAR_AXES ? (
                <Radar axes={group.axes} labelledBy={`compass-${group.id} ${captionId}`} tone={group.id} />
              ) : (
                <p className="mt-1 text-muted-foreground">
                  {group.axes.length === 0
                    ? 'No scores here yet. They arrive with the assessments that measure them.'
                    : `The shape appears with ${MIN_RADAR_AXES} or more scores here; so far there ${group.axes.length === 1 ? 'is 1' : `are ${group.axes.length}`}, in the table below.`}
                </p>
              )}
            </div>
          ))}
          <TableScroller caption="Your latest score on each dimension" className="mt-6">
            <table className="w-full text-left text-sm sm:text-base">
              <caption className="sr-only">Your latest score on each dimension</caption>
              <thead className="text-sm text-muted-foreground">
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-3 font-semibold sm:pr-4">
                    Dimension
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold sm:pr-4">
                    Score (0–100)
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold sm:pr-4">
                    Band
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold sm:pr-4">
                    Higher means
                  </th>
                  <th scope="col" className="hidden py-2 font-semibold sm:table-cell">
                    From
                  </th>
                </tr>
              </thead>
              <tbody>
                {axes.map((axis) => (
                  <tr key={axis.key} className="border-b border-border last:border-0">
                    <th scope="row" className="py-3 pr-3 font-semibold sm:pr-4">
                      {axis.label}
                      {/* On a phone the source sits under the name, in place of a fifth column. */}
                      <span className="mt-1 block text-sm font-normal sm:hidden">{sourceName(axis.source)}</span>
                    </th>
                    <td className="py-3 pr-3 sm:pr-4">{Math.round(axis.percent)}</td>
                    <td className="py-3 pr-3 sm:pr-4">{axis.band ?? '—'}</td>
                    <td className="py-3 pr-3 sm:pr-4">{axis.higherIs === 'better' ? 'Easier' : 'More strain'}</td>
                    <td className="hidden py-3 sm:table-cell">{sourceName(axis.source)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <SourceLinks axes={axes} />
        </>
      )}
    </section>
  );
}

type Source = CompassAxis['source'];

/** Where a score comes from: the result it was read from, and when. */
const sourceName = (source: Source) => `${source.title}, ${formatDate(source.takenAt)}`;

/**
 * The results the scores were read from, one link each (review 6, finding 13: a link on every row
 * made a dozen tab stops of one name when one audit gave most scores). Two results of one name
 * and day are told apart by their time.
 */
function SourceLinks({ axes }: { axes: CompassAxis[] }) {
  const sources = [...new Map(axes.map((axis) => [axis.source.resultId, axis.source])).values()];
  const twice = (source: Source) => sources.filter((other) => sourceName(other) === sourceName(source)).length > 1;
  return (
    <div className="mt-4 flex flex-col gap-2">
      <p id="compass-sources" className="text-sm text-muted-foreground">
        {sources.length === 1 ? 'These scores come from this result:' : 'These scores come from these results:'}
      </p>
      <ul aria-labelledby="compass-sources" className="flex flex-col gap-1">
        {sources.map((source) => (
          <li key={source.resultId}>
            <Link to={source.path} className="text-primary underline underline-offset-4">
              {sourceName(source)}
              {twice(source) && ` at ${formatInstant(source.takenAt, 'clock')}`}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
