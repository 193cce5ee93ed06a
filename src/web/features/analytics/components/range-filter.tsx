import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import type { DayRange } from '../lib/day-range';

/** The reports' date range: two days, applied together; a start after the end is refused here. */
export function RangeFilter({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const [draft, setDraft] = useState(value);
  const wrong = draft.from > draft.to ? 'The start must be on or before the end' : undefined;
  return (
    <form
      aria-label="Date range"
      className="mb-8 flex flex-wrap items-end gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!wrong && draft.from && draft.to) onChange(draft);
      }}
    >
      <div className="w-44">
        <TextField
          label="From"
          name="from"
          type="date"
          value={draft.from}
          error={wrong}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
      </div>
      <div className="w-44">
        <TextField label="To" name="to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      </div>
      <Button type="submit">Show</Button>
    </form>
  );
}
