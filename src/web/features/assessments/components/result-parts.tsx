import { Fragment, type ReactNode } from 'react';

interface Group<T> {
  part: string | undefined;
  items: T[];
}

/** Items in their order, one group a run of the same part (a standalone assessment has one group, with no part). */
export function groupByPart<T>(items: T[], partOf: (item: T) => string | undefined): Group<T>[] {
  const groups: Group<T>[] = [];
  for (const item of items) {
    const part = partOf(item);
    const last = groups.at(-1);
    if (last && last.part === part) last.items.push(item);
    else groups.push({ part, items: [item] });
  }
  return groups;
}

/**
 * A result's list, once for a standalone assessment, or under a heading a part for a composed one
 * (the master), so the audit's "Exhaustion" and the Blueprint's "Exhaustion" are never side by side
 * without a name. `list` draws one group, named `label` (with the part's title when there is one).
 */
export function ByPart<T>({
  items,
  partOf,
  label,
  list,
}: {
  items: T[];
  partOf: (item: T) => string | undefined;
  label: string;
  list: (items: T[], label: string) => ReactNode;
}) {
  return groupByPart(items, partOf).map(({ part, items: group }, index) =>
    part ? (
      <div key={part} className="flex flex-col gap-4">
        <h3 className="text-lg font-semibold">{part}</h3>
        {list(group, `${label}: ${part}`)}
      </div>
    ) : (
      <Fragment key={index}>{list(group, label)}</Fragment>
    ),
  );
}
