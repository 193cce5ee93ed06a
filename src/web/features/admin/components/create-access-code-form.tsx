import { Plus } from 'lucide-react';
import { SubmitButton } from '#web/components/submit-button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { useZodForm } from '#web/lib/use-zod-form';
import { useCreateAccessCode } from '../api/create-access-code';
import { AccessCodeForm } from './access-code-rules';
import { describeFailure } from '#web/lib/server-error';

const EMPTY = { code: '', name: '', description: '', expiresAt: '', maxUses: '' };

/** POST /api/admin/access-codes: a code with a name, a description, an optional expiry and maximum uses. */
export function CreateAccessCodeForm() {
  const form = useZodForm(AccessCodeForm, EMPTY);
  const create = useCreateAccessCode();
  const onSubmit = form.handleSubmit(async (data) => {
    const code = await create.mutateAsync(data);
    form.setValues(EMPTY);
    form.setNotice({ tone: 'success', message: `Code ${code.code} is ready to share.` });
  }, describeFailure('We could not create the code. Please try again.'));

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-5 md:grid-cols-2" aria-label="New code">
      <TextField label="Code" hint="What people type: letters, numbers and hyphens." autoComplete="off" {...form.text('code')} />
      <TextField label="Name" hint="Shown to them in the welcome message." autoComplete="off" {...form.text('name')} />
      <TextField label="Description (optional)" className="md:col-span-2" autoComplete="off" {...form.text('description')} />
      <TextField label="Expires (optional)" type="datetime-local" hint="In your local time." {...form.text('expiresAt')} />
      <TextField
        label="Maximum uses (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint="Leave empty for no limit."
        {...form.text('maxUses')}
      />
      <LiveNotice notice={form.notice} className="md:col-span-2" />
      <div className="md:col-span-2">
        <SubmitButton busy={form.busy} busyLabel="Creating..." icon={Plus}>
          Create code
        </SubmitButton>
      </div>
    </form>
  );
}
