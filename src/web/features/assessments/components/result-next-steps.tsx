import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { assessmentHome } from '../lib/assessment-routes';
import type { ChosenResult } from './result-outcomes';
import { ResultRecommendedEdit } from './result-recommended-edit';
import { ResultSection } from './result-section';

/** What to do next: the result type's own steps (most important first), the recommended Edit, and where to go from here. */
export function ResultNextSteps({ slug, main, viewedAsStaff }: { slug: string; main: ChosenResult | undefined; viewedAsStaff: boolean }) {
  return (
    <ResultSection id="result-next-steps" title="Your next steps">
      {main && (
        <ol className="flex list-decimal flex-col gap-3 pl-6 text-lg marker:font-semibold marker:text-primary">
          {main.type.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      {/* A staff member reading someone's result would otherwise see their own plan's Edit. */}
      {!viewedAsStaff && <ResultRecommendedEdit resultType={main?.type.id ?? null} />}
      {!viewedAsStaff && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to="/soulprint-compass" className={buttonVariants()}>
            See your SoulPrint Compass
          </Link>
          <Link to="/assessments" className={buttonVariants({ variant: 'outline' })}>
            Explore other assessments
          </Link>
          <Link to={assessmentHome(slug).intro} className={buttonVariants({ variant: 'ghost' })}>
            Take it again later
          </Link>
        </div>
      )}
    </ResultSection>
  );
}
