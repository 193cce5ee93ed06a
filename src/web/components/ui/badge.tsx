import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '#web/lib/cn';

/** Spec variants: default, secondary, destructive, outline. */
export const badgeVariants = cva('inline-flex items-center gap-1 rounded-full font-semibold tracking-wide [&_svg]:size-3.5', {
  variants: {
    variant: {
      default: 'bg-primary text-primary-foreground',
      secondary: 'bg-muted text-foreground',
      destructive: 'bg-destructive text-destructive-foreground',
      outline: 'border border-border text-foreground',
    },
    size: {
      default: 'px-3 py-0.5 text-xs',
      lg: 'px-4 py-1 text-sm',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
