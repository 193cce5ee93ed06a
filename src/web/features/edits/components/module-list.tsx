import { Bookmark, CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { Link } from 'react-router';
import type { EditDetailResponse } from '#shared/contracts/edits';
import { modulePath } from '../lib/edit-paths';

type Module = EditDetailResponse['modules'][number];

const STATUS = {
  completed: { words: 'Completed', Icon: CheckCircle2, classes: 'text-primary' },
  current: { words: 'Up next', Icon: CircleDot, classes: 'text-accent-text' },
  not_started: { words: 'Not started', Icon: Circle, classes: 'text-muted-foreground' },
} as const;

/**
 * The modules of an Edit in order, each with its status and whether it is saved for later.
 * Spark Reboot names them by day ("Day 3").
 */
export function ModuleList({ edit, label }: { edit: Pick<EditDetailResponse, 'slug' | 'kind' | 'modules'>; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {edit.modules.map((module, index) => (
        <ModuleRow key={module.slug} pathSlug={edit.slug} module={module} position={index + 1} day={edit.kind === 'program'} />
      ))}
    </ol>
  );
}

function ModuleRow({ pathSlug, module, position, day }: { pathSlug: string; module: Module; position: number; day: boolean }) {
  const status = STATUS[module.status];
  return (
    <li className="flex items-start gap-4 rounded-card border border-border bg-surface p-4 sm:p-5">
      <status.Icon aria-hidden="true" strokeWidth={1.75} className={`mt-1 size-6 shrink-0 ${status.classes}`} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-sm font-semibold text-muted-foreground">{day ? `Day ${position}` : `Module ${position}`}</span>
        <Link
          to={modulePath(pathSlug, module.slug)}
          className="text-lg font-semibold text-foreground underline decoration-border underline-offset-4 hover:decoration-primary"
        >
          {module.title}
        </Link>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>{module.minutes} minutes</span>
          <span className={`font-semibold ${status.classes}`}>{status.words}</span>
          {module.saved && (
            <span className="flex items-center gap-1">
              <Bookmark aria-hidden="true" strokeWidth={1.75} className="size-4" />
              Saved for later
            </span>
          )}
        </span>
      </div>
    </li>
  );
}
