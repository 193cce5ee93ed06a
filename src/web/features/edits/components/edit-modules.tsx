import type { EditDetailResponse } from '#shared/contracts/edits';
import { BackLink } from '#web/components/back-link';
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
        <BackLink to={editHomePath(edit)}>Back to {edit.title}</BackLink>
        <h1 className="text-3xl font-semibold sm:text-4xl">{edit.title}: modules</h1>
        <p className="max-w-[70ch] text-muted-foreground">Take them in order, or open whichever one speaks to you today. {edit.rhythm}.</p>
        <EditProgress edit={edit} className="max-w-md" />
        <StartButton edit={edit} startLabel="Start this Edit" />
      </div>
      <ModuleList edit={edit} label={`Modules of ${edit.title}`} />
    </div>
  );
}
