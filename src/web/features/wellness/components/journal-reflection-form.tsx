import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { JournalInput } from '#shared/contracts/journal';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { CrisisCard } from '#web/components/crisis-resources';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { useCrisisCheck } from '#web/lib/use-crisis-tier';
import { useZodForm } from '#web/lib/use-zod-form';
import { errorNotice } from '#web/lib/error-notice';
import { useCreateJournalEntry } from '../api/create-journal-entry';
import { MONTHLY_REFLECTION_TAG, reflectionTitle } from '../lib/journal-form';

export const REFLECTION_PROMPTS = [
  'What gave you energy this month, even briefly?',
  'What drained you, and is any of it yours to put down?',
  'One thing you would like to carry into next month.',
] as const;

/**
 * The month's reflection: one text box that saves a journal entry titled 'Reflection for
 * <Month YYYY>' and tagged 'monthly-reflection'. Everything typed stays on any failure.
 */
export function JournalReflectionForm({ monthName }: { monthName: string }) {
  const title = reflectionTitle(monthName);
  const schema = useMemo(
    () =>
      z
        .object({ body: z.string() })
        .transform(({ body }): z.input<typeof JournalInput> => ({ title, body, mood: null, tags: [MONTHLY_REFLECTION_TAG] }))
        .pipe(JournalInput),
    [title],
  );
  const form = useZodForm(schema, { body: '' });
  const create = useCreateJournalEntry();
  const [savedTier, setSavedTier] = useState<CrisisTier>(0);
  const { tier, concern } = useCrisisCheck(form.values.body, savedTier);

  const onSubmit = form.handleSubmit(
    async (input) => {
      const reply = await create.mutateAsync(input);
      setSavedTier(reply.crisisTier);
      form.setValues({ body: '' });
      form.setNotice({
        tone: 'success',
        message: (
          <>
            Saved to your journal as “{reply.entry.title}”.{' '}
            <Link
              to={`/wellness-dashboard/journal?tag=${MONTHLY_REFLECTION_TAG}`}
              className="font-semibold text-primary underline underline-offset-4"
            >
              Read your reflections
            </Link>
            {reply.crisis && <> What you wrote sounds heavy, so support is listed just below.</>}
          </>
        ),
      });
    },
    (error, fieldsMarked) =>
      fieldsMarked
        ? {
            tone: 'error',
            message: 'Your reflection needs a small change: the note under the box says what. Everything you wrote is still here.',
          }
        : errorNotice(error, 'Your reflection was not saved. Everything you wrote is still here: please try again in a moment.'),
  );

  return (
    <div className="flex flex-col gap-5">
      <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <p className="font-semibold">You might write about:</p>
          <ul className="ml-5 list-disc text-muted-foreground">
            {REFLECTION_PROMPTS.map((prompt) => (
              <li key={prompt}>{prompt}</li>
            ))}
          </ul>
        </div>
        <TextAreaField
          label={`Your reflection for ${monthName}`}
          rows={7}
          hint="It saves to your journal, private to you. A few lines are enough."
          {...form.text('body')}
        />
        <LiveNotice notice={form.notice} />
        <Button type="submit" className="self-start" pending={form.busy}>
          <Save aria-hidden="true" strokeWidth={1.75} />
          {form.busy ? 'Saving...' : 'Save to my journal'}
        </Button>
      </form>
      <CrisisCard tier={tier} concern={concern} headingLevel={3} />
    </div>
  );
}
