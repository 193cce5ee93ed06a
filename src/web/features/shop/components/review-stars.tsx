import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn';

/** A rating shown as five stars, read out as "4 out of 5 stars". */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  const label = `${rating} out of 5 stars`;
  return (
    <span role="img" aria-label={label} title={label} className={cn('inline-flex gap-0.5 text-accent-foreground', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          strokeWidth={1.75}
          className={cn('size-5', n <= Math.round(rating) ? 'fill-current text-primary' : 'text-muted-foreground')}
        />
      ))}
    </span>
  );
}
