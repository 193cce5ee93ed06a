import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import type { DayRange } from '../lib/day-range';

const ENDS = [
  ['from', 'From'],
  ['to', 'To'],
] as const;

/** The reports' date range: two days, applied together; a start after the end is refused here. */
export function RangeFilter({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const [draft, setDraft] = useState(value);
  const wrong = draft.from > draft.to ? 'The start must be on or before the end' : undefined;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!wrong && draft.from && draft.to) onChange(draft);
  };
  return (
    <form aria-label="Date range" className="mb-8 flex flex-wrap items-end gap-4" onSubmit={apply}>
      {ENDS.map(([end, label]) => (
        <div key={end} className="w-44">
          <TextField
            label={label}
            name={end}
            type="date"
            value={draft[end]}
            error={end === 'from' ? wrong : undefined}
            onChange={(e) => setDraft({ ...draft, [end]: e.target.value })}
          />
        </div>
      ))}
      <Button type="submit">Show</Button>
    </form>
  );
}
