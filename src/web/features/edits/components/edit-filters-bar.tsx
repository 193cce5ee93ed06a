import { SelectField } from '#web/components/ui/select-field';
import { Button } from '#web/components/ui/button';
import { type EditFilters, LENGTH_OPTIONS, NEED_OPTIONS } from '../lib/edit-filters';

const FILTERS = [
  { name: 'need', label: 'What you need', options: NEED_OPTIONS },
  { name: 'length', label: 'Length', options: LENGTH_OPTIONS },
] as const;

/** The need and length filters of /reset-paths; they live in the address so Back keeps them. */
export function EditFiltersBar({ filters, onChange }: { filters: EditFilters; onChange: (next: EditFilters) => void }) {
  const active = filters.need !== null || filters.length !== null;
  return (
    <section aria-labelledby="edit-filters-heading" className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
      <h2 id="edit-filters-heading" className="font-sans text-base font-semibold">
        Find an Edit that fits
      </h2>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        {FILTERS.map(({ name, label, options }) => (
          <SelectField
            key={name}
            label={label}
            name={name}
            options={options}
            value={filters[name] ?? ''}
            onChange={(event) => onChange({ ...filters, [name]: event.target.value || null } as EditFilters)}
          />
        ))}
        {active && (
          <Button variant="ghost" onClick={() => onChange({ need: null, length: null })}>
            Clear filters
          </Button>
        )}
      </div>
    </section>
  );
}
