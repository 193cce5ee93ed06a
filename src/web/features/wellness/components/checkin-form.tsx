import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type CheckinInput, CheckinInput as CheckinSchema } from '#shared/contracts/wellness';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { CHECKIN_MEASURES, CHECKIN_MESSAGES, CHECKIN_SCALE, type CheckinMeasure } from '#shared/wellness/rules';
import { CrisisCard } from '#web/components/crisis-resources';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/form-field';
import { ApiError } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { useCrisisCheck } from '#web/lib/use-crisis-tier';
import { useSession } from '#web/features/auth/api/get-session';
import { CHECKIN_PATH, useSaveCheckin } from '../api/save-checkin';
import { checkinFailedToast, checkinSavedToast, savedOnDeviceToast } from '../lib/wellness-toasts';
import { ON_DEVICE_MESSAGE, isOnDevice, newClientId, saveOrKeep } from '../lib/save-or-keep';
import { CheckinSlider } from './checkin-slider';

type Ratings = Record<CheckinMeasure, number>;
type Field = CheckinMeasure | 'notes';

const DEFAULT_RATINGS = Object.fromEntries(CHECKIN_MEASURES.map((measure) => [measure, CHECKIN_SCALE.default])) as Ratings;

interface CheckinFormProps {
  /** `compact`: the five sliders only (the reminder's inline check-in); `full` adds notes. */
  variant?: 'full' | 'compact';
  /** After a save (the success toast, or with a crisis card its words in the form, has already shown). */
  onSaved?: (crisis: boolean) => void;
  /** Heading level of the crisis card, to fit the page around the form. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The wellness check-in (spec 2.14, 3, 5): five sliders from 1 to 10 starting at 5, and optional
 * notes. Saving shows 'Burnout check complete'; a failure shows 'Error saving check-in' and keeps
 * every value. Crisis language in the notes (while typing, or as the server says on save) shows
 * the crisis resources below the notes; the save is never held back, and then shows no toast, which
 * on a phone would cover the card's lines (review 6): the form says it instead. With no connection the
 * check-in is kept on this device and sent when the connection returns (decision 151).
 */
export function CheckinForm({ variant = 'full', onSaved, headingLevel = 2, className }: CheckinFormProps) {
  const [ratings, setRatings] = useState<Ratings>(DEFAULT_RATINGS);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [savedTier, setSavedTier] = useState<CrisisTier>(0);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [keptOnDevice, setKeptOnDevice] = useState(false);
  const save = useSaveCheckin();
  const userId = useSession().user?.id;
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);
  const { tier, concern } = useCrisisCheck(notes, savedTier);
  const full = variant === 'full';

  // After errors render, focus the first field that has one.
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const showErrors = (list: readonly { field: string; message: string }[]) => {
    const next: Partial<Record<Field, string>> = {};
    for (const { field, message } of list) {
      if (field === 'notes' || (CHECKIN_MEASURES as readonly string[]).includes(field)) next[field as Field] ??= message;
    }
    focusError.current = Object.keys(next).length > 0;
    setErrors(next);
  };

  const setRating = (measure: CheckinMeasure, value: number) => {
    setRatings((current) => ({ ...current, [measure]: value }));
    setErrors((current) => (current[measure] ? { ...current, [measure]: undefined } : current));
    setSavedAt(null);
    setKeptOnDevice(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: CheckinInput = { ...ratings, ...(full && notes.trim() ? { notes } : {}) };
    const parsed = CheckinSchema.safeParse(input);
    if (!parsed.success) {
      showErrors(parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })));
      return;
    }
    setErrors({});
    // The id makes a send whose answer was lost safe to repeat (the server answers the first result).
    const body: CheckinInput = { ...parsed.data, client_id: newClientId() };
    const label = 'Check-in';
    saveOrKeep(() => save.mutateAsync(body), userId, {
      key: body.client_id!,
      kind: 'checkin',
      method: 'POST',
      path: CHECKIN_PATH,
      body,
      label,
    }).then(
      (reply) => {
        if (isOnDevice(reply)) {
          savedOnDeviceToast();
          setKeptOnDevice(true);
          return;
        }
        if (reply.crisisTier === 0) checkinSavedToast();
        setSavedTier(reply.crisisTier);
        setSavedAt(reply.checkin.created_at);
        onSaved?.(reply.crisis);
      },
      (error: unknown) => {
        checkinFailedToast();
        if (error instanceof ApiError) showErrors(error.fieldErrors);
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Your check-in" className={cn('flex flex-col gap-8', className)}>
      <fieldset className={cn('flex flex-col', full ? 'gap-7' : 'gap-5')}>
        <legend className={full ? 'mb-5 text-xl font-semibold' : 'sr-only'}>How are you right now?</legend>
        {CHECKIN_MEASURES.map((measure) => (
          <CheckinSlider
            key={measure}
            measure={measure}
            value={ratings[measure]}
            onChange={(value) => setRating(measure, value)}
            error={errors[measure]}
          />
        ))}
      </fieldset>
      {full && (
        <TextAreaField
          label="Notes (optional)"
          name="notes"
          rows={4}
          value={notes}
          onChange={(event) => {
            setNotes(event.target.value);
            setSavedAt(null);
            setKeptOnDevice(false);
            if (errors.notes) setErrors((current) => ({ ...current, notes: undefined }));
          }}
          error={errors.notes}
          hint="Anything you want to remember about today. Only you can see it."
        />
      )}
      {full && <CrisisCard tier={tier} concern={concern} headingLevel={headingLevel} />}
      <div className="flex flex-col gap-4">
        {/* With a crisis card there is no toast over it: the save's words are announced here instead. */}
        <p role="status" className="sr-only">
          {savedAt && savedTier > 0 ? `${CHECKIN_MESSAGES.savedTitle}. ${CHECKIN_MESSAGES.savedDescription}` : ''}
        </p>
        <Button type="submit" pending={save.isPending} className="self-start">
          {save.isPending ? 'Saving...' : 'Save Check-in'}
        </Button>
        {keptOnDevice && <p className="max-w-[70ch] text-muted-foreground">{ON_DEVICE_MESSAGE}</p>}
        {full && savedAt && (
          // The toast announces the save; this line says where to find it afterwards.
          <p className="max-w-[70ch] text-muted-foreground">
            Saved. You can see it on your{' '}
            <Link to="/wellness-calendar" className="font-semibold text-primary underline underline-offset-4">
              Wellness Calendar
            </Link>{' '}
            and your{' '}
            <Link to="/wellness-dashboard" className="font-semibold text-primary underline underline-offset-4">
              Wellness Dashboard
            </Link>
            .
          </p>
        )}
      </div>
    </form>
  );
}
