import { Link } from 'react-router';
import { type AssessmentSummary, resultPath } from '#shared/contracts/assessments';
import { Spinner } from '#web/components/ui/spinner';
import { useAssessmentHub } from '#web/features/assessments/api/get-assessment-hub';
import { useAssessmentResults } from '../api/list-assessment-results';
import { formatDate } from '#web/lib/dates';
import { linkClasses } from '../lib/links';
import { resultName } from '../lib/result-words';
import { QueryState } from '#web/components/query-state';

/** The first and the latest attempt side by side, and every attempt with a link (GET …/:slug/results). */
function RetakeHistory({ slug }: { slug: string }) {
  const history = useAssessmentResults(slug);
  if (history.isPending) return <Spinner label="Loading your attempts..." className="justify-start py-2" />;
  if (history.isError || history.data.results.length < 2) return null;
  const results = history.data.results; // newest first
  const latest = results[0]!;
  const first = results.at(-1)!;
  const same = first.resultType === latest.resultType;
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-sm font-semibold text-muted-foreground">First, {formatDate(first.createdAt)}</dt>
          <dd className="font-semibold">{first.resultTitle ?? resultName(first.resultType)}</dd>
        </div>
        <div className="rounded-lg bg-primary/10 p-3">
          <dt className="text-sm font-semibold text-muted-foreground">Latest, {formatDate(latest.createdAt)}</dt>
          <dd className="font-semibold">{latest.resultTitle ?? resultName(latest.resultType)}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        {same
          ? 'The same overall pattern both times. Scores can still shift underneath: the latest result page compares each one with the attempt before.'
          : 'Your overall pattern has shifted. The latest result page shows which scores moved since the attempt before.'}
      </p>
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">All {results.length} attempts</summary>
        <ol className="flex flex-col gap-1 pl-4">
          {results.map((r) => (
            <li key={r.id}>
              <Link to={r.path} className={linkClasses}>
                {formatDate(r.createdAt)}: {r.resultTitle ?? resultName(r.resultType)}
              </Link>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}

function Retake({ assessment }: { assessment: AssessmentSummary & { latest: NonNullable<AssessmentSummary['latest']> } }) {
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{assessment.title}</h3>
        <span className="text-sm text-muted-foreground">
          {assessment.attempts === 1 ? 'Taken once' : `Taken ${assessment.attempts} times`}
        </span>
      </div>
      <p>
        Latest: {resultName(assessment.latest.resultType)}, {formatDate(assessment.latest.createdAt)}.{' '}
        <Link to={resultPath(assessment.kind, assessment.slug, assessment.latest.id)} className={linkClasses}>
          See the result<span className="sr-only">: {assessment.title}</span>
        </Link>
      </p>
      {assessment.attempts >= 2 ? (
        <RetakeHistory slug={assessment.slug} />
      ) : (
        <p className="text-sm text-muted-foreground">Retake it in a few weeks, if you like, to see how things are shifting.</p>
      )}
    </li>
  );
}

/** Assessments taken, with their retakes compared (GET /api/assessments for attempts and latest). */
export function AssessmentRetakes() {
  const hub = useAssessmentHub();
  return (
    <QueryState query={hub} what="your assessments">
      {(data) => {
        const taken = data.assessments.filter(
          (a): a is AssessmentSummary & { latest: NonNullable<AssessmentSummary['latest']> } => a.latest !== null,
        );
        if (taken.length === 0) {
          return (
            <p className="max-w-[65ch] text-muted-foreground">
              Once you have taken an assessment, it shows here, and retakes are compared side by side.{' '}
              <Link to="/assessments" className={linkClasses}>
                See the assessments
              </Link>
            </p>
          );
        }
        return (
          <ul className="flex flex-col divide-y divide-border" aria-label="Assessments you have taken">
            {taken.map((assessment) => (
              <Retake key={assessment.slug} assessment={assessment} />
            ))}
          </ul>
        );
      }}
    </QueryState>
  );
}
