import { type Ref, useState } from 'react';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { PostInput } from '#shared/contracts/lounge';
import { CIRCLES } from '#shared/lounge/circles';
import { CrisisCard } from '#web/components/crisis-resources';
import { SubmitButton } from '#web/components/submit-button';
import { TextAreaField, TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { SelectField } from '#web/components/ui/select-field';
import { describeFailure } from '#web/lib/server-error';
import { useCrisisCheck } from '#web/lib/use-crisis-tier';
import { useZodForm } from '#web/lib/use-zod-form';
import { useWritePost } from '../api/write-post';

const FORMAT_HINT = 'Blank lines make paragraphs. Start lines with "- " for a list; *soft* or **strong** for emphasis. Links show as text.';

/**
 * Write a post: it keeps what was typed when something goes wrong, and shows crisis resources as the
 * words are typed and after sharing. The card never waits on the save: a refusal (a limit, a
 * suspension) leaves the words, and so the card, in place.
 */
export function PostComposer({ circle, headingRef }: { circle: string | null; headingRef?: Ref<HTMLHeadingElement> }) {
  const write = useWritePost();
  const [savedTier, setSavedTier] = useState<CrisisTier>(0);
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(PostInput, { circle: circle ?? CIRCLES[0].slug, title: '', body: '' });
  const { tier, concern } = useCrisisCheck([form.values.title, form.values.body], savedTier);
  const submit = form.handleSubmit(async (input) => {
    const written = await write.mutateAsync(input);
    setSavedTier(written.crisisTier as CrisisTier);
    setSent(
      written.post.status === 'held'
        ? 'Thank you for telling us. Your post is kept just for you and a moderator for now, and someone will read it soon.'
        : 'Your post is up.',
    );
    form.setValues({ circle: input.circle, title: '', body: '' });
  }, describeFailure('We could not share your post. Your words are still here: please try again.'));

  return (
    <section aria-labelledby="composer-heading" className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5">
      <h2 id="composer-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        Share something
      </h2>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SelectField label="Circle" options={CIRCLES.map((c) => ({ value: c.slug, label: c.name }))} {...form.text('circle')} />
        <TextField label="Title" maxLength={200} {...form.text('title')} />
        <TextAreaField label="What would you like to share?" rows={5} hint={FORMAT_HINT} {...form.text('body')} />
        <CrisisCard tier={tier} concern={concern} headingLevel={3} />
        <LiveNotice notice={form.notice ?? (sent ? { tone: 'success', message: sent } : null)} />
        <SubmitButton busy={form.busy} busyLabel="Sharing...">
          Share post
        </SubmitButton>
      </form>
    </section>
  );
}
