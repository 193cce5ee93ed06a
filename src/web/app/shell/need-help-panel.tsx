import { Link } from 'react-router';
import { CrisisResources } from '#web/components/crisis-resources';

const linkClasses = 'inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4';

/** The "Need help now?" panel: the crisis lines (the card links the safety plan and grounding), then the Reset Room. */
export default function NeedHelpPanel() {
  return (
    <div className="flex flex-col gap-3">
      <CrisisResources
        headingLevel={2}
        body="If you are in danger or thinking about harming yourself, please reach out now. You do not have to explain anything."
      />
      <nav aria-label="Other help" className="flex flex-wrap gap-x-6 gap-y-1">
        <Link to="/reset-room" className={linkClasses}>
          The Reset Room: breathe for a minute
        </Link>
      </nav>
    </div>
  );
}
