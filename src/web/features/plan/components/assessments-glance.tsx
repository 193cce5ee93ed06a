import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useAssessmentHub } from '#web/features/assessments/api/get-assessment-hub';
import { linkClasses } from '../lib/links';
import { CountProgress } from './count-progress';
import { QueryState } from '#web/components/query-state';

/** Where the assessments stand in one line, with the next one to take (GET /api/assessments). */
export function AssessmentsGlance({ className }: { className?: string }) {
  const hub = useAssessmentHub();
  return (
    <section
      aria-labelledby="assessments-glance-heading"
      className={cn('flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="assessments-glance-heading" className="text-2xl font-semibold">
          Your assessments
        </h2>
        <Link to="/assessments" className={linkClasses}>
          All assessments
        </Link>
      </div>
      <QueryState query={hub} what="your assessments">
        {(data) => {
          const total = data.assessments.length;
          const done = data.assessments.filter((a) => a.status === 'completed').length;
          const inProgress = data.assessments.find((a) => a.status === 'in_progress');
          const notStarted = data.assessments.find((a) => a.status === 'not_started');
          return (
            <>
              <CountProgress done={done} total={total} unit="assessments" label="Assessments completed" />
              {inProgress ? (
                <p>
                  You are part way through <span className="font-semibold">{inProgress.title}</span> ({inProgress.answered} of{' '}
                  {inProgress.itemCount} answered). Your answers are saved.
                </p>
              ) : notStarted ? (
                <p className="text-muted-foreground">
                  When you feel like it, {notStarted.title} takes about {notStarted.minutes} minutes.
                </p>
              ) : (
                <p className="text-muted-foreground">
                  You have taken every assessment. Retake one whenever you want to see how things have shifted.
                </p>
              )}
              <Link to="/assessments" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
                {inProgress ? 'Pick up where you left off' : 'Open the assessments'}
              </Link>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
