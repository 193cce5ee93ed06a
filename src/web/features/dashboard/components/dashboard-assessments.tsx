import { Link } from 'react-router';
import { type AssessmentSummary, resultPath } from '#shared/contracts/assessments';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { useAssessmentHub } from '#web/features/assessments/api/get-assessment-hub';
import { assessmentHome, resumeTarget } from '#web/features/assessments/lib/assessment-routes';
import { formatDate } from '#web/lib/dates';
import { AssessmentRowsSkeleton } from './dashboard-skeletons';

const link = 'font-semibold text-primary underline underline-offset-4';

function Status({ assessment }: { assessment: AssessmentSummary }) {
  if (assessment.status === 'completed' && assessment.latest) {
    return (
      <span className="flex flex-wrap items-center gap-3">
        <Badge>Completed {formatDate(assessment.latest.createdAt)}</Badge>
        <Link to={resultPath(assessment.kind, assessment.slug, assessment.latest.id)} className={link}>
          See result<span className="sr-only">: {assessment.title}</span>
        </Link>
      </span>
    );
  }
  if (assessment.status === 'in_progress') {
    const resume = resumeTarget(assessment.slug);
    return (
      <span className="flex flex-wrap items-center gap-3">
        <Badge variant="secondary">
          In progress: {assessment.answered} of {assessment.itemCount}
        </Badge>
        <Link to={resume.to} state={resume.state} className={link}>
          Resume<span className="sr-only">: {assessment.title}</span>
        </Link>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-3">
      <Badge variant="outline">Not started</Badge>
      <Link to={assessmentHome(assessment.slug).intro} className={link}>
        Start<span className="sr-only">: {assessment.title}</span>
        <span className="font-normal text-muted-foreground"> · {assessment.minutes} min</span>
      </Link>
    </span>
  );
}

/** Where the member stands with each assessment (GET /api/assessments), with the way on from each. */
export function DashboardAssessments() {
  const hub = useAssessmentHub();
  return (
    <section aria-labelledby="dashboard-assessments-heading" className="rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-assessments-heading" className="text-2xl font-semibold">
          Your assessments
        </h2>
        <Link to="/assessments" className={link}>
          All assessments
        </Link>
      </div>
      {hub.isPending ? (
        <AssessmentRowsSkeleton />
      ) : hub.isError ? (
        <Notice tone="error" title="We could not load your assessments" className="mt-4">
          <Button variant="link" className="px-0" onClick={() => void hub.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-border" aria-label="Assessment status">
          {hub.data.assessments.map((assessment) => (
            <li key={assessment.slug} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between">
              <span className="font-semibold">{assessment.title}</span>
              <Status assessment={assessment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
