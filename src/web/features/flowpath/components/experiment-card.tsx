import { useState } from 'react';
import type { Experiment, ExperimentInput } from '#shared/contracts/flowpath';
import type { ExperimentKind } from '#shared/flowpath/content';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { formatDay } from '#web/lib/dates';
import { useFocusWhen } from '#web/lib/use-focus-when';
import { useChangeExperiment } from '../api/experiment-changes';
import type { Unsaved } from '../lib/unsaved';
import { ExperimentForm } from './experiment-form';
import { ExperimentOutcome } from './experiment-outcome';
import { RemoveDialog } from './remove-dialog';

/**
 * One saved experiment: its dates and words (changeable: moving the check-back date moves its
 * reminder; a recorded outcome stays), what came of it, and Remove after a confirmation. What
 * happened is said by the stage's one status line (`onDone`), which takes focus when the control
 * that had it is gone.
 */
export function ExperimentCard({
  experiment,
  kindTitles,
  unsaved,
  onDone,
}: {
  experiment: Experiment;
  kindTitles: Record<ExperimentKind, string>;
  unsaved: Unsaved;
  onDone: (message: string, focus: boolean) => void;
}) {
  const change = useChangeExperiment();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editButton = useFocusWhen<HTMLButtonElement>(!editing);
  const initial: ExperimentInput = {
    libraryId: experiment.libraryId,
    kind: experiment.kind,
    title: experiment.title,
    plan: experiment.plan,
    startOn: experiment.startOn,
    checkBackOn: experiment.checkBackOn,
  };
  const saveEdit = async ({ title, plan, startOn, checkBackOn }: ExperimentInput) => {
    await change.mutateAsync({ kind: 'update', id: experiment.id, patch: { title, plan, startOn, checkBackOn } });
    setEditing(false);
    onDone(`Your changes to “${title}” are saved.`, false);
  };
  const remove = async () => {
    try {
      await change.mutateAsync({ kind: 'remove', id: experiment.id });
    } catch {
      return; // The dialog says what went wrong.
    }
    setConfirming(false);
    onDone(`“${experiment.title}” was removed.`, true);
  };

  if (editing) {
    return (
      <ExperimentForm
        initial={initial}
        kindTitles={kindTitles}
        editing
        unsaved={unsaved}
        draftKey={`edit-${experiment.id}`}
        onSave={saveEdit}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h4 className="text-lg font-semibold">{experiment.title}</h4>
      <p className="text-sm text-muted-foreground">
        {kindTitles[experiment.kind]} · from {formatDay(experiment.startOn)}, check back {formatDay(experiment.checkBackOn)}
      </p>
      {experiment.plan && <p className="whitespace-pre-line">{experiment.plan}</p>}
      <ExperimentOutcome experiment={experiment} unsaved={unsaved} onSaved={() => onDone(OUTCOME_SAVED, false)} />
      <div className="flex flex-wrap gap-2">
        <Button ref={editButton} variant="ghost" size="sm" className="py-2 text-left whitespace-normal!" onClick={() => setEditing(true)}>
          Change {experiment.title}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="py-2 text-left whitespace-normal!"
          onClick={() => {
            change.reset();
            setConfirming(true);
          }}
        >
          Remove {experiment.title}
        </Button>
      </div>
      <RemoveDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove this experiment?"
        description={`“${experiment.title}”, its dates and what you noted about it will be gone for good.`}
        confirm="Remove experiment"
        pending={change.isPending}
        failed={change.isError ? 'The experiment was not removed. Check your connection and try again.' : null}
        onConfirm={remove}
      />
    </Card>
  );
}

const OUTCOME_SAVED = 'Saved. An experiment that did not work still tells you something.';
