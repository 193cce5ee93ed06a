import { Clock, Layers, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { EditCard as EditCardData } from '#shared/contracts/edits';
import { EDIT_NEED_LABELS } from '#shared/edits/definition';
import { editAction, SET_ASIDE_LINE } from '#shared/edits/edit-action';
import { IconFacts } from '#web/components/icon-facts';
import { buttonVariants } from '#web/components/ui/button';
import { editHomePath } from '../lib/edit-paths';
import { aboutMinutes } from '../lib/words';
import { EditProgress } from './edit-progress';

/** One Edit on /reset-paths: why it is recommended (the API's words), what it is, its length and progress. */
export function EditCard({ edit }: { edit: EditCardData }) {
  const headingId = `edit-${edit.slug}`;
  const action = editAction(edit);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full w-full flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-sm"
    >
      {edit.recommendedReason && (
        <p className="flex items-center gap-2 self-start rounded-full bg-accent/15 px-3 py-1 text-sm font-semibold text-accent-text">
          <Sparkles aria-hidden="true" strokeWidth={1.75} className="size-4" />
          {edit.recommendedReason}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <h3 id={headingId} className="text-2xl font-semibold">
          {edit.title}
        </h3>
        <p className="text-muted-foreground">{edit.summary}</p>
      </div>
      <ul aria-label="Helps you" className="flex flex-wrap gap-2">
        {edit.needs.map((need) => (
          <li key={need} className="rounded-full border border-border px-3 py-0.5 text-sm">
            {EDIT_NEED_LABELS[need]}
          </li>
        ))}
      </ul>
      <IconFacts
        small
        facts={[
          { icon: Clock, text: `${aboutMinutes(edit.minutes)} in all` },
          { icon: Layers, text: `${edit.moduleCount} modules` },
        ]}
      />
      <div className="mt-auto flex flex-col gap-2">
        <EditProgress edit={edit} />
        {action === 'Open' && <p className="text-sm text-muted-foreground">{SET_ASIDE_LINE}</p>}
      </div>
      <div>
        <Link
          to={editHomePath(edit)}
          className={buttonVariants({ variant: action === 'Start' ? 'default' : 'outline' })}
          aria-label={`${action} ${edit.title}`}
        >
          {action}
        </Link>
      </div>
    </article>
  );
}
