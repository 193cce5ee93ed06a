import { Link } from 'react-router';
import { toast } from 'sonner';
import { ChangePasswordInput } from '#shared/contracts/auth';
import { Button } from '#web/components/ui/button';
import { CheckboxField, TextField } from '#web/components/ui/form-field';
import { LiveNotice, Notice } from '#web/components/ui/notice';
import { useZodForm } from '#web/lib/use-zod-form';
import { useChangePassword } from '../api/change-password';
import { errorNotice } from '#web/lib/error-notice';
import { NewPasswordField } from './password-strength-meter';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '', signOutOtherSessions: true };

/**
 * Password change with the current password, the strength meter and "sign out other devices"
 * (checked by default). People who joined by invitation have no password yet: they set one with
 * a reset link, and `invited` says so up front.
 */
export function ChangePasswordForm({ invited }: { invited: boolean }) {
  const form = useZodForm(ChangePasswordInput, EMPTY);
  const change = useChangePassword();
  const onSubmit = form.handleSubmit(
    async (data) => {
      await change.mutateAsync(data);
      form.setValues(EMPTY);
      toast.success('Password updated', {
        description: data.signOutOtherSessions ? 'Your other devices are signed out.' : 'Your new password works from now on.',
      });
    },
    (error, fieldsMarked) =>
      fieldsMarked ? null : errorNotice(error, 'We could not change your password just now. Please try again in a moment.'),
  );

  const setOne = (
    <Link to="/auth/reset-password" className="font-semibold text-primary underline underline-offset-4">
      Forgot your password?
    </Link>
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Change your password">
      {invited ? (
        <Notice tone="info" title="Welcome. You joined with an invitation." live={false}>
          You do not have a password yet. To set one, use {setOne} and we will email you a link.
        </Notice>
      ) : (
        <p className="text-sm text-muted-foreground">Never set a password, or cannot remember it? Use {setOne} to choose one by email.</p>
      )}
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
