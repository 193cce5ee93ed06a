/**
 * A column chart drawn as SVG (decision 114: no chart library; a few hundred bytes instead of the
 * 50–100 KB gzip the libraries weigh). One picture with a name and a summary for screen readers;
 * its numbers are always in the table beside it (ReportTable), which is the chart's table view.
 */
export function ColumnChart({ label, points }: { label: string; points: readonly { name: string; value: number }[] }) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const peak = points.find((p) => p.value === max);
  const summary = `${label}: ${total} in all${peak && total > 0 ? `, most on ${peak.name} (${peak.value})` : ''}.`;
  const width = Math.max(points.length, 1) * 10;
  return (
    <figure className="mb-4 rounded-card border border-border bg-surface p-4">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="h-32 w-full">
        {points.map((p, i) => {
          const height = (p.value / max) * 96;
          return <rect key={p.name} x={i * 10 + 1} y={100 - height} width={8} height={height} className="fill-primary" />;
        })}
      </svg>
      <figcaption className="mt-2 text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
