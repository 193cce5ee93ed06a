import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from '#web/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h1'>) {
  return <h1 className={cn('font-heading text-2xl font-semibold text-foreground sm:text-3xl', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('mt-3 text-muted-foreground', className)} {...props} />;
}
