import { useState } from 'react';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { CommentEditInput } from '#shared/contracts/lounge';
import { CrisisCard } from '#web/components/crisis-resources';
import { SubmitButton } from '#web/components/submit-button';
import { TextAreaField } from '#web/components/ui/form-field';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { describeFailure } from '#web/lib/server-error';
import { useCrisisCheck } from '#web/lib/use-crisis-tier';
import { useZodForm } from '#web/lib/use-zod-form';
import { useWriteComment } from '../api/write-comment';

/**
 * A comment on a post, or a reply to a comment (one level): kept on error, crisis resources as the
 * words are typed and after sending, so a refusal (a limit, a suspension) never hides them.
 * `onSent` runs once a comment is up with nothing more to say here (no crisis card, not held).
 */
export function CommentForm({
  postId,
  parentId,
  label,
  onSent,
}: {
  postId: string;
  parentId?: string;
  label: string;
  onSent?: () => void;
}) {
  const write = useWriteComment(postId);
  const [savedTier, setSavedTier] = useState<CrisisTier>(0);
  const [sent, setSent] = useState<NoticeContent | null>(null);
  const form = useZodForm(CommentEditInput, { body: '' });
  const { tier, concern } = useCrisisCheck(form.values.body, savedTier);
  const submit = form.handleSubmit(async ({ body }) => {
    const written = await write.mutateAsync({ body, parentId: parentId ?? null });
    setSavedTier(written.crisisTier as CrisisTier);
    // Review 6: a comment that is up says so (it appears above, often out of view), as a post does.
    setSent(
      written.comment.status === 'held'
        ? { tone: 'info', message: 'Your comment is kept just for you and a moderator for now. Someone will read it soon.' }
        : { tone: 'success', message: parentId ? 'Your reply is up.' : 'Your comment is up.' },
    );
    form.setValues({ body: '' });
    if (written.crisisTier === 0 && written.comment.status !== 'held') onSent?.();
  }, describeFailure('We could not post your comment. Your words are still here: please try again.'));
  return (
    <div className="flex flex-col gap-3">
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextAreaField label={label} rows={3} {...form.text('body')} />
        <CrisisCard tier={tier} concern={concern} headingLevel={3} />
        <LiveNotice notice={form.notice ?? sent} />
        <SubmitButton busy={form.busy} busyLabel="Posting...">
          {parentId ? 'Send reply' : 'Comment'}
        </SubmitButton>
      </form>
    </div>
  );
}
