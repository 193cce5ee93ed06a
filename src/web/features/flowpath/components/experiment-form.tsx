import { useState } from 'react';
import type { ExperimentInput } from '#shared/contracts/flowpath';
import { EXPERIMENT_KINDS, type ExperimentKind } from '#shared/flowpath/content';
import { Button } from '#web/components/ui/button';
import { TextAreaField, TextField } from '#web/components/ui/form-field';
import { SelectField } from '#web/components/ui/select-field';
import { bindText } from '#web/lib/bind-text';
import { fieldErrorsOf } from '../lib/stage-props';

/** The dates and words of one experiment, from the library (title and plan filled in) or the member's own. */
export function ExperimentForm({
  initial,
  kindTitles,
  onSave,
  onCancel,
}: {
  initial: ExperimentInput;
  kindTitles: Record<ExperimentKind, string>;
  onSave: (input: ExperimentInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [input, setInput] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ExperimentInput>) => setInput((i) => ({ ...i, ...patch }));
  /** A written field's value, error and change, by its name in the input. */
  const field = (key: 'title' | 'plan' | 'startOn' | 'checkBackOn') => ({
    error: errors[key],
    ...bindText(input[key], (value) => set({ [key]: value })),
  });
  return (
    <form
      className="flex flex-col gap-4 rounded-card border border-primary/40 bg-surface p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          await onSave(input);
        } catch (error) {
          const fields = fieldErrorsOf(error);
          setErrors(Object.keys(fields).length ? fields : { form: 'We could not save the experiment. Please try again.' });
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextField autoFocus label="Experiment" name="experiment-title" maxLength={80} {...field('title')} />
      {!initial.libraryId && (
        <SelectField
          label="Kind of experiment"
          name="experiment-kind"
          options={EXPERIMENT_KINDS.map((k) => ({ value: k, label: kindTitles[k] }))}
          value={input.kind}
          onChange={(e) => set({ kind: e.target.value as ExperimentKind })}
        />
      )}
      <TextAreaField label="What you’ll try" name="experiment-plan" rows={3} maxLength={2000} {...field('plan')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Start date" name="experiment-start" type="date" {...field('startOn')} />
        <TextField label="Check-back date" name="experiment-check-back" type="date" {...field('checkBackOn')} />
      </div>
      {errors.form && <p className="font-semibold text-destructive">{errors.form}</p>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={busy}>
          Save experiment
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
