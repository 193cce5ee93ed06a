import { useState } from 'react';
import { COACH_APPLICATION_RECEIVED } from '#shared/contracts/coaching';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { ReceivedNotice } from '#web/components/received-notice';
import { ReplyToFields } from '#web/components/reply-to-fields';
import { SendFormFooter } from '#web/components/send-form-footer';
import { TextAreaField } from '#web/components/ui/form-field';
import { useCrisisCheck } from '#web/lib/use-crisis-tier';
import { useZodForm } from '#web/lib/use-zod-form';
import { sendFailure } from '#web/lib/send-failure';
import { sendCoachApplication } from '../api/send-coach-application';
import { CoachApplicationForm as Schema } from '../lib/application-form';

const EMPTY = { name: '', email: '', credentials: '', experience: '', approach: '', links: '' };

/** The written questions, in the order the form asks them. */
const QUESTIONS = [
  {
    name: 'credentials',
    label: 'Training and credentials',
    rows: 3,
    required: true,
    hint: 'For example ICF or EMCC accreditation, a counselling or psychology qualification, or other training.',
  },
  {
    name: 'experience',
    label: 'Your experience',
    rows: 5,
    required: true,
    hint: 'Who you have worked with, for how long, and your experience with burnout and stress.',
  },
  {
    name: 'approach',
    label: 'How you work',
    rows: 5,
    required: true,
    hint: 'Your approach, in your own words: how a first session goes, and how you pace the work.',
  },
  {
    name: 'links',
    label: 'Links (optional)',
    rows: 3,
    required: false,
    hint: 'Up to five web addresses, one per line: your website, a profile, a credential we can check.',
  },
] as const;

/** The /coach-application form: what we ask, checked with the server's rules, nothing lost on failure. */
export function CoachApplicationForm() {
  const form = useZodForm(Schema, EMPTY);
  const [received, setReceived] = useState<{ email: string; message: string; crisisTier: CrisisTier } | null>(null);
  const typed = useCrisisCheck([form.values.credentials, form.values.experience, form.values.approach]);

  const onSubmit = form.handleSubmit(async (data) => {
    const reply = await sendCoachApplication(data);
    setReceived({ email: reply.email, message: reply.decisionNote ?? COACH_APPLICATION_RECEIVED, crisisTier: reply.crisisTier });
  }, sendFailure('Your application did not reach us. Nothing you wrote is lost: please try again in a moment.'));

  if (received) {
    return (
      <ReceivedNotice
        title="Application received"
        message={received.message}
        crisisTier={received.crisisTier}
        crisisConcern={typed.concern}
      >
        <p className="text-muted-foreground">We will write to {received.email}.</p>
      </ReceivedNotice>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="Apply to coach" className="flex flex-col gap-5">
      <ReplyToFields name={form.text('name')} email={form.text('email')} />
      {QUESTIONS.map(({ name, ...question }) => (
        <TextAreaField key={name} {...question} {...form.text(name)} />
      ))}
      <SendFormFooter label="Send application" busy={form.busy} notice={form.notice} crisis={typed} />
    </form>
  );
}
