import { z } from 'zod';
import { emailField } from '#shared/auth/fields';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { useZodForm } from '#web/lib/use-zod-form';
import { sendVerificationEmail } from '../api/send-verification-email';
import { errorNotice } from '#web/lib/error-notice';

export const EmailOnly = z.object({ email: emailField });

/** Asks for a fresh confirmation link (POST /api/auth/send-verification-email). */
export function ResendVerificationForm({
  initialEmail,
  submitLabel,
  destination,
}: {
  initialEmail: string;
  submitLabel: string;
  destination?: string;
}) {
  const form = useZodForm(EmailOnly, { email: initialEmail });
  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      await sendVerificationEmail(email, destination);
      form.setNotice({
        tone: 'success',
        title: 'A new link is on its way',
        message: `If ${email} is waiting to be confirmed, the new link will arrive in a minute or two. It works for 24 hours.`,
      });
    },
    (error) => errorNotice(error, 'We could not send a new link just now. Please try again in a moment.'),
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Send a new confirmation link">
      <TextField label="Email" type="email" autoComplete="email" required {...form.text('email')} />
      <LiveNotice notice={form.notice} />
      <Button type="submit" variant="outline" pending={form.busy}>
        {form.busy ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
