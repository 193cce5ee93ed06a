import { useState } from 'react';
import { EXPERIMENT_RESULTS, EXPERIMENT_RESULT_LABELS, type Experiment, type ExperimentResult } from '#shared/contracts/flowpath';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/form-field';
import { useChangeExperiment } from '../api/experiment-changes';

/** "Did it give energy back?": the member's answer and a note, saved on the experiment. */
export function ExperimentOutcome({ experiment }: { experiment: Experiment }) {
  const change = useChangeExperiment();
  const [result, setResult] = useState<ExperimentResult | null>(experiment.result);
  const [note, setNote] = useState(experiment.resultNote ?? '');
  const [saved, setSaved] = useState(false);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        change.mutate({ kind: 'update', id: experiment.id, patch: { result, resultNote: note } }, { onSuccess: () => setSaved(true) });
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
      <div>
        <Button type="submit" variant="outline" disabled={change.isPending || result === null}>
          Save what happened
        </Button>
      </div>
      <p role="status" className="text-sm">
        {saved
          ? 'Saved. An experiment that did not work still tells you something.'
          : change.isError
            ? 'We could not save that. Please try again.'
            : ''}
      </p>
    </form>
  );
}
