import { type ComponentProps, useId } from 'react';
import { passwordStrength, type StrengthLabel } from '../../../../shared/auth/password';
import { TextField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
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
 * for what is missing. The element with `id` describes the password field.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const strength = passwordStrength(password);
  // A common password (the server's dictionary) is never called strong, whatever its characters.
  const check = usePasswordCheck(password);
  const { score, label, hints } = check?.guessable
    ? { score: Math.min(strength.score, 1), label: 'Weak' as const, hints: [check.message ?? '', ...strength.hints].filter(Boolean) }
    : strength;
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

/** A new-password field with the spec 5 rules as its hint and the live strength meter under it. */
export function NewPasswordField({ value, ...props }: ComponentProps<typeof TextField> & { value: string }) {
  const meterId = useId();
  return (
    <TextField type="password" autoComplete="new-password" required hint={PASSWORD_RULES_HINT} describedBy={meterId} value={value} {...props}>
      <PasswordStrengthMeter id={meterId} password={value} />
    </TextField>
  );
}
