import { useState } from 'react';
import { CONTACT_TOPICS, ContactInput } from '#shared/contracts/site';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { CrisisCard } from '#web/components/crisis-resources';
import { ReceivedNotice } from '#web/components/received-notice';
import { Button } from '#web/components/ui/button';
import { TextAreaField, TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { SelectField } from '#web/components/ui/select-field';
import { useCrisisTier } from '#web/lib/use-crisis-tier';
import { useZodForm } from '#web/lib/use-zod-form';
import { errorNotice } from '#web/lib/error-notice';
import { sendContactMessage } from '../api/send-contact-message';

const EMPTY = { name: '', email: '', topic: '', message: '' };
const TOPIC_OPTIONS = [{ value: '', label: 'Choose a topic' }, ...CONTACT_TOPICS.map((topic) => ({ value: topic, label: topic }))];

/**
 * The /contact form: checked with the server's own schema, field errors under their fields (from
 * zod here or the server's problem+json), everything typed kept on any failure, including the
 * rate limit; on success, the server's acknowledgement in place of the form. A message to support
 * can be a cry for help: crisis language shows the crisis card as it is typed and after sending
 * (the server marks the message urgent for staff).
 */
export function ContactForm() {
  const form = useZodForm(ContactInput, EMPTY);
  const [received, setReceived] = useState<{ message: string; crisisTier: CrisisTier } | null>(null);
  const typedTier = useCrisisTier(form.values.message);

  const onSubmit = form.handleSubmit(
    async (data) => {
      const reply = await sendContactMessage(data);
      setReceived(reply);
    },
    (error, fieldsMarked) =>
      fieldsMarked
        ? { tone: 'error', message: 'A few fields need a look. The notes under them say what to change.' }
        : errorNotice(error, 'Your message did not reach us. Nothing you typed is lost: please try again in a moment.'),
  );

  if (received) {
    return (
      <ReceivedNotice title="Message sent" message={received.message} crisisTier={received.crisisTier}>
        <Button
          variant="outline"
          className="self-start"
          onClick={() => {
            form.setValues(EMPTY);
            setReceived(null);
          }}
        >
          Write another message
        </Button>
      </ReceivedNotice>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="Contact support" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" required {...form.text('name')} />
        <TextField label="Email" type="email" autoComplete="email" required hint="We reply to this address." {...form.text('email')} />
      </div>
      <SelectField label="What is it about?" options={TOPIC_OPTIONS} required {...form.text('topic')} />
      <TextAreaField
        label="Your message"
        rows={6}
        required
        hint="A few lines are enough. You do not need to explain everything perfectly."
        {...form.text('message')}
      />
      <CrisisCard tier={typedTier} headingLevel={3} />
      <LiveNotice notice={form.notice} />
      <Button type="submit" className="self-start" disabled={form.busy}>
        {form.busy ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
