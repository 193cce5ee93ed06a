import { Link } from 'react-router';
import { useEdits } from '#web/features/edits/api/list-edits';
import { editPath, linkClasses } from '../lib/links';
import { EditProgress } from '#web/features/edits/components/edit-progress';
import { QueryState } from '#web/components/query-state';

/** The Edits the member has started (GET /api/edits), each with modules done of its total. */
export function EditsInProgress() {
  const edits = useEdits();
  return (
    <QueryState query={edits} what="your Edits">
      {(data) => {
        const started = data.edits.filter((edit) => edit.started || edit.completedCount > 0);
        if (started.length === 0) {
          return (
            <p className="max-w-[65ch] text-muted-foreground">
              No Edit started yet. Your{' '}
              <Link to="/my-reset-plan" className={linkClasses}>
                plan
              </Link>{' '}
              suggests one to begin with, whenever you are ready.
            </p>
          );
        }
        return (
          <ul className="flex flex-col gap-5" aria-label="Edits you have started">
            {started.map((edit) => {
              const finished = edit.moduleCount > 0 && edit.completedCount >= edit.moduleCount;
              return (
                <li key={edit.slug} className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <Link to={editPath(edit.slug)} className="text-lg font-semibold text-primary underline underline-offset-4">
                      {edit.title}
                    </Link>
                    {finished && <span className="text-sm font-semibold text-primary">Finished</span>}
                  </div>
                  <EditProgress edit={edit} />
                </li>
              );
            })}
          </ul>
        );
      }}
    </QueryState>
  );
}
