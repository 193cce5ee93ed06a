import { Link } from 'react-router';
import { CrisisResources } from '../../components/crisis-resources';

/**
 * Where the safety plan lives once issue 15's page is merged (route `/safety-plan`). Null until
 * then: the lead sets it to { label: 'Your safety plan', to: '/safety-plan' } when merging.
 */
export const SAFETY_PLAN_LINK: { label: string; to: string } | null = null;

const linkClasses = 'inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4';

/** The "Need help now?" panel: the crisis lines, then calmer places to go. */
export default function NeedHelpPanel() {
  return (
    <div className="flex flex-col gap-3">
      <CrisisResources headingLevel={2} body="If you are in danger or thinking about harming yourself, please reach out now. You do not have to explain anything." />
      <nav aria-label="Other help" className="flex flex-wrap gap-x-6 gap-y-1">
        <Link to="/reset-room" className={linkClasses}>
          The Reset Room: breathe for a minute
        </Link>
        {SAFETY_PLAN_LINK && (
          <Link to={SAFETY_PLAN_LINK.to} className={linkClasses}>
            {SAFETY_PLAN_LINK.label}
          </Link>
        )}
      </nav>
    </div>
  );
}
