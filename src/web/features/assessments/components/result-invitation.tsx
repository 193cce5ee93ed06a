import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card';
import { assessmentHome } from '../lib/assessment-routes';

/** An id-less result address for an assessment the member has not taken yet: an invitation, not an error. */
export function ResultInvitation({ slug, name }: { slug: string; name: string }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-20">
      <Card>
        <CardTitle>No {name} result yet</CardTitle>
        <CardDescription className="text-lg">
          When you take the {name}, your result will be waiting for you here, and every later attempt will show how things have changed. Go
          at your own pace: your answers are saved as you go.
        </CardDescription>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={assessmentHome(slug).intro} className={buttonVariants()}>
            Take the {name}
          </Link>
          <Link to="/assessments" className={buttonVariants({ variant: 'outline' })}>
            See all assessments
          </Link>
        </div>
      </Card>
    </div>
  );
}
