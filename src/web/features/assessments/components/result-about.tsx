import { Link } from 'react-router';
import type { AssessmentResultResponse } from '#shared/contracts/assessments';
import { formatResultDate } from './result-format';
import { ResultSection } from './result-section';

const link = 'font-semibold text-primary underline underline-offset-4';

/** SCIENCE.md: every result page says what the score is based on, that it is not a diagnosis, and links to /our-science. */
export function ResultAbout({ result }: { result: AssessmentResultResponse }) {
  return (
    <>
      <ResultSection id="result-based-on" title="What this is based on">
        <p className="prose-calm">{result.basedOn}</p>
      </ResultSection>
      <ResultSection id="result-not-diagnosis" title="This is not a diagnosis">
        <p className="prose-calm">
          This result describes patterns in your answers today. It cannot diagnose burnout, depression or any other condition, and it does
          not replace a conversation with a doctor or therapist. Read more about{' '}
          <Link to="/our-science" className={link}>
            the science behind our assessments
          </Link>
          .
        </p>
      </ResultSection>
      <p className="text-muted-foreground">
        Taken on <time dateTime={result.createdAt}>{formatResultDate(result.createdAt)}</time> · scoring version {result.scoringVersion}
      </p>
    </>
  );
}
