import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HARDSHIP_RECEIVED } from '#shared/contracts/memberships';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { CrisisCard } from '#web/components/crisis-resources';
import { ReceivedNotice } from '#web/components/received-notice';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { useCrisisTier } from '#web/lib/use-crisis-tier';
import { useZodForm } from '#web/lib/use-zod-form';
import { errorNotice } from '#web/lib/error-notice';
import { applyForHardship } from '../api/apply-for-hardship';
import { MY_HARDSHIP_KEY } from '../api/list-my-hardship-applications';
import { HardshipForm as Schema } from '../lib/hardship-form';
import { LevelChoice } from './level-choice';

/** The hardship application: the situation, the level asked for, an optional note. */
export function HardshipForm() {
  const form = useZodForm(Schema, { situation: '', requestedLevel: '', note: '' });
  const queryClient = useQueryClient();
  const [received, setReceived] = useState<{ message: string; crisisTier: CrisisTier } | null>(null);
  const typedTier = useCrisisTier([form.values.situation, form.values.note]);

  const onSubmit = form.handleSubmit(
    async (data) => {
      const reply = await applyForHardship(data);
      setReceived({ message: reply.decisionNote ?? HARDSHIP_RECEIVED, crisisTier: reply.crisisTier });
      void queryClient.invalidateQueries({ queryKey: MY_HARDSHIP_KEY });
    },
    (error, fieldsMarked) => {
      if (fieldsMarked) return { tone: 'error', message: 'A few fields need a look. The notes under them say what to change.' };
      // 409: an application is already being read; the server says so kindly.
      if (error instanceof ApiError && error.status === 409 && error.detail) return { tone: 'info', message: error.detail };
      return errorNotice(error, 'Your application did not reach us. Nothing you wrote is lost: please try again in a moment.');
    },
  );

  if (received) {
    return <ReceivedNotice title="Application sent" message={received.message} crisisTier={received.crisisTier} />;
  }

  const level = form.text('requestedLevel');
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="Hardship application" className="flex flex-col gap-5">
      <TextAreaField
        label="Your situation"
        rows={5}
        required
        hint="A few sentences are enough: what has changed, and what a membership would cost you right now. You do not need to share documents."
        {...form.text('situation')}
      />
      <LevelChoice name={level.name} value={level.value} error={level.error} onChange={(value) => form.setValue('requestedLevel', value)} />
      <TextAreaField
        label="Anything else? (optional)"
        rows={3}
        hint="For example, how long you expect things to be tight."
        {...form.text('note')}
      />
      <CrisisCard tier={typedTier} headingLevel={3} />
      <LiveNotice notice={form.notice} />
      <Button type="submit" className="self-start" disabled={form.busy}>
        {form.busy ? 'Sending...' : 'Send application'}
      </Button>
    </form>
  );
}
