import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { SoulprintResponse } from '#shared/contracts/soulprint';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { AUDIT_TARGET, TRACKING_TARGETS, type TrackingTarget } from './tracking-targets';
import { useDisplayedProgress } from './use-displayed-progress';

/** What is still open, in spec order: the audit first (it covers five at once), then each flag. */
export function remainingTargets(tracking: SoulprintResponse['tracking']): TrackingTarget[] {
  return [...(tracking.auditComplete ? [] : [AUDIT_TARGET]), ...tracking.remaining.map((flag) => TRACKING_TARGETS[flag])];
}

/** SoulPrint completion: the progress bar and what is left to take, each with a link. */
export function CompassProgress({ tracking }: { tracking: SoulprintResponse['tracking'] }) {
  const shown = useDisplayedProgress(tracking.progress);
  const remaining = remainingTargets(tracking);
  return (
    <section aria-labelledby="compass-progress-heading" className="rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="compass-progress-heading" className="text-2xl font-semibold">
          Your SoulPrint is {shown}% complete
        </h2>
        <p className="text-muted-foreground">
          {tracking.completed} of {tracking.total} done
        </p>
      </div>
      <ProgressBar value={shown} label="SoulPrint completion" words={(now) => `${now}% complete`} className="mt-4" />
      {remaining.length === 0 ? (
        <p className="mt-6 flex items-center gap-2 font-semibold text-primary">
          <CircleCheck aria-hidden="true" strokeWidth={1.75} className="size-5" />
          Everything is in. Retake any assessment whenever you want to see what has changed.
        </p>
      ) : (
        <>
          <h3 className="mt-6 font-sans text-lg font-semibold">Still to add</h3>
          <p className="text-muted-foreground">Each one fills in more of your picture. There is no order and no hurry.</p>
          <ul className="mt-3 flex flex-col divide-y divide-border" aria-label="Still to add">
            {remaining.map((target) => {
              const content = (
                <>
                  <span className="flex flex-col">
                    <span className="font-semibold text-primary underline-offset-4 group-hover:underline">{target.name}</span>
                    <span className="text-sm text-muted-foreground">{target.adds}</span>
                  </span>
                  <ArrowRight aria-hidden="true" strokeWidth={1.75} className="size-5 shrink-0 text-primary" />
                </>
              );
              const classes = 'group flex min-h-11 items-center justify-between gap-4 py-3';
              return (
                <li key={target.name}>
                  {/* A place on this page: a plain fragment link, so the browser scrolls there and moves focus with it. */}
                  {target.to.startsWith('#') ? (
                    <a href={target.to} className={classes}>
                      {content}
                    </a>
                  ) : (
                    <Link to={target.to} className={classes}>
                      {content}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
