import { Eye } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import type { StaffRole } from '#shared/access/policy';
import { DEFAULT_IMPERSONATION_REASON, IMPERSONATION_HOURS, StartImpersonationInput, type UserSummary } from '#shared/contracts/admin';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { CheckboxField, TextField } from '#web/components/ui/form-field';
import { useZodForm } from '#web/lib/use-zod-form';
import { useStartImpersonation } from '../api/start-impersonation';
import { canImpersonate, impersonationFailure } from '../impersonation/impersonation-rules';
import { PRIVATE_WORDS } from '#shared/access/impersonation';

const ReasonForm = z.object({
  reason: StartImpersonationInput.shape.reason.unwrap(),
  reason_confirmed: StartImpersonationInput.shape.reason_confirmed,
});

/**
 * 'View as member' on a member row (spec 4, 6): asks for a reason (default 'Admin debugging
 * session'), then starts a 24-hour impersonation. Hidden where the viewer may not impersonate.
 */
export function ImpersonateButton({ target, viewer }: { target: UserSummary; viewer: { id: string; role: StaffRole | null } }) {
  const [open, setOpen] = useState(false);
  if (!canImpersonate(viewer.role, target.staffRole)) return null;
  const name = target.fullName || target.email;
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" aria-label={`View as member: ${name}`} onClick={() => setOpen(true)}>
        <Eye aria-hidden="true" strokeWidth={1.75} />
        View as member
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`View Recalibrate as ${name}`}
        description={`You will see the app as ${name} does, read-only, for up to ${IMPERSONATION_HOURS} hours or until you end it. Their ${PRIVATE_WORDS} stay hidden unless they gave support access. The start, the end and your reason go in the audit log, and ${name} is emailed who viewed, when and why.`}
      >
        <ReasonStep targetId={target.id} adminUserId={viewer.id} onCancel={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function ReasonStep({ targetId, adminUserId, onCancel }: { targetId: string; adminUserId: string; onCancel: () => void }) {
  const form = useZodForm(ReasonForm, { reason: DEFAULT_IMPERSONATION_REASON, reason_confirmed: false });
  const start = useStartImpersonation(adminUserId);

  // Success loads /dashboard afresh (useStartImpersonation); a reason the server refused is shown
  // under its field, anything else as the spec 8 toast.
  const onSubmit = form.handleSubmit(
    (data) => start.mutateAsync({ target_user_id: targetId, reason: data.reason, reason_confirmed: data.reason_confirmed }),
    (error, fieldsMarked) => {
      if (!fieldsMarked) {
        const { title, description } = impersonationFailure(error);
        toast.error(title, { description });
      }
      return null;
    },
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        label="Reason"
        hint="A few words on why, for the audit log and the member's email."
        autoComplete="off"
        {...form.text('reason')}
      />
      <CheckboxField label="I confirm this is the reason, and the member will be told." {...form.checkbox('reason_confirmed')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.busy || start.isSuccess}>
          {form.busy || start.isSuccess ? 'Starting...' : 'Start viewing'}
        </Button>
      </div>
    </form>
  );
}
