import { ArrowRight, Sparkles } from 'lucide-react';
import { WRAPPING_BUTTON } from '../lib/links';
import { Link } from 'react-router';
import type { EditCard } from '#shared/contracts/edits';
import { editAction, SET_ASIDE_LINE } from '#shared/edits/edit-action';
import { buttonVariants } from '#web/components/ui/button';
import { editPath } from '../lib/links';
import { EditProgress } from '#web/features/edits/components/edit-progress';

/** "Recommended for your System Override result": the API's reason, as a calm label. */
export function ReasonLabel({ reason }: { reason: string }) {
  return (
    <p className="flex items-center gap-2 self-start rounded-full bg-accent/15 px-3 py-1 text-sm font-semibold text-accent-text">
      <Sparkles aria-hidden="true" strokeWidth={1.75} className="size-4" />
      {reason}
    </p>
  );
}

/** The plan's first recommendation: why, what it is, how far along, and the way in. */
export function RecommendedEdit({ edit }: { edit: EditCard }) {
  const action = editAction(edit);
  return (
    <div className="flex flex-col gap-4">
      {edit.recommendedReason && <ReasonLabel reason={edit.recommendedReason} />}
      <div className="flex flex-col gap-2">
        <h3 className="text-xl font-semibold">{edit.title}</h3>
        <p className="max-w-[70ch] text-muted-foreground">{edit.summary}</p>
        <p className="text-sm text-muted-foreground">
          {edit.moduleCount} modules, about {edit.minutes} minutes in all.
        </p>
      </div>
      <EditProgress edit={edit} />
      {action === 'Open' && <p className="text-sm text-muted-foreground">{SET_ASIDE_LINE}</p>}
      <Link to={editPath(edit.slug)} className={buttonVariants({ variant: 'outline', className: WRAPPING_BUTTON })}>
        {action} {edit.title}
        <ArrowRight aria-hidden="true" strokeWidth={1.75} />
      </Link>
    </div>
  );
}

/** The other recommended Edits, each with its reason and a link. */
export function AlsoRecommended({ edits }: { edits: EditCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {edits.map((edit) => (
        <li key={edit.slug} className="flex flex-col gap-3 rounded-card border border-border bg-background p-5">
          {edit.recommendedReason && <ReasonLabel reason={edit.recommendedReason} />}
          <Link to={editPath(edit.slug)} className="text-lg font-semibold text-primary underline underline-offset-4">
            {edit.title}
          </Link>
          <p className="text-muted-foreground">{edit.summary}</p>
          <p className="mt-auto text-sm text-muted-foreground">
            {edit.completedCount > 0
              ? `${edit.completedCount} of ${edit.moduleCount} modules done`
              : `${edit.moduleCount} modules, about ${edit.minutes} minutes`}
          </p>
        </li>
      ))}
    </ul>
  );
}
