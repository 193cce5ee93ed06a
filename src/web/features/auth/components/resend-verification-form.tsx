import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { emailField } from '../../../../shared/auth/fields';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { LiveNotice, type NoticeContent } from '../../../components/ui/notice';
import { useZodForm } from '../../../lib/use-zod-form';
import { sendVerificationEmail } from '../api/send-verification-email';
import { errorNotice } from '../lib/error-notice';

const ResendSchema = z.object({ email: emailField });

/** Asks for a fresh confirmation link (POST /api/auth/send-verification-email). */
export function ResendVerificationForm({ initialEmail, submitLabel }: { initialEmail: string; submitLabel: string }) {
  const form = useZodForm(ResendSchema, { email: initialEmail });
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const { data } = form.validate();
    if (!data) return;
    setBusy(true);
    try {
      await sendVerificationEmail(data.email);
      setNotice({
        tone: 'success',
        title: 'A new link is on its way',
        message: `If ${data.email} is waiting to be confirmed, the new link will arrive in a minute or two. It works for 24 hours.`,
      });
    } catch (error) {
      setNotice(errorNotice(error, 'We could not send a new link just now. Please try again in a moment.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Send a new confirmation link">
      <TextField label="Email" type="email" autoComplete="email" required {...form.text('email')} />
      <LiveNotice notice={notice} />
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
