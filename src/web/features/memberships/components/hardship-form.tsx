import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HARDSHIP_RECEIVED } from '#shared/contracts/memberships';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { ReceivedNotice } from '#web/components/received-notice';
import { SendFormFooter } from '#web/components/send-form-footer';
import { TextAreaField } from '#web/components/ui/form-field';
import { ApiError } from '#web/lib/api-client';
import { useCrisisCheck } from '#web/lib/use-crisis-tier';
import { useZodForm } from '#web/lib/use-zod-form';
import { sendFailure } from '#web/lib/send-failure';
import { applyForHardship } from '../api/apply-for-hardship';
import { MY_HARDSHIP_KEY } from '../api/list-my-hardship-applications';
import { HardshipForm as Schema } from '../lib/hardship-form';
import { LevelChoice } from './level-choice';

const notDelivered = sendFailure('Your application did not reach us. Nothing you wrote is lost: please try again in a moment.');

/** The hardship application: the situation, the level asked for, an optional note. */
export function HardshipForm({ onSent }: { onSent?: () => void } = {}) {
  const form = useZodForm(Schema, { situation: '', requestedLevel: '', note: '' });
  const queryClient = useQueryClient();
  const [received, setReceived] = useState<{ message: string; crisisTier: CrisisTier } | null>(null);
  const typed = useCrisisCheck([form.values.situation, form.values.note]);

  const onSubmit = form.handleSubmit(
    async (data) => {
      const reply = await applyForHardship(data);
      setReceived({ message: reply.decisionNote ?? HARDSHIP_RECEIVED, crisisTier: reply.crisisTier });
      onSent?.();
      void queryClient.invalidateQueries({ queryKey: MY_HARDSHIP_KEY });
    },
    (error, fieldsMarked) => {
      // 409: an application is already being read; the server says so kindly.
      if (!fieldsMarked && error instanceof ApiError && error.status === 409 && error.detail)
        return { tone: 'info', message: error.detail };
      return notDelivered(error, fieldsMarked);
    },
  );

  if (received) {
    return (
      <ReceivedNotice title="Application sent" message={received.message} crisisTier={received.crisisTier} crisisConcern={typed.concern} />
    );
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
      <SendFormFooter label="Send application" busy={form.busy} notice={form.notice} crisis={typed} />
    </form>
  );
}
