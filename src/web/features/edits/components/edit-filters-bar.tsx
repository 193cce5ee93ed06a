import { SelectField } from '#web/components/ui/select-field';
import { Button } from '#web/components/ui/button';
import { type EditFilters, LENGTH_OPTIONS, NEED_OPTIONS } from '../lib/edit-filters';

/** The need and length filters of /reset-paths; they live in the address so Back keeps them. */
export function EditFiltersBar({ filters, onChange }: { filters: EditFilters; onChange: (next: EditFilters) => void }) {
  const active = filters.need !== null || filters.length !== null;
  return (
    <section aria-labelledby="edit-filters-heading" className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
      <h2 id="edit-filters-heading" className="font-sans text-base font-semibold">
        Find an Edit that fits
      </h2>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SelectField
          label="What you need"
          name="need"
          options={NEED_OPTIONS}
          value={filters.need ?? ''}
          onChange={(event) => onChange({ ...filters, need: (event.target.value || null) as EditFilters['need'] })}
        />
        <SelectField
          label="Length"
          name="length"
          options={LENGTH_OPTIONS}
          value={filters.length ?? ''}
          onChange={(event) => onChange({ ...filters, length: (event.target.value || null) as EditFilters['length'] })}
        />
        {active && (
          <Button variant="ghost" onClick={() => onChange({ need: null, length: null })}>
            Clear filters
          </Button>
        )}
      </div>
    </section>
  );
}
