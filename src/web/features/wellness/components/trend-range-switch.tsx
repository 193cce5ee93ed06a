import { TREND_RANGES, type TrendRange } from '../lib/trends-path';

const chip =
  'min-h-11 rounded-full border border-border bg-surface px-4 text-sm font-semibold transition-colors duration-200 ease-out hover:bg-muted aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground';

/** 7, 30 or 90 days, as toggle buttons (the pressed one is the range shown). */
export function TrendRangeSwitch({ value, onChange }: { value: TrendRange; onChange: (days: TrendRange) => void }) {
  return (
    <div role="group" aria-label="Time range" className="flex flex-wrap gap-2">
      {TREND_RANGES.map((days) => (
        <button key={days} type="button" aria-pressed={value === days} onClick={() => onChange(days)} className={chip}>
          {days} days
        </button>
      ))}
    </div>
  );
}
