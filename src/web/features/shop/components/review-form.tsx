import { useId } from 'react';
import { type MyReview, ReviewInput } from '#shared/contracts/shop-reviews';
import { CONTENT_MAX } from '#shared/validation/text';
import { TypedCrisisCard } from '#web/components/typed-crisis-card';
import { Button } from '#web/components/ui/button';
import { FieldError, TextAreaField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { errorNotice } from '#web/lib/error-notice';
import { useZodForm } from '#web/lib/use-zod-form';
import { useDeleteMyReview } from '../api/delete-my-review';
import { useSaveMyReview } from '../api/save-my-review';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The review form: 1 to 5 stars as a group of radio buttons and the text, checked with the server's
 * own schema. Errors sit under their fields and what was typed is kept on any failure.
 */
export function ReviewForm({ productId, review }: { productId: string; review: MyReview | null }) {
  const form = useZodForm(ReviewInput, { rating: review ? String(review.rating) : '', body: review?.body ?? '' });
  const save = useSaveMyReview(productId);
  const remove = useDeleteMyReview(productId);
  const ratingError = form.errors.rating;
  const errorId = `${useId()}-rating-error`;

  const onSubmit = form.handleSubmit(
    async (data) => {
      const saved = await save.mutateAsync(data);
      if (saved.review) form.setValues({ rating: String(saved.review.rating), body: saved.review.body });
      form.setNotice({
        tone: 'success',
        message: 'Thank you. Your review is saved. A person will check it before it appears on the product page.',
      });
    },
    (error, fieldsMarked) =>
      fieldsMarked
        ? { tone: 'error', message: 'A field needs a look. The note under it says what to change.' }
        : errorNotice(
            error,
            error instanceof ApiError && error.status === 403
              ? error.detail
              : 'Your review was not saved. Nothing you wrote is lost: please try again in a moment.',
          ),
  );

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      form.setValues({ rating: '', body: '' });
      form.setNotice({ tone: 'success', message: 'Your review is deleted.' });
    } catch (error) {
      form.setNotice(errorNotice(error, 'Your review was not deleted. Please try again in a moment.'));
    }
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="Your review" className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2" aria-describedby={ratingError ? errorId : undefined}>
        <legend className="font-semibold">Your rating</legend>
        <div className="flex flex-wrap gap-2">
          {STARS.map((n) => (
            <label
              key={n}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input
                type="radio"
                name="rating"
                value={String(n)}
                checked={form.values.rating === String(n)}
                onChange={() => form.setValue('rating', String(n))}
                aria-invalid={ratingError ? true : undefined}
                aria-describedby={ratingError ? errorId : undefined}
                className="size-4 accent-primary"
              />
              {n} {n === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
        {ratingError && <FieldError id={errorId}>{ratingError}</FieldError>}
      </fieldset>
      <TextAreaField
        label="Your review"
        rows={7}
        maxLength={CONTENT_MAX}
        hint="What helped, what did not, and who you would recommend it to. Plain text only."
        {...form.text('body')}
      />
      <TypedCrisisCard texts={form.values.body} />
      <LiveNotice notice={form.notice} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={form.busy}>
          {form.busy ? 'Saving...' : review ? 'Save changes' : 'Send my review'}
        </Button>
        {review && (
          <Button variant="outline" onClick={() => void onDelete()} pending={remove.isPending}>
            Delete my review
          </Button>
        )}
      </div>
    </form>
  );
}
