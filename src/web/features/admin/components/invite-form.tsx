import { Send } from 'lucide-react';
import { INVITE_MESSAGE, InviteInput } from '#shared/contracts/admin';
import { SubmitButton } from '#web/components/submit-button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { useZodForm } from '#web/lib/use-zod-form';
import { useInviteUser } from '../api/invite-user';
import { describeFailure } from '#web/lib/server-error';

const EMPTY = { fullName: '', email: '' };

/** 'Invite someone' (POST /api/admin/users/invite, admin+): an account and a one-time sign-in link. */
export function InviteForm() {
  const form = useZodForm(InviteInput, EMPTY);
  const invite = useInviteUser();
  const onSubmit = form.handleSubmit(async (data) => {
    const reply = await invite.mutateAsync(data);
    form.setValues(EMPTY);
    form.setNotice({ tone: 'success', message: reply.message ?? INVITE_MESSAGE });
  }, describeFailure('We could not send the invitation. Please try again.'));

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-5" aria-label="Invite someone">
      <TextField label="Full name" autoComplete="off" {...form.text('fullName')} />
      <TextField label="Email address" type="email" autoComplete="off" {...form.text('email')} />
      <LiveNotice notice={form.notice} />
      <SubmitButton busy={form.busy} busyLabel="Sending..." icon={Send} className="self-start">
        Send invitation
      </SubmitButton>
    </form>
  );
}
