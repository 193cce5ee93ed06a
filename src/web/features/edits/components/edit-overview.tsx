import { Clock, Layers, Repeat, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { IconFacts } from '#web/components/icon-facts';
import type { EditDetailResponse } from '#shared/contracts/edits';
import { EDIT_NEED_LABELS } from '#shared/edits/definition';
import { BackLink } from '#web/components/back-link';
import { useFocusWhen } from '#web/lib/use-focus-when';
import { editModulesPath } from '../lib/edit-paths';
import { usePageTitle } from '../lib/use-page-title';
import { aboutMinutes, resultWords } from '../lib/words';
import { EditAbout } from './edit-about';
import { EditProgress } from './edit-progress';
import { ModuleList } from './module-list';
import { SetAsideButton, SetAsideNotice } from './set-aside-edit';
import { StartButton } from './start-button';

/** /reset-paths/:pathSlug (spec 2.5): one Edit, who it is for, its modules, Start or Continue. */
export function EditOverview({ edit }: { edit: EditDetailResponse }) {
  usePageTitle(edit.title);
  // Setting aside, or picking up again, swaps the button that had focus for the other: focus follows.
  const asideNotice = useFocusWhen<HTMLDivElement>(edit.setAside);
  const asideButton = useFocusWhen<HTMLButtonElement>(!edit.setAside);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-5">
        <BackLink to="/reset-paths">All Edits</BackLink>
        {edit.recommendedReason && (
          <p className="flex items-center gap-2 self-start rounded-full bg-accent/15 px-3 py-1 text-sm font-semibold text-accent-text">
            <Sparkles aria-hidden="true" strokeWidth={1.75} className="size-4" />
            {edit.recommendedReason}
          </p>
        )}
        <h1 className="text-3xl font-semibold sm:text-4xl">{edit.title}</h1>
        <p className="max-w-[70ch] text-lg text-muted-foreground">{edit.summary}</p>
        <IconFacts
          facts={[
            { icon: Clock, text: `${aboutMinutes(edit.minutes)} in all` },
            { icon: Layers, text: `${edit.moduleCount} short modules` },
            { icon: Repeat, text: edit.rhythm },
          ]}
        />
        <EditProgress edit={edit} className="max-w-md" />
        {edit.setAside && <SetAsideNotice edit={edit} ref={asideNotice} />}
        <StartButton edit={edit} startLabel="Start this Edit" />
        {!edit.setAside && (edit.started || edit.completedCount > 0) && edit.nextModule && <SetAsideButton edit={edit} ref={asideButton} />}
      </div>

      <EditAbout edit={edit} ids={{ forWhom: 'for-whom', about: 'about-edit' }} aboutTitle="About this Edit">
        <Serves edit={edit} />
      </EditAbout>

      <section aria-labelledby="edit-modules" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="edit-modules" className="text-2xl font-semibold">
            Modules
          </h2>
          <Link to={editModulesPath(edit)} className="font-semibold text-primary underline underline-offset-4">
            Module list with what you saved
          </Link>
        </div>
        <ModuleList edit={edit} label={`Modules of ${edit.title}`} />
      </section>
    </div>
  );
}

function Serves({ edit }: { edit: EditDetailResponse }) {
  const results = [...edit.serves.burnoutTypes, ...edit.serves.archetypes].map(resultWords);
  return (
    <div className="flex flex-col gap-2 text-muted-foreground">
      <p>
        <span className="font-semibold text-foreground">Helps you: </span>
        {edit.needs.map((need) => EDIT_NEED_LABELS[need]).join(', ')}.
      </p>
      {results.length > 0 && (
        <p>
          <span className="font-semibold text-foreground">Often suggested when results show: </span>
          {results.join(', ')}.
        </p>
      )}
    </div>
  );
}
