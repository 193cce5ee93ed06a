import { toast } from 'sonner';
import { FirstPasswordInput } from '#shared/contracts/auth';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice, Notice } from '#web/components/ui/notice';
import { unlessFieldsMarked } from '#web/lib/error-notice';
import { useZodForm } from '#web/lib/use-zod-form';
import { useSetFirstPassword } from '../api/set-first-password';
import { NewPasswordField } from './password-strength-meter';

const EMPTY = { newPassword: '', confirmPassword: '' };

/**
 * For someone who joined by invitation and has no password yet (review 4: the change form asked for
 * a current one they never had): they choose a first one here, with the strength meter. Loaded only
 * for them, off the settings page's own code.
 */
export default function FirstPasswordForm() {
  const form = useZodForm(FirstPasswordInput, EMPTY);
  const set = useSetFirstPassword();
  const onSubmit = form.handleSubmit(async (data) => {
    await set.mutateAsync(data);
    toast.success('Password set', { description: 'You can sign in with it from now on.' });
  }, unlessFieldsMarked('We could not set your password just now. Please try again in a moment.'));
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Choose your password">
      <Notice tone="info" title="You joined with an invitation" live={false}>
        You do not have a password yet. Choose one here to sign in with it next time, or keep using sign-in links sent to your email.
      </Notice>
      <NewPasswordField label="New password" {...form.text('newPassword')} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...form.text('confirmPassword')} />
      <LiveNotice notice={form.notice} />
      <Button type="submit" pending={form.busy} className="self-start">
        {form.busy ? 'Setting Password...' : 'Set Password'}
      </Button>
    </form>
  );
}
