import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import NotFoundPage from '../../site/pages/not-found-page';
import { useAssessment } from '../api/get-assessment';
import { useAssessmentResult } from '../api/get-result';
import { useResultHistory } from '../api/list-results';
import { ResultInvitation } from '../components/result-invitation';
import { resultRouteSlug } from '../components/result-routes';
import { ResultView } from '../components/result-view';

/** 404 (another member's id, an unknown slug) and 400 (an id that cannot be one) both mean "no such page". */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Loading, the 404 page, a calm error with Try again, or the content. */
function Loaded<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner label={`Loading your ${what}...`} />;
  if (query.isError) {
    if (isMissing(query.error)) return <NotFoundPage />;
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12">
        <Notice tone="error" title={`We could not load your ${what}`}>
          <p>Your answers are safe. Check your connection and try again.</p>
          <Button variant="link" className="px-0" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Notice>
      </div>
    );
  }
  return children(query.data);
}

function ResultById({ resultId }: { resultId: string }) {
  const query = useAssessmentResult(resultId);
  return (
    <Loaded query={query} what="result">
      {(result) => <ResultView result={result} />}
    </Loaded>
  );
}

/** No result yet: name the assessment (its definition; 404 when the slug is unknown) and invite. */
function Invitation({ slug }: { slug: string }) {
  const query = useAssessment(slug);
  return (
    <Loaded query={query} what="assessment">
      {(assessment) => <ResultInvitation slug={slug} name={assessment.definition.title} />}
    </Loaded>
  );
}

function LatestResult({ slug }: { slug: string }) {
  const query = useResultHistory(slug);
  return (
    <Loaded query={query} what="result">
      {({ results }) => (results[0] ? <ResultById resultId={results[0].id} /> : <Invitation slug={slug} />)}
    </Loaded>
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
