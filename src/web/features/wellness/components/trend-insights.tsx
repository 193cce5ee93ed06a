import { Info, Sparkles } from 'lucide-react';
import type { TrendsResponse } from '#shared/contracts/wellness';
import { cn } from '#web/lib/cn';

/**
 * The API's plain-language insights, as written: patterns between measures, journal tags that
 * seem to matter, and, when there is too little data to compare, a note saying so.
 */
export function TrendInsights({ insights }: { insights: TrendsResponse['insights'] }) {
  if (insights.length === 0) {
    return <p className="text-muted-foreground">No clear patterns in this period. That is common, and it can change as days go by.</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {insights.map((insight) => {
        const waiting = insight.kind === 'not-enough';
        const Icon = waiting ? Info : Sparkles;
        return (
          <li
            key={insight.text}
            className={cn('flex gap-3 rounded-card border p-4', waiting ? 'border-border bg-muted' : 'border-primary/40 bg-primary/5')}
          >
            <Icon
              aria-hidden="true"
              strokeWidth={1.75}
              className={cn('mt-0.5 size-5 shrink-0', waiting ? 'text-muted-foreground' : 'text-primary')}
            />
            <p className="max-w-[70ch]">{insight.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
