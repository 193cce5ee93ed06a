import { ChangeEmailInput } from '#shared/contracts/auth';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { useZodForm } from '#web/lib/use-zod-form';
import { useChangeEmail } from '../api/change-email';
import { unlessFieldsMarked } from '#web/lib/error-notice';

/** A new address, confirmed with the current password; it changes once the emailed link is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const form = useZodForm(ChangeEmailInput, { newEmail: '', password: '' });
  const change = useChangeEmail();
  const onSubmit = form.handleSubmit(async (data) => {
    const reply = await change.mutateAsync(data);
    form.setValue('password', '');
    form.setNotice({
      tone: 'success',
      title: 'Check your new inbox',
      message: reply.message ?? 'We sent a confirmation link to your new address.',
    });
  }, unlessFieldsMarked('We could not change your email just now. Please try again in a moment.'));

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Change your email">
      <p>
        Your email is <strong>{currentEmail}</strong>.
      </p>
      <TextField label="New email" type="email" autoComplete="email" required {...form.text('newEmail')} />
      <TextField label="Current password" type="password" autoComplete="current-password" required {...form.text('password')} />
      <LiveNotice notice={form.notice} />
      <Button type="submit" pending={form.busy} className="self-start">
        {form.busy ? 'Sending link...' : 'Change Email'}
      </Button>
    </form>
  );
}
