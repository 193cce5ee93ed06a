import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

/**
 * Shared by <Button> and by links that should look like buttons (pass the classes to <Link>).
 * A label stays on one line while it fits; one longer than its container (a long call to action on
 * a 320 px phone) wraps inside the button instead of pushing the page sideways (review 5).
 */
export const buttonVariants = cva(
  'inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-full py-2 text-center font-semibold transition-colors duration-200 ease-out disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        secondary: 'bg-muted text-foreground hover:bg-muted/70',
        outline: 'border border-border bg-surface text-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        // Every size keeps the 44px touch target (DESIGN.md "Shapes").
        default: 'min-h-11 px-5 text-base',
        sm: 'min-h-11 px-4 text-sm',
        compact: 'min-h-11 px-4 text-base',
        lg: 'min-h-12 px-7 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Working on what was pressed: looks unavailable (`aria-disabled`) and ignores presses, but keeps
     * focus, where `disabled` would drop it to the page for a keyboard or screen-reader user.
     */
    pending?: boolean;
  };

export function Button({ className, variant, size, type = 'button', pending = false, onClick, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      aria-disabled={pending || undefined}
      className={cn(buttonVariants({ variant, size }), pending && 'cursor-progress opacity-60', className)}
      onClick={(event) => {
        // Also stops a submit button's form from being sent again.
        if (pending) return event.preventDefault();
        onClick?.(event);
      }}
      {...props}
    />
  );
}
