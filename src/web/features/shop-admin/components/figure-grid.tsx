/** The headline figures of a sales report: label and value in a row of cards (`columns` sets the grid). */
export function FigureGrid({ cells, columns }: { cells: readonly (readonly [string, string])[]; columns: string }) {
  return (
    <dl className={`grid gap-4 ${columns}`}>
      {cells.map(([label, value]) => (
        <div key={label} className="rounded-card border border-border bg-surface p-4">
          <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
          <dd className="mt-1 font-heading text-2xl font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
