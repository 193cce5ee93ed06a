import { House, RotateCcw } from 'lucide-react';
import { Button, buttonVariants } from '../components/ui/button';
import { randomId } from '../lib/random-id';

/** Logs a crash with a short random id that the card shows, so support can find it (spec 8). */
export function logErrorWithId(error: unknown, componentStack?: string | null): string {
  const errorId = randomId(4);
  console.error(`[Recalibrate] Unexpected error (error id ${errorId})`, error, componentStack ?? '');
  return errorId;
}

/**
 * Spec 2.15 / 8 error screen. "Go Home" is a plain link to / so it also works outside the router
 * and starts from a fresh state after a crash.
 */
export function ErrorCard({ errorId, onRetry }: { errorId: string | null; onRetry: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-xl px-4 py-16" role="alert">
      {/* Card markup written out: the crash screen keeps its own few dependencies in the first load. */}
      <div className="w-full rounded-card border border-border bg-surface p-6 text-center shadow-sm sm:p-8">
        <h1 className="font-heading text-2xl font-semibold text-foreground sm:text-3xl">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">We encountered an unexpected error. Your experience matters to us.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" strokeWidth={1.75} />
            Try Again
          </Button>
          <a href="/" className={buttonVariants({ variant: 'outline' })}>
            <House aria-hidden="true" strokeWidth={1.75} />
            Go Home
          </a>
        </div>
        {errorId && (
          <p className="mt-6 text-sm text-muted-foreground">
            If this keeps happening, tell us this error id: <code className="font-mono">{errorId}</code>
          </p>
        )}
      </div>
    </div>
  );
}
