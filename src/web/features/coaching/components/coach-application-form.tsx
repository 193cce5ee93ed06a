import { useState } from 'react';
import { COACH_APPLICATION_RECEIVED } from '#shared/contracts/coaching';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { CrisisCard } from '#web/components/crisis-resources';
import { ReceivedNotice } from '#web/components/received-notice';
import { Button } from '#web/components/ui/button';
import { TextAreaField, TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { useCrisisTier } from '#web/lib/use-crisis-tier';
import { useZodForm } from '#web/lib/use-zod-form';
import { errorNotice } from '#web/lib/error-notice';
import { sendCoachApplication } from '../api/send-coach-application';
import { CoachApplicationForm as Schema } from '../lib/application-form';

const EMPTY = { name: '', email: '', credentials: '', experience: '', approach: '', links: '' };

/** The /coach-application form: what we ask, checked with the server's rules, nothing lost on failure. */
export function CoachApplicationForm() {
  const form = useZodForm(Schema, EMPTY);
  const [received, setReceived] = useState<{ email: string; message: string; crisisTier: CrisisTier } | null>(null);
  const typedTier = useCrisisTier([form.values.credentials, form.values.experience, form.values.approach]);

  const onSubmit = form.handleSubmit(
    async (data) => {
      const reply = await sendCoachApplication(data);
      setReceived({ email: reply.email, message: reply.decisionNote ?? COACH_APPLICATION_RECEIVED, crisisTier: reply.crisisTier });
    },
    (error, fieldsMarked) =>
      fieldsMarked
        ? { tone: 'error', message: 'A few fields need a look. The notes under them say what to change.' }
        : errorNotice(error, 'Your application did not reach us. Nothing you wrote is lost: please try again in a moment.'),
  );

  if (received) {
    return (
      <ReceivedNotice title="Application received" message={received.message} crisisTier={received.crisisTier}>
        <p className="text-muted-foreground">We will write to {received.email}.</p>
      </ReceivedNotice>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="Apply to coach" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" required {...form.text('name')} />
        <TextField label="Email" type="email" autoComplete="email" required hint="We reply to this address." {...form.text('email')} />
      </div>
      <TextAreaField
        label="Training and credentials"
        rows={3}
        required
        hint="For example ICF or EMCC accreditation, a counselling or psychology qualification, or other training."
        {...form.text('credentials')}
      />
      <TextAreaField
        label="Your experience"
        rows={5}
        required
        hint="Who you have worked with, for how long, and your experience with burnout and stress."
        {...form.text('experience')}
      />
      <TextAreaField
        label="How you work"
        rows={5}
        required
        hint="Your approach, in your own words: how a first session goes, and how you pace the work."
        {...form.text('approach')}
      />
      <TextAreaField
        label="Links (optional)"
        rows={3}
        hint="Up to five web addresses, one per line: your website, a profile, a credential we can check."
        {...form.text('links')}
      />
      <CrisisCard tier={typedTier} headingLevel={3} />
      <LiveNotice notice={form.notice} />
      <Button type="submit" className="self-start" disabled={form.busy}>
        {form.busy ? 'Sending...' : 'Send application'}
      </Button>
    </form>
  );
}
