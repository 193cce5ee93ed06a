import { useState } from 'react';
import { EXPERIMENT_RESULTS, EXPERIMENT_RESULT_LABELS, type Experiment, type ExperimentResult } from '#shared/contracts/flowpath';
import { TypedCrisisCard } from '#web/components/typed-crisis-card';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/form-field';
import { useChangeExperiment } from '../api/experiment-changes';
import { type Unsaved, useUnsaved } from '../lib/unsaved';

/**
 * "Did it give energy back?": the member's answer and a note, saved on the experiment. A chosen
 * answer not yet saved counts as unsaved work on the stage; `onSaved` lets the stage say it is saved.
 */
export function ExperimentOutcome({ experiment, unsaved, onSaved }: { experiment: Experiment; unsaved: Unsaved; onSaved: () => void }) {
  const change = useChangeExperiment();
  const [result, setResult] = useState<ExperimentResult | null>(experiment.result);
  const [note, setNote] = useState(experiment.resultNote ?? '');
  const submit = async () => {
    try {
      await change.mutateAsync({ kind: 'update', id: experiment.id, patch: { result, resultNote: note } });
      onSaved();
      return true;
    } catch {
      return false;
    }
  };
  const changed = result !== null && (result !== experiment.result || note !== (experiment.resultNote ?? ''));
  useUnsaved(unsaved, `outcome-${experiment.id}`, changed ? submit : null);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Did it give energy back?</legend>
        {EXPERIMENT_RESULTS.map((value) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name={`result-${experiment.id}`} checked={result === value} onChange={() => setResult(value)} />
            {EXPERIMENT_RESULT_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label="What you noticed"
        name={`result-note-${experiment.id}`}
        rows={2}
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <TypedCrisisCard texts={note} />
      <div>
        <Button type="submit" variant="outline" pending={change.isPending} disabled={result === null}>
          Save what happened
        </Button>
      </div>
      {change.isError && (
        <p role="alert" className="text-sm font-semibold text-destructive">
          We could not save that. Please try again.
        </p>
      )}
    </form>
  );
}
