import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '#web/lib/cn';

// Form fields (DESIGN.md "Components"): a visible label, the control, an optional hint and the
// field's error, wired with aria-invalid and aria-describedby. 44 px touch targets.

export const inputClasses =
  'min-h-11 w-full rounded-lg border border-muted-foreground/70 bg-surface px-3.5 py-2 text-base text-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive disabled:opacity-60';

/** What every field says about itself: its label, name, hint and error. */
interface FieldLabelling {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Ids of other elements that describe the field (e.g. a strength meter). */
  describedBy?: string;
  id?: string;
  /** Extra content after the hint and error, such as a strength meter. */
  children?: ReactNode;
}

interface FieldProps extends FieldLabelling, Omit<ComponentProps<'input'>, keyof FieldLabelling> {}

export function describedByIds(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** What a control needs to be tied to its label, hint and error. */
interface ControlWiring {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps extends FieldLabelling {
  className?: string;
  control: (wiring: ControlWiring) => ReactNode;
}

/** The one field wrapper: a visible label, the control, an optional hint and the field's error. */
function FieldFrame({ label, name, error, hint, describedBy, id, className, children, control }: FieldFrameProps) {
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      {control({
        id: inputId,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedByIds(hint !== undefined && hintId, error && errorId, describedBy),
      })}
      {hint !== undefined && (
        <div id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {children}
    </div>
  );
}

export function TextField({ label, name, error, hint, describedBy, id, className, children, ...props }: FieldProps) {
  return (
    <FieldFrame
      {...{ label, name, error, hint, describedBy, id, className }}
      control={(wiring) => <input {...wiring} className={inputClasses} {...props} />}
    >
      {children}
    </FieldFrame>
  );
}

interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

/** A multi-line TextField: the same label, hint and error wiring around a <textarea>. */
export function TextAreaField({ label, name, error, hint, className, rows = 5, ...props }: TextAreaProps) {
  return (
    <FieldFrame
      {...{ label, name, error, hint, className }}
      control={(wiring) => <textarea {...wiring} rows={rows} className={cn(inputClasses, 'leading-relaxed')} {...props} />}
    />
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-semibold text-destructive">
      {children}
    </p>
  );
}

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  name: string;
  label: ReactNode;
  error?: string;
}

export function CheckboxField({ name, label, error, className, ...props }: CheckboxProps) {
  const autoId = useId();
  const inputId = `${name}-${autoId}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-primary"
          {...props}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
