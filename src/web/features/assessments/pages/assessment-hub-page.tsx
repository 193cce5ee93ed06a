import { Clock, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { type AssessmentSummary, resultPath } from '#shared/contracts/assessments';
import { IconFacts } from '#web/components/icon-facts';
import { Badge } from '#web/components/ui/badge';
import { buttonVariants } from '#web/components/ui/button';
import { QueryState } from '#web/components/query-state';
import { useAssessmentHub } from '../api/get-assessment-hub';
import { assessmentHome, resumeTarget, SUPPLEMENTAL_PATH } from '../lib/assessment-routes';
import { formatDate } from '#web/lib/dates';
import { PageFrame } from '#web/components/page-frame';

/** /assessments (spec 2.4): the Assessment Hub, every assessment with the member's status. */
export default function AssessmentHubPage() {
  const hub = useAssessmentHub();
  return (
    <PageFrame
      title="Assessment Hub"
      width="4xl"
      lead="Deep-dive assessments, one at a time. Take them in any order and pause whenever you need: your answers are saved as you go."
    >
      <QueryState query={hub} what="your assessments">
        {({ assessments }) => (
          <ul className="grid gap-5 md:grid-cols-2">
            {assessments.map((assessment) => (
              <li key={assessment.slug} className="flex">
                <AssessmentCard assessment={assessment} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <p className="text-muted-foreground">
        Want to add some context, like your work situation or the support around you?{' '}
        <Link to={SUPPLEMENTAL_PATH} className="font-semibold text-primary underline underline-offset-4">
          Answer the supplemental questions
        </Link>
      </p>
    </PageFrame>
  );
}

function StatusBadge({ assessment }: { assessment: AssessmentSummary }) {
  if (assessment.status === 'in_progress') {
    return (
      <Badge variant="secondary" size="lg">
        In progress: {assessment.answered} of {assessment.itemCount} answered
      </Badge>
    );
  }
  if (assessment.status === 'completed' && assessment.latest) {
    return <Badge size="lg">Completed on {formatDate(assessment.latest.createdAt)}</Badge>;
  }
  return (
    <Badge variant="outline" size="lg">
      Not started
    </Badge>
  );
}

function AssessmentCard({ assessment }: { assessment: AssessmentSummary }) {
  const headingId = `assessment-${assessment.slug}`;
  const home = assessmentHome(assessment.slug);
  const resume = resumeTarget(assessment.slug);
  const { latest } = assessment;
  const action =
    assessment.status === 'in_progress'
      ? { label: 'Resume', to: resume.to, state: resume.state }
      : { label: assessment.status === 'completed' ? 'Retake' : 'Take', to: home.intro, state: undefined };

  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-sm">
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-2xl font-semibold">
          {assessment.title}
        </h2>
        <p className="font-semibold">{assessment.tagline}</p>
        <p className="text-muted-foreground">{assessment.measures}</p>
      </div>
      <IconFacts
        small
        facts={[
          { icon: Clock, text: `About ${assessment.minutes} minutes` },
          { icon: ListChecks, text: `${assessment.itemCount} questions` },
        ]}
      />
      <div className="flex flex-col items-start gap-2">
        <StatusBadge assessment={assessment} />
        {assessment.status === 'in_progress' && latest && (
          <p className="text-sm text-muted-foreground">Last completed on {formatDate(latest.createdAt)}</p>
        )}
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
        <Link to={action.to} state={action.state} className={buttonVariants()} aria-label={`${action.label} ${assessment.title}`}>
          {action.label}
        </Link>
        {latest && (
          <Link
            to={resultPath(assessment.kind, assessment.slug, latest.id)}
            className={buttonVariants({ variant: 'outline' })}
            aria-label={`See your latest result for ${assessment.title}`}
          >
            See your latest result
          </Link>
        )}
      </div>
    </article>
  );
}
