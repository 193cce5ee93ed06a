import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { pageTitle } from '#web/app/shell/shell-effects';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { ApiError } from '#web/lib/api-client';
import { useAssessment } from '../api/get-assessment';
import { NotFound } from '#web/components/not-found';
import { QuizPlayer } from '../components/quiz-player';
import { type PlayerLinkState, type PlayerRoute, playerRoute, SUPPLEMENTAL_PATH, SUPPLEMENTAL_SLUG } from '../lib/assessment-routes';

/**
 * Every assessment page of spec 2.4 that plays one: the named intro pages (/assessment/…), the
 * /quiz pages, and /assessments/:assessmentSlug with its /quiz. Unknown slugs get the 404 page.
 */
export default function AssessmentPage() {
  const { pathname, state } = useLocation();
  const { assessmentSlug } = useParams();
  const route = playerRoute(pathname, assessmentSlug);
  if (!route) return <NotFound />;
  if (route.slug === SUPPLEMENTAL_SLUG) return <Navigate to={SUPPLEMENTAL_PATH} replace />;
  const begin = route.mode === 'quiz' || (state as Partial<PlayerLinkState> | null)?.begin === true;
  // A new player for each assessment and page, so nothing carries over between them.
  return <AssessmentLoader key={`${route.slug}:${route.mode}`} route={route} begin={begin} generic={assessmentSlug !== undefined} />;
}

function AssessmentLoader({ route, begin, generic }: { route: PlayerRoute; begin: boolean; generic: boolean }) {
  const query = useAssessment(route.slug);
  const title = query.data?.definition.title;

  // /assessments/:assessmentSlug has a generic name in the route table; the tab shows the real one.
  useEffect(() => {
    if (generic && title) document.title = pageTitle(title);
  }, [generic, title]);

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  // Wait for this visit's answer, so answers saved on another device are where the player starts.
  if (query.isPending || (query.isFetching && !query.isFetchedAfterMount)) return <Spinner label="Loading your assessment..." />;
  if (!query.data) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12">
        <Notice tone="error" title="We could not load this assessment">
          <p>Your saved answers are safe. Please check your connection and try again.</p>
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Notice>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <QuizPlayer data={query.data} route={route} startWithQuestions={begin} />
    </div>
  );
}
