import { Link } from 'react-router';
import type { CompassAxis } from '../../../../shared/contracts/soulprint';

const SIZE = 360;
const CENTER = SIZE / 2;
const RADIUS = 150;
const RINGS = [25, 50, 75, 100];

/** The point at `percent` along axis `index` of `count`, starting at the top and going clockwise. */
export function radarPoint(index: number, count: number, percent: number): { x: number; y: number } {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  const r = (RADIUS * Math.max(0, Math.min(100, percent))) / 100;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(CENTER + r * Math.cos(angle)), y: round(CENTER + r * Math.sin(angle)) };
}

const points = (count: number, percentOf: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => radarPoint(i, count, percentOf(i)))
    .map(({ x, y }) => `${x},${y}`)
    .join(' ');

function Radar({ axes, captionId }: { axes: CompassAxis[]; captionId: string }) {
  const count = axes.length;
  return (
    <svg viewBox={`-120 -4 ${SIZE + 240} ${SIZE + 8}`} role="img" aria-labelledby={captionId} className="mx-auto mt-4 w-full">
      <g className="stroke-border" fill="none">
        {RINGS.map((ring) => (
          <polygon key={ring} points={points(count, () => ring)} strokeWidth={1} />
        ))}
        {axes.map((axis, i) => {
          const end = radarPoint(i, count, 100);
          return <line key={axis.key} x1={CENTER} y1={CENTER} x2={end.x} y2={end.y} strokeWidth={1} />;
        })}
      </g>
      <polygon points={points(count, (i) => axes[i]!.percent)} className="fill-primary/20 stroke-primary" strokeWidth={2} />
      {axes.map((axis, i) => {
        const dot = radarPoint(i, count, axis.percent);
        const label = radarPoint(i, count, 110);
        const anchor = Math.abs(label.x - CENTER) < 8 ? 'middle' : label.x > CENTER ? 'start' : 'end';
        return (
          <g key={axis.key}>
            <circle cx={dot.x} cy={dot.y} r={4} className={axis.higherIs === 'better' ? 'fill-primary' : 'fill-accent'} />
            <text x={label.x} y={label.y} textAnchor={anchor} dominantBaseline="middle" className="fill-muted-foreground text-[13px]">
              {axis.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const dateOf = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

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
            {axes.length >= 3
              ? `A radar of your latest score on ${axes.length} dimensions, each from 0 at the centre to 100 at the edge. Sage points are areas where higher is easier; amber points, where higher means more strain. The table below has the same numbers.`
              : 'The shape appears once you have scores on three or more dimensions. Here are the ones so far.'}
          </p>
          {axes.length >= 3 && <Radar axes={axes} captionId={captionId} />}
          <div className="mt-6 overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left">
              <caption className="sr-only">Your latest score on each dimension</caption>
              <thead className="text-sm text-muted-foreground">
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-4 font-semibold">Dimension</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">Score (0–100)</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">Band</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">Higher means</th>
                  <th scope="col" className="py-2 font-semibold">From</th>
                </tr>
              </thead>
              <tbody>
                {axes.map((axis) => (
                  <tr key={axis.key} className="border-b border-border last:border-0">
                    <th scope="row" className="py-3 pr-4 font-semibold">{axis.label}</th>
                    <td className="py-3 pr-4">{Math.round(axis.percent)}</td>
                    <td className="py-3 pr-4">{axis.band ?? '—'}</td>
                    <td className="py-3 pr-4">{axis.higherIs === 'better' ? 'Easier' : 'More strain'}</td>
                    <td className="py-3">
                      <Link to={axis.source.path} className="text-primary underline underline-offset-4">
                        {axis.source.title}, {dateOf.format(new Date(axis.source.takenAt))}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
