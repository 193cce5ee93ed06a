import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

export type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'role' | 'type'> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch (a button with role="switch"). Name it with `aria-labelledby` or
 * `aria-label`, and point `aria-describedby` at its explanation. 44 px tall for touch.
 */
export function Switch({ checked, onCheckedChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange?.(!checked)}
      className={cn(
        'relative inline-flex h-11 w-20 shrink-0 items-center rounded-full border-2 border-transparent transition-colors duration-200 ease-out disabled:cursor-not-allowed disabled:opacity-60',
        checked ? 'bg-primary' : 'bg-muted-foreground/40',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-9 rounded-full bg-surface shadow transition-transform duration-200 ease-out motion-reduce:transition-none',
          checked ? 'translate-x-9' : 'translate-x-0',
        )}
      />
    </button>
  );
}
