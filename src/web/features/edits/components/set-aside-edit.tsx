import { PauseCircle } from 'lucide-react';
import { type Ref, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Notice } from '#web/components/ui/notice';
import { useSetEditAside } from '../api/set-edit-aside';

// Issue 16: an Edit in progress stays the next step until it is finished or the member sets it
// aside. Setting aside is a calm, guilt-free choice: the progress is kept, and picking it up again
// makes it the next step again.

export const SET_ASIDE_WORDS = {
  action: 'Set this Edit aside',
  title: (edit: string) => `Set ${edit} aside?`,
  description:
    'Your progress is kept: every module you have done stays done. Today’s next step moves on to something else, and you can pick this Edit up again any time from its page.',
  confirm: 'Set it aside',
  cancel: 'Keep it as my next step',
  done: 'Set aside. Your progress is kept.',
  failed: 'We could not set it aside just now. Nothing has changed; please try again in a moment.',
  resume: 'Pick this Edit up again',
  resumed: 'Picked up again. It is your next step.',
  resumeFailed: 'We could not pick it up again just now. Please try again in a moment.',
} as const;

// The toaster joins the page after first use (app/after-first-use.tsx); the dashboard, which shows
// this button, need not carry sonner's code for a toast that only follows a click.
const toastSuccess = (text: string) => void import('sonner').then(({ toast }) => toast.success(text));

/** The quiet "Set this Edit aside" button and its confirmation; `ref` is the button's. */
export function SetAsideButton({ edit, ref }: { edit: { slug: string; title: string }; ref?: Ref<HTMLButtonElement> }) {
  const [open, setOpen] = useState(false);
  const mutation = useSetEditAside(edit.slug);
  const confirm = () =>
    mutation.mutate(true, {
      onSuccess: () => {
        setOpen(false);
        toastSuccess(SET_ASIDE_WORDS.done);
      },
    });
  return (
    <>
      <Button ref={ref} variant="ghost" size="sm" className="self-start" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <PauseCircle aria-hidden="true" strokeWidth={1.75} />
        {SET_ASIDE_WORDS.action}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={SET_ASIDE_WORDS.title(edit.title)} description={SET_ASIDE_WORDS.description}>
        {mutation.isError && <Notice tone="error">{SET_ASIDE_WORDS.failed}</Notice>}
        <div className="flex flex-wrap gap-3">
          <Button pending={mutation.isPending} onClick={confirm}>
            {SET_ASIDE_WORDS.confirm}
          </Button>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {SET_ASIDE_WORDS.cancel}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** On the Edit's page while it is set aside: what was kept, and the way back in; `ref` is the notice's. */
export function SetAsideNotice({
  edit,
  ref,
}: {
  edit: { slug: string; title: string; completedCount: number; moduleCount: number };
  ref?: Ref<HTMLDivElement>;
}) {
  const mutation = useSetEditAside(edit.slug);
  return (
    <Notice ref={ref} tone="info" title="You set this Edit aside">
      <div className="flex flex-col items-start gap-3">
        <p>
          Your progress is kept: {edit.completedCount} of {edit.moduleCount} modules done. It is not your next step for now; pick it up
          again whenever you like.
        </p>
        <Button
          variant="outline"
          pending={mutation.isPending}
          onClick={() => mutation.mutate(false, { onSuccess: () => toastSuccess(SET_ASIDE_WORDS.resumed) })}
        >
          {SET_ASIDE_WORDS.resume}
        </Button>
        {mutation.isError && <p className="font-semibold text-destructive">{SET_ASIDE_WORDS.resumeFailed}</p>}
      </div>
    </Notice>
  );
}
