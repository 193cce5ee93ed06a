import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { useAssessmentHub } from '#web/features/assessments/api/get-assessment-hub';
import { CountProgress } from '#web/components/ui/count-progress';
import { SectionCard } from './section-card';
import { QueryState } from '#web/components/query-state';

/** Where the assessments stand in one line, with the next one to take (GET /api/assessments). */
export function AssessmentsGlance() {
  const hub = useAssessmentHub();
  return (
    <SectionCard id="assessments-glance-heading" title="Your assessments" link={{ to: '/assessments', label: 'All assessments' }}>
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
    </SectionCard>
  );
}
