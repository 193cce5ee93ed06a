import { useEffect, useRef, useState } from 'react';
import type { ExperimentInput } from '#shared/contracts/flowpath';
import { EXPERIMENT_KINDS, type ExperimentKind } from '#shared/flowpath/content';
import { TypedCrisisCard } from '#web/components/typed-crisis-card';
import { Button } from '#web/components/ui/button';
import { TextAreaField, TextField } from '#web/components/ui/form-field';
import { SelectField } from '#web/components/ui/select-field';
import { bindText } from '#web/lib/bind-text';
import { fieldErrorsOf } from '../lib/stage-props';
import { type Unsaved, sameData, useUnsaved } from '../lib/unsaved';

/**
 * The dates and words of one experiment, from the library (title and plan filled in), the member's
 * own, or a saved one being changed (`editing`: its kind stays). Every refused field shows its
 * message at once and focus goes to the first; changed words count as unsaved work on the stage.
 */
export function ExperimentForm({
  initial,
  kindTitles,
  onSave,
  onCancel,
  unsaved,
  draftKey,
  editing = false,
}: {
  initial: ExperimentInput;
  kindTitles: Record<ExperimentKind, string>;
  onSave: (input: ExperimentInput) => Promise<unknown>;
  onCancel: () => void;
  unsaved: Unsaved;
  /** Names this form's unsaved work on the stage (one per form). */
  draftKey: string;
  editing?: boolean;
}) {
  const [input, setInput] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<ExperimentInput>) => setInput((i) => ({ ...i, ...patch }));
  /** A written field's value, error and change, by its name in the input. */
  const field = (key: 'title' | 'plan' | 'startOn' | 'checkBackOn') => ({
    error: errors[key],
    ...bindText(input[key], (value) => set({ [key]: value })),
  });
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]')?.focus();
  }, [errors]);
  const submit = async () => {
    setBusy(true);
    try {
      await onSave(input);
      return true;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length ? fields : { form: 'We could not save the experiment. Please try again.' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  useUnsaved(unsaved, draftKey, sameData(input, initial) ? null : submit);
  return (
    <form
      ref={formRef}
      className="flex flex-col gap-4 rounded-card border border-primary/40 bg-surface p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField autoFocus label="Experiment" name="experiment-title" maxLength={80} {...field('title')} />
      {!initial.libraryId && !editing && (
        <SelectField
          label="Kind of experiment"
          name="experiment-kind"
          options={EXPERIMENT_KINDS.map((k) => ({ value: k, label: kindTitles[k] }))}
          value={input.kind}
          onChange={(e) => set({ kind: e.target.value as ExperimentKind })}
        />
      )}
      <TextAreaField label="What you’ll try" name="experiment-plan" rows={3} maxLength={2000} {...field('plan')} />
      <TypedCrisisCard texts={[input.title, input.plan]} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Start date" name="experiment-start" type="date" {...field('startOn')} />
        <TextField label="Check-back date" name="experiment-check-back" type="date" {...field('checkBackOn')} />
      </div>
      {errors.form && (
        <p data-form-error tabIndex={-1} className="font-semibold text-destructive outline-none">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={busy}>
          {editing ? 'Save changes' : 'Save experiment'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
