import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { useDisplayedProgress } from './use-displayed-progress';

/**
 * The SoulPrint completion as a small card (dashboard), with the way to the compass. Its link is
 * named for what the card is about: the welcome hero just above may already offer "Open your
 * SoulPrint Compass", and two links of one name side by side tell a screen reader nothing.
 */
export function SoulprintCompletionCard({ completionPercentage }: { completionPercentage: number }) {
  const shown = useDisplayedProgress(completionPercentage);
  return (
    <section
      aria-labelledby="soulprint-card-heading"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="soulprint-card-heading" className="text-2xl font-semibold">
          Your SoulPrint
        </h2>
        <p className="font-semibold text-primary">{shown}% complete</p>
      </div>
      <ProgressBar value={shown} label="SoulPrint completion" words={(now) => `${now}% complete`} />
      <p className="text-muted-foreground">
        {shown >= 100
          ? 'Your profile is complete. It keeps up as you retake assessments.'
          : 'Each assessment adds to your profile. See what it shows so far, and what is left.'}
      </p>
      {shown > 0 && shown < 100 && (
        <p className="text-sm text-muted-foreground">
          Why this much already? Your SoulPrint has seven parts, and the Operating System Audit alone covers five of them.
        </p>
      )}
      <Link to="/soulprint-compass" className={cn(buttonVariants({ variant: 'outline' }), 'self-start')}>
        See what your SoulPrint shows
      </Link>
    </section>
  );
}
