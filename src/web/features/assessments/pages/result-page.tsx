import { useLocation, useParams, useSearchParams } from 'react-router';
import NotFoundPage from '#web/components/not-found-page';
import { QueryState } from '#web/components/query-state';
import { useAssessment } from '../api/get-assessment';
import { useAssessmentResult } from '../api/get-result';
import { useResultHistory } from '../api/list-results';
import { ResultInvitation } from '../components/result-invitation';
import { resultRouteSlug } from '../components/result-routes';
import { ResultView } from '../components/result-view';

const SAFE = 'Your answers are safe. Check your connection and try again.';

function ResultById({ resultId }: { resultId: string }) {
  const query = useAssessmentResult(resultId);
  return (
    <QueryState query={query} what="your result" page hint={SAFE}>
      {(result) => <ResultView result={result} />}
    </QueryState>
  );
}

/** No result yet: name the assessment (its definition; 404 when the slug is unknown) and invite. */
function Invitation({ slug }: { slug: string }) {
  const query = useAssessment(slug);
  return (
    <QueryState query={query} what="your assessment" page hint={SAFE}>
      {(assessment) => <ResultInvitation slug={slug} name={assessment.definition.title} />}
    </QueryState>
  );
}

function LatestResult({ slug }: { slug: string }) {
  const query = useResultHistory(slug);
  return (
    <QueryState query={query} what="your result" page hint={SAFE}>
      {({ results }) => (results[0] ? <ResultById resultId={results[0].id} /> : <Invitation slug={slug} />)}
    </QueryState>
  );
}

/**
 * Every result address of spec 2.4. `/…/:resultId` and `?id=` show that result; the id-less
 * addresses show the member's latest result of that assessment, or an invitation to take it.
 */
export default function ResultPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const resultId = params.resultId ?? search.get('id');
  if (resultId) return <ResultById key={resultId} resultId={resultId} />;
  const slug = resultRouteSlug(pathname, params.assessmentSlug);
  if (!slug) return <NotFoundPage />;
  return <LatestResult key={slug} slug={slug} />;
}
