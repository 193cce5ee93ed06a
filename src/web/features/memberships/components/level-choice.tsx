import { useId } from 'react';
import { HARDSHIP_LEVELS } from '#shared/contracts/memberships';
import { FieldError } from '#web/components/ui/form-field';
import { cn } from '#web/lib/cn';

const LEVEL_NOTES: Record<(typeof HARDSHIP_LEVELS)[number], string> = {
  50: 'Half price',
  75: 'A quarter of the price',
  100: 'No cost at all',
};

/** The requested discount as a radio group: 50, 75 or 100 % off. */
export function LevelChoice({
  name,
  value,
  error,
  onChange,
}: {
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1.5 font-semibold">How much off would help?</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {HARDSHIP_LEVELS.map((level) => {
          const checked = value === String(level);
          return (
            <label
              key={level}
              className={cn(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-card border p-4 transition-colors duration-150 ease-out',
                checked ? 'border-primary bg-primary/5' : 'border-border bg-surface hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={String(level)}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(String(level))}
                className="mt-1 size-5 shrink-0 accent-primary"
              />
              <span>
                <span className="block font-semibold">{level} % off</span>
                <span className="block text-sm text-muted-foreground">{LEVEL_NOTES[level]}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
