import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import type { StrengthLabel } from '#shared/auth/password';
import { TextField } from '#web/components/ui/form-field';
import { cn } from '#web/lib/cn';
import { meterReading } from '../lib/meter-reading';
import { usePasswordCheck } from '../api/check-password';

const MAX_SCORE = 6;

const BAR_COLOURS: Record<StrengthLabel, string> = {
  Weak: 'bg-destructive',
  Fair: 'bg-accent',
  Good: 'bg-primary/80',
  Strong: 'bg-primary',
};

/**
 * Spec 5 live strength meter: a score bar out of 6, the label (Weak, Fair, Good, Strong) and hints
 * for what is missing. It reads the shared spec 5 rules too (issue 16): a password they refuse is at
 * most Fair, says so, and lists the failing rules first. The element with `id` describes the field.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const reading = meterReading(password);
  // A common password (the server's dictionary) is never called strong, whatever its characters.
  const check = usePasswordCheck(password);
  const { score, label, hints, accepted } = check?.guessable
    ? {
        ...reading,
        score: Math.min(reading.score, 1),
        label: 'Weak' as const,
        hints: [check.message ?? '', ...reading.hints].filter(Boolean),
      }
    : reading;
  return (
    <div id={id} className="flex flex-col gap-1.5 text-sm">
      {password && (
        <>
          <div
            role="meter"
            aria-label="Password strength"
            aria-valuemin={0}
            aria-valuemax={MAX_SCORE}
            aria-valuenow={score}
            aria-valuetext={label}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn('h-full rounded-full transition-[width] duration-200 ease-out', BAR_COLOURS[label])}
              style={{ width: `${(score / MAX_SCORE) * 100}%` }}
            />
          </div>
          <p aria-live="polite">
            Strength: <span className="font-semibold">{label}</span>
            {!accepted && <span> · not accepted yet</span>}
          </p>
          {hints.length > 0 && (
            <ul className="list-disc pl-5 text-muted-foreground">
              {hints.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

export const PASSWORD_RULES_HINT = '8 to 128 characters, with a lowercase and an uppercase letter, a number and one of @$!%*?&.';

/** Issue 16: a show-password toggle under a password field (a pressed button, so screen readers hear the state). */
export function ShowPasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const Icon = shown ? EyeOff : Eye;
  return (
    <button
      type="button"
      aria-pressed={shown}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
    >
      <Icon aria-hidden="true" strokeWidth={1.75} className="size-4" />
      Show password
    </button>
  );
}

/** A password field with the show-password toggle. */
export function PasswordField({ children, ...props }: ComponentProps<typeof TextField>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField {...props} type={shown ? 'text' : 'password'}>
      <ShowPasswordToggle shown={shown} onToggle={() => setShown((was) => !was)} />
      {children}
    </TextField>
  );
}

/** A new-password field with the spec 5 rules as its hint, the show-password toggle and the live strength meter. */
export function NewPasswordField({ value, ...props }: ComponentProps<typeof TextField> & { value: string }) {
  const meterId = useId();
  return (
    <PasswordField autoComplete="new-password" required hint={PASSWORD_RULES_HINT} describedBy={meterId} value={value} {...props}>
      <PasswordStrengthMeter id={meterId} password={value} />
    </PasswordField>
  );
}
