import { Send } from 'lucide-react';
import { SendTestEmailInput } from '#shared/contracts/admin';
import { SubmitButton } from '#web/components/submit-button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { useZodForm } from '#web/lib/use-zod-form';
import { useSendTestEmail } from '../api/send-test-email';
import { describeFailure } from '#web/lib/server-error';

/** POST /api/admin/emails/test: checks that email goes out, to any address. */
export function TestEmailForm() {
  const form = useZodForm(SendTestEmailInput, { to: '' });
  const send = useSendTestEmail();
  const onSubmit = form.handleSubmit(async (data) => {
    const reply = await send.mutateAsync(data);
    form.setNotice({ tone: 'success', message: reply.message ?? 'A test email is on its way.' });
  }, describeFailure('We could not send the test email. Please try again.'));

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4" aria-label="Test email">
      <TextField label="Send a test email to" type="email" autoComplete="email" {...form.text('to')} />
      <LiveNotice notice={form.notice} />
      <SubmitButton busy={form.busy} busyLabel="Sending..." icon={Send} className="self-start">
        Send test email
      </SubmitButton>
    </form>
  );
}
