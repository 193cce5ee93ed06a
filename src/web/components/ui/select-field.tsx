import { type ComponentProps, useId } from 'react';
import { describedByIds, FieldError, inputClasses } from './form-field';
import { cn } from '#web/lib/cn';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  name: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  /** Keeps the label for screen readers only, where the column or row already says what it is. */
  hideLabel?: boolean;
}

/** A labelled native select in the style of TextField (components/ui/form-field.tsx). */
export function SelectField({ label, name, error, options, hideLabel, className, ...props }: SelectFieldProps) {
  const id = `${name}-${useId()}`;
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'font-semibold'}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(error && errorId)}
        className={inputClasses}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
