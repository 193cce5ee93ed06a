import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  BREAK_MINUTES,
  COMMUNICATION_STYLES,
  COMMUNICATION_TONES,
  LEARNING_PACES,
  Preferences,
  type PreferencesResponse,
} from '#shared/contracts/wellness';
import { BURNOUT_CHECK_FREQUENCIES } from '#shared/wellness/rules';
import { ChangedElsewhereNotice } from '#web/components/changed-elsewhere-notice';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { LiveNotice } from '#web/components/ui/notice';
import { SelectField } from '#web/components/ui/select-field';
import { Switch } from '#web/components/ui/switch';
import { ApiError } from '#web/lib/api-client';
import { useFollowServer } from '#web/lib/use-follow-server';
import { useZodForm } from '#web/lib/use-zod-form';
import { useWellnessPreferences } from '../api/get-preferences';
import { useSaveWellnessPreferences } from '../api/save-preferences';
import { QueryState } from '#web/components/query-state';

const FREQUENCY_LABELS: Record<(typeof BURNOUT_CHECK_FREQUENCIES)[number], string> = {
  daily: 'Every day',
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Every month',
  never: 'Never (no reminder)',
};
const STYLE_LABELS: Record<(typeof COMMUNICATION_STYLES)[number], string> = {
  gentle: 'Gentle: soft and encouraging',
  direct: 'Direct: short and to the point',
  detailed: 'Detailed: the why as well as the what',
};
const PACE_LABELS: Record<(typeof LEARNING_PACES)[number], string> = {
  slow: 'Slow: one small step at a time',
  steady: 'Steady: a little, most days',
  quick: 'Quick: more at once when I have energy',
};
const TONE_LABELS: Record<(typeof COMMUNICATION_TONES)[number], string> = {
  warm: 'Warm',
  calm: 'Calm',
  practical: 'Practical',
};

export function breakMinutesLabel(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? 'Every hour' : `Every ${minutes / 60} hours`;
  return `Every ${minutes} minutes`;
}

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** The form keeps the interval as the select's text; the shared schema checks the number. */
const PreferencesForm = Preferences.extend({ break_frequency_minutes: z.coerce.number().pipe(Preferences.shape.break_frequency_minutes) });

export const PREFERENCES_MESSAGES = {
  savedTitle: 'Preferences saved',
  savedDescription: 'Your reminders and preferences are updated.',
  /** Spec 8. */
  failed: 'Failed to update settings. Please try again.',
} as const;

/** The reminders and preferences of /account-settings (GET and PUT /api/wellness/preferences). */
export function PreferencesSection() {
  const preferences = useWellnessPreferences();
  return (
    <QueryState query={preferences} what="your preferences">
      {(saved) => <PreferencesFields saved={saved} />}
    </QueryState>
  );
}

/** The saved preferences in the form's shape (the interval as the select's text). */
const formValues = (saved: PreferencesResponse) => ({
  burnout_check_frequency: saved.burnout_check_frequency as string,
  mindful_break_reminders: saved.mindful_break_reminders,
  break_frequency_minutes: String(saved.break_frequency_minutes),
  communication_style: saved.communication_style as string,
  learning_pace: saved.learning_pace as string,
  communication_tone: saved.communication_tone as string,
});

/**
 * Spec 3 user_preferences: the burnout check rhythm, mindful break reminders (Premium, spec 6)
 * and their interval, and how guidance speaks to the member. Field errors show under their
 * fields and every choice is kept when saving fails. Preferences saved in another tab or device
 * (spec 7) fill the form, or wait behind a notice while this person has unsaved edits.
 */
function PreferencesFields({ saved }: { saved: PreferencesResponse }) {
  const { premium } = saved;
  const form = useZodForm(PreferencesForm, formValues(saved));
  const follow = useFollowServer(form, formValues(saved));
  const save = useSaveWellnessPreferences();
  const switchLabel = useId();
  const switchHint = useId();
  const switchError = useId();

  const onSubmit = form.handleSubmit(
    async (data) => {
      follow.saved(formValues(await save.mutateAsync(data)));
      toast.success(PREFERENCES_MESSAGES.savedTitle, { description: PREFERENCES_MESSAGES.savedDescription });
    },
    (error, fieldsMarked) => {
      if (fieldsMarked) return { tone: 'error', message: 'Please check the fields marked above.' };
      if (error instanceof ApiError && error.status === 0) return { tone: 'error', message: error.detail };
      return { tone: 'error', message: PREFERENCES_MESSAGES.failed };
    },
  );

  const breaksOn = form.values.mindful_break_reminders === true;
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="Reminders and preferences" className="flex flex-col gap-7">
      <div className="flex flex-col gap-1.5">
        <SelectField label="Burnout check reminder" options={options(FREQUENCY_LABELS)} {...form.text('burnout_check_frequency')} />
        <p className="text-sm text-muted-foreground">
          How often we invite you to a two-minute check-in. Choose Never to turn the reminder off.
        </p>
      </div>

      <div className="flex flex-col gap-3 rounded-card border border-border p-5">
        <div className="flex items-center justify-between gap-4">
          <span id={switchLabel} className="font-semibold">
            Mindful break reminders{' '}
            <Badge variant="secondary" className="ml-1">
              Premium
            </Badge>
          </span>
          <Switch
            name="mindful_break_reminders"
            checked={breaksOn}
            disabled={!premium}
            onCheckedChange={(checked) => form.setValue('mindful_break_reminders', checked)}
            aria-labelledby={switchLabel}
            aria-describedby={form.errors.mindful_break_reminders ? `${switchHint} ${switchError}` : switchHint}
            aria-invalid={form.errors.mindful_break_reminders ? true : undefined}
          />
        </div>
        <div id={switchHint} className="flex flex-col gap-2 text-sm text-muted-foreground">
          <p>A short pause every so often, with a breathing practice to try. Reminders show while Recalibrate is open.</p>
          {!premium && (
            <p>
              Break reminders are a Premium feature, so this switch is off for now.{' '}
              <Link to="/memberships" className="font-semibold text-primary underline underline-offset-4">
                See memberships
              </Link>
            </p>
          )}
        </div>
        {form.errors.mindful_break_reminders && (
          <p id={switchError} className="text-sm font-semibold text-destructive">
            {form.errors.mindful_break_reminders}
          </p>
        )}
        <SelectField
          label="How often to take a break"
          options={BREAK_MINUTES.map((minutes) => ({ value: String(minutes), label: breakMinutesLabel(minutes) }))}
          disabled={!premium}
          {...form.text('break_frequency_minutes')}
        />
      </div>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-1 font-semibold">How guidance speaks to you</legend>
        <p className="text-sm text-muted-foreground">Used by Sofia and your Edits to fit their words and pace to you.</p>
        <SelectField label="Communication style" options={options(STYLE_LABELS)} {...form.text('communication_style')} />
        <SelectField label="Learning pace" options={options(PACE_LABELS)} {...form.text('learning_pace')} />
        <SelectField label="Tone" options={options(TONE_LABELS)} {...form.text('communication_tone')} />
      </fieldset>

      <ChangedElsewhereNotice what="preferences" show={follow.changedElsewhere} onLoad={follow.loadSaved} />
      <LiveNotice notice={form.notice} />
      <Button type="submit" pending={form.busy} className="self-start">
        {form.busy ? 'Saving...' : 'Save Preferences'}
      </Button>
    </form>
  );
}
