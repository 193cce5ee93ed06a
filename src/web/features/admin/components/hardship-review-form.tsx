import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { HardshipApplication } from '#shared/contracts/memberships';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { Notice } from '#web/components/ui/notice';
import { formatDate } from '#web/lib/dates';
import { errorText, type Outcome } from '#web/lib/server-error';
import { useSetHardshipReview } from '../api/set-hardship-review';

type Application = z.infer<typeof HardshipApplication>;

/** "Elite, yearly (free, active)": the membership an approved level prices now. */
function inUseText(inUse: Application['inUse']): string {
  if (!inUse) return 'Not in use yet: no membership started with it.';
  const interval = inUse.interval === 'year' ? 'yearly' : 'monthly';
  const paid = inUse.provider === 'free' ? 'no payment' : `paid through ${inUse.provider}`;
  return `${inUse.tier[0].toUpperCase()}${inUse.tier.slice(1)}, ${interval} (${paid}, ${inUse.status.replace('_', ' ')})`;
}

/**
 * An approved level's use and review (decision 094): the membership it prices and the review date,
 * which staff can move. The level stops applying on that day, at the member's next renewal.
 */
export function HardshipReviewForm({ application }: { application: Application }) {
  const [reviewOn, setReviewOn] = useState(application.reviewAt?.slice(0, 10) ?? '');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useSetHardshipReview();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    save.mutate(
      { id: application.id, reviewOn },
      {
        onSuccess: (saved) => setOutcome({ tone: 'success', text: `Review date saved: ${formatDate(saved.reviewAt)}.` }),
        onError: (error) => setOutcome({ tone: 'error', text: errorText(error, 'We could not save the review date. Please try again.') }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <p>In use: {inUseText(application.inUse)}</p>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Review date">
        <TextField
          label="Review date"
          name="reviewOn"
          type="date"
          required
          className="sm:w-48"
          hint="The level stops applying on this day, at the member's next renewal. We email them 14 days before."
          value={reviewOn}
          onChange={(event) => setReviewOn(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={!reviewOn} pending={save.isPending}>
          Save review date
        </Button>
      </form>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
    </div>
  );
}
