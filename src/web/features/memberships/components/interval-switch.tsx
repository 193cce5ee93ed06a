import type { BillingInterval } from '#shared/memberships/plans';
import { cn } from '#web/lib/cn';
import { INTERVAL_LABEL } from '#web/lib/interval-words';

const CHOICES: { value: BillingInterval; label: string; note?: string }[] = [
  { value: 'month', label: INTERVAL_LABEL.month },
  { value: 'year', label: INTERVAL_LABEL.year, note: 'two months free' },
];

/**
 * Monthly or yearly prices: two radios drawn as one calm pill (no motion beyond a colour change).
 * Native radios, so arrow keys move between them and a screen reader hears a group.
 */
export function IntervalSwitch({ value, onChange }: { value: BillingInterval; onChange: (value: BillingInterval) => void }) {
  return (
    <fieldset className="mx-auto flex flex-col items-center gap-2">
      <legend className="sr-only">Show prices</legend>
      <div className="inline-flex rounded-full border border-border bg-muted p-1">
        {CHOICES.map((choice) => {
          const checked = value === choice.value;
          return (
            <label
              key={choice.value}
              className={cn(
                'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-5 font-semibold transition-colors duration-150 ease-out has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <input
                type="radio"
                name="billing-interval"
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              {choice.label}
              {choice.note && <span className="text-sm font-normal">({choice.note})</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
