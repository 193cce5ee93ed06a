import { Link } from 'react-router';
import { toast } from 'sonner';
import { ChangePasswordInput } from '#shared/contracts/auth';
import { Button } from '#web/components/ui/button';
import { CheckboxField, TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { useZodForm } from '#web/lib/use-zod-form';
import { useChangePassword } from '../api/change-password';
import { unlessFieldsMarked } from '#web/lib/error-notice';
import { NewPasswordField } from './password-strength-meter';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '', signOutOtherSessions: true };

/**
 * Password change with the current password, the strength meter and "sign out other devices"
 * (checked by default). Someone with no password yet (joined by invitation) gets FirstPasswordForm.
 */
export function ChangePasswordForm() {
  const form = useZodForm(ChangePasswordInput, EMPTY);
  const change = useChangePassword();
  const onSubmit = form.handleSubmit(async (data) => {
    await change.mutateAsync(data);
    form.setValues(EMPTY);
    toast.success('Password updated', {
      description: data.signOutOtherSessions ? 'Your other devices are signed out.' : 'Your new password works from now on.',
    });
  }, unlessFieldsMarked('We could not change your password just now. Please try again in a moment.'));

  const setOne = (
    <Link to="/auth/reset-password" className="font-semibold text-primary underline underline-offset-4">
      Forgot your password?
    </Link>
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Change your password">
      <p className="text-sm text-muted-foreground">Cannot remember your password? Use {setOne} to choose a new one by email.</p>
      <TextField label="Current password" type="password" autoComplete="current-password" required {...form.text('currentPassword')} />
      <NewPasswordField label="New password" {...form.text('newPassword')} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...form.text('confirmPassword')} />
      <CheckboxField label="Sign out my other devices" {...form.checkbox('signOutOtherSessions')} />
      <LiveNotice notice={form.notice} />
      <Button type="submit" pending={form.busy} className="self-start">
        {form.busy ? 'Updating Password...' : 'Update Password'}
      </Button>
    </form>
  );
}
