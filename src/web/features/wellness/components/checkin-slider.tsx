import { type KeyboardEvent, useId } from 'react';
import { CHECKIN_LABELS } from '#shared/contracts/wellness';
import { CHECKIN_SCALE, type CheckinMeasure } from '#shared/wellness/rules';
import { FieldError } from '#web/components/ui/form-field';
import { cn } from '#web/lib/cn';
import { sliderValueForKey } from '../lib/slider-keys';

interface CheckinSliderProps {
  measure: CheckinMeasure;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * One check-in measure (spec 3 and 5: 1 to 10, step 1): a native range input, so touch, mouse and
 * screen readers work as they expect, with the keys handled the same way everywhere (arrows,
 * Page Up/Down, Home, End). The number is always visible, and the ends say what 1 and 10 mean.
 */
export function CheckinSlider({ measure, value, onChange, error, disabled }: CheckinSliderProps) {
  const id = `${measure}-${useId()}`;
  const scaleId = `${id}-scale`;
  const errorId = `${id}-error`;
  const { label, low, high } = CHECKIN_LABELS[measure];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = sliderValueForKey(event.key, value, CHECKIN_SCALE);
    if (next === null) return;
    event.preventDefault();
    if (next !== value) onChange(next);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-lg font-semibold">
          {label}
        </label>
        <output htmlFor={id} aria-hidden="true" className="min-w-14 text-right text-lg font-semibold tabular-nums">
          {value}
          <span className="text-base font-normal text-muted-foreground"> / {CHECKIN_SCALE.max}</span>
        </output>
      </div>
      <input
        id={id}
        name={measure}
        type="range"
        min={CHECKIN_SCALE.min}
        max={CHECKIN_SCALE.max}
        step={CHECKIN_SCALE.step}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        onKeyDown={onKeyDown}
        aria-valuetext={`${value} out of ${CHECKIN_SCALE.max}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(scaleId, error && errorId)}
        className="h-11 w-full cursor-pointer accent-primary disabled:cursor-not-allowed"
      />
      <p id={scaleId} className="text-sm text-muted-foreground">
        <span className="sr-only">
          From 1, {low.toLowerCase()}, to 10, {high.toLowerCase()}.
        </span>
        <span aria-hidden="true" className="flex justify-between gap-4">
          <span>1, {low.toLowerCase()}</span>
          <span className="text-right">10, {high.toLowerCase()}</span>
        </span>
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
