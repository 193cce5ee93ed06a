import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { EditDetailResponse } from '#shared/contracts/edits';
import { editHomePath } from '../lib/edit-paths';
import { usePageTitle } from '../lib/use-page-title';
import { EditProgress } from './edit-progress';
import { ModuleList } from './module-list';
import { StartButton } from './start-button';

/** /reset-paths/:pathSlug/modules (spec 2.5): the modules of one Edit with their status and what is saved. */
export function EditModules({ edit }: { edit: EditDetailResponse }) {
  usePageTitle(`${edit.title}: modules`);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-4">
        <Link
          to={editHomePath(edit)}
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" strokeWidth={1.75} className="size-5" />
          Back to {edit.title}
        </Link>
        <h1 className="text-3xl font-semibold sm:text-4xl">{edit.title}: modules</h1>
        <p className="max-w-[70ch] text-muted-foreground">Take them in order, or open whichever one speaks to you today. {edit.rhythm}.</p>
        <EditProgress completed={edit.completedCount} total={edit.moduleCount} title={edit.title} className="max-w-md" />
        <StartButton edit={edit} startLabel="Start this Edit" />
      </div>
      <ModuleList edit={edit} label={`Modules of ${edit.title}`} />
    </div>
  );
}
