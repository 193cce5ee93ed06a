import { toast } from 'sonner';
import { type ProfileResponse, UpdateProfileInput } from '#shared/contracts/auth';
import { ChangedElsewhereNotice } from '#web/components/changed-elsewhere-notice';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { useFollowServer } from '#web/lib/use-follow-server';
import { useZodForm } from '#web/lib/use-zod-form';
import { useUpdateProfile } from '../api/update-profile';
import { unlessFieldsMarked } from '#web/lib/error-notice';

const formValues = (profile: ProfileResponse) => ({ fullName: profile.fullName, preferredName: profile.preferredName ?? '' });

/**
 * Full name and preferred name (PATCH /api/account/profile). The greeting uses the preferred name.
 * Names saved in another tab or device (spec 7) fill the form, or wait behind a notice while this
 * person has unsaved edits.
 */
export function NamesForm({ profile }: { profile: ProfileResponse }) {
  const form = useZodForm(UpdateProfileInput, formValues(profile));
  const follow = useFollowServer(form, formValues(profile));
  const update = useUpdateProfile();
  const onSubmit = form.handleSubmit(async (data) => {
    follow.saved(formValues(await update.mutateAsync(data)));
    toast.success('Saved', { description: 'Your name is updated.' });
  }, unlessFieldsMarked('We could not save your name just now. Please try again in a moment.'));

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Your name">
      <TextField label="Full name" autoComplete="name" required {...form.text('fullName')} />
      <TextField
        label="Preferred name"
        autoComplete="nickname"
        hint="What you would like us to call you. Leave it empty to use your first name."
        {...form.text('preferredName')}
      />
      <ChangedElsewhereNotice what="name" show={follow.changedElsewhere} onLoad={follow.loadSaved} />
      <LiveNotice notice={form.notice} />
      <Button type="submit" pending={form.busy} className="self-start">
        {form.busy ? 'Saving...' : 'Save Name'}
      </Button>
    </form>
  );
}
