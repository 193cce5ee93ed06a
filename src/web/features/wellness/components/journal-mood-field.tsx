import { cn } from '#web/lib/cn';
import { MOOD_WORDS } from '../lib/journal-form';

const OPTIONS = [{ value: '', label: 'Rather not say' }, ...Object.entries(MOOD_WORDS).map(([value, label]) => ({ value, label }))];

/** The optional mood, five gentle words (1–5) or none, as a radio group. */
export function JournalMoodField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 font-semibold">How are you feeling? (optional)</legend>
      <div className="flex flex-wrap gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-semibold',
              'has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name="mood"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-semibold text-destructive">{error}</p>}
    </fieldset>
  );
}
