import { Save } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type PlanRhythm, WEEKDAYS } from '#shared/contracts/edits';
import { Button } from '#web/components/ui/button';
import { describedByIds, FieldError, TextField } from '#web/components/ui/form-field';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { SelectField } from '#web/components/ui/select-field';
import { ApiError } from '#web/lib/api-client';
import { useSaveRhythm } from '../api/save-rhythm';
import {
  DAY_NAMES,
  describeRhythm,
  parseDraft,
  placeErrors,
  type RhythmDraft,
  type RhythmErrors,
  toDraft,
  type Weekday,
} from '../lib/rhythm';

export const RHYTHM_SAVED = 'Your rhythm is saved. Change it whenever your weeks change.';
export const RHYTHM_NOT_SAVED = 'We could not save your rhythm just now. Your choices are still here: please try again in a moment.';
export const RHYTHM_CHECK = 'One choice needs another look: the note under it says why. Everything else is kept as you set it.';

const DAY_OPTIONS = Array.from({ length: 7 }, (_, i) => ({ value: String(i + 1), label: i === 0 ? '1 day' : `${i + 1} days` }));

/**
 * The weekly rhythm (PUT /api/plan/rhythm): how many days, which days usually suit, and how long
 * a session is. Checked with the server's schema first; server field errors show under their
 * fields; nothing chosen or typed is ever reset by an error.
 */
export function RhythmForm({ rhythm }: { rhythm: PlanRhythm }) {
  const [draft, setDraft] = useState<RhythmDraft>(() => toDraft(rhythm));
  const [errors, setErrors] = useState<RhythmErrors>({});
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const save = useSaveRhythm();
  const formRef = useRef<HTMLFormElement>(null);
  const daysGroupId = useId();
  const daysHintId = `${daysGroupId}-hint`;
  const daysErrorId = `${daysGroupId}-error`;

  const change = <K extends keyof RhythmDraft>(field: K, value: RhythmDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setNotice((current) => (current?.tone === 'success' ? null : current));
  };

  const toggleDay = (day: Weekday, on: boolean) =>
    change('preferredDays', on ? [...draft.preferredDays, day] : draft.preferredDays.filter((d) => d !== day));

  const focusPending = useRef(false);
  /** Shows the errors; focus then moves to the first field (in the form's order) that has one. */
  const showErrors = (next: RhythmErrors) => {
    focusPending.current = true;
    setErrors(next);
  };
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const fields = Array.from(formRef.current?.querySelectorAll<HTMLElement>('[data-field]') ?? []);
    fields.find((el) => errors[el.dataset.field as keyof RhythmErrors])?.focus();
  }, [errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = parseDraft(draft);
    if ('errors' in parsed) {
      showErrors(parsed.errors);
      setNotice({ tone: 'error', message: RHYTHM_CHECK });
      return;
    }
    try {
      await save.mutateAsync(parsed.rhythm);
      setErrors({});
      setNotice({ tone: 'success', title: RHYTHM_SAVED, message: describeRhythm(parsed.rhythm) });
    } catch (error) {
      const { errors: placed, unplaced } = placeErrors(error instanceof ApiError ? error.fieldErrors : []);
      if (Object.keys(placed).length > 0) {
        showErrors(placed);
        setNotice({ tone: 'error', message: unplaced[0] ?? RHYTHM_CHECK });
      } else {
        setNotice({ tone: 'error', message: RHYTHM_NOT_SAVED });
      }
    }
  };

  const chosen = draft.preferredDays.length;
  const perWeek = Number(draft.daysPerWeek);
  const daysHint =
    chosen > perWeek
      ? `You picked ${chosen} days for ${perWeek === 1 ? 'one session' : `${perWeek} sessions`}: any ${perWeek === 1 ? 'one' : perWeek} of them will do.`
      : 'Optional. Leave them all clear if your weeks are hard to predict.';

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6" aria-label="Your weekly rhythm">
      <SelectField
        label="Days a week"
        name="daysPerWeek"
        data-field="daysPerWeek"
        value={draft.daysPerWeek}
        onChange={(event) => change('daysPerWeek', event.target.value)}
        options={DAY_OPTIONS}
        error={errors.daysPerWeek}
        className="max-w-xs"
      />

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={describedByIds(daysHintId, errors.preferredDays && daysErrorId)}
        aria-invalid={errors.preferredDays ? true : undefined}
      >
        <legend className="font-semibold">Days that usually suit you</legend>
        <p id={daysHintId} className="text-sm text-muted-foreground">
          {daysHint}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          {WEEKDAYS.map((day, index) => (
            <label
              key={day}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-surface px-4 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input
                type="checkbox"
                name="preferredDays"
                value={day}
                data-field={index === 0 ? 'preferredDays' : undefined}
                checked={draft.preferredDays.includes(day)}
                onChange={(event) => toggleDay(day, event.target.checked)}
                className="size-5 accent-primary"
              />
              {DAY_NAMES[day]}
            </label>
          ))}
        </div>
        {errors.preferredDays && <FieldError id={daysErrorId}>{errors.preferredDays}</FieldError>}
      </fieldset>

      <TextField
        label="Minutes each time"
        name="minutesPerSession"
        data-field="minutesPerSession"
        type="number"
        inputMode="numeric"
        min={5}
        max={60}
        step={5}
        value={draft.minutesPerSession}
        onChange={(event) => change('minutesPerSession', event.target.value)}
        hint="From 5 to 60. Ten minutes is plenty; five counts too."
        error={errors.minutesPerSession}
        className="max-w-xs"
      />

      <div className="flex flex-col gap-3">
        <Button type="submit" className="self-start" pending={save.isPending}>
          <Save aria-hidden="true" strokeWidth={1.75} />
          {save.isPending ? 'Saving...' : 'Save my rhythm'}
        </Button>
        <LiveNotice notice={notice} />
      </div>
    </form>
  );
}
