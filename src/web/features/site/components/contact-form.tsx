import { useState } from 'react';
import { CONTACT_TOPICS, ContactInput } from '#shared/contracts/site';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { ReceivedNotice } from '#web/components/received-notice';
import { ReplyToFields } from '#web/components/reply-to-fields';
import { SendFormFooter } from '#web/components/send-form-footer';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/form-field';
import { SelectField } from '#web/components/ui/select-field';
import { useCrisisCheck } from '#web/lib/use-crisis-tier';
import { useZodForm } from '#web/lib/use-zod-form';
import { sendFailure } from '#web/lib/send-failure';
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
  const typed = useCrisisCheck(form.values.message);

  const onSubmit = form.handleSubmit(async (data) => {
    const reply = await sendContactMessage(data);
    setReceived(reply);
  }, sendFailure('Your message did not reach us. Nothing you typed is lost: please try again in a moment.'));

  if (received) {
    return (
      <ReceivedNotice title="Message sent" message={received.message} crisisTier={received.crisisTier} crisisConcern={typed.concern}>
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
      <ReplyToFields name={form.text('name')} email={form.text('email')} />
      <SelectField label="What is it about?" options={TOPIC_OPTIONS} required {...form.text('topic')} />
      <TextAreaField
        label="Your message"
        rows={6}
        required
        hint="A few lines are enough. You do not need to explain everything perfectly."
        {...form.text('message')}
      />
      <SendFormFooter label="Send message" busy={form.busy} notice={form.notice} crisis={typed} />
    </form>
  );
}
