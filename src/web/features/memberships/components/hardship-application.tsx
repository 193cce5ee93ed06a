import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { HardshipApplication as HardshipApplicationView } from '#shared/contracts/memberships';
import { signInHref } from '#web/app/sign-in-href';
import { buttonVariants } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { formatDate } from '#web/lib/dates';
import { QueryState } from '#web/components/query-state';
import { useSession } from '#web/features/auth/api/get-session';
import { useMyHardshipApplications } from '../api/list-my-hardship-applications';
import { HardshipForm } from './hardship-form';

const HERE = '/hardship-program';

/**
 * The application part of /hardship-program. Applying needs an account (the discount is attached
 * to it), so a visitor is offered sign-in or sign-up that return here; a member with an
 * application still being read sees that instead of a second form.
 */
export function HardshipApplication() {
  const { user, isPending } = useSession();
  const mine = useMyHardshipApplications(!!user);
  // Sent on this visit: the form's own "Application sent" (with its focus and any crisis card) stays,
  // rather than the list's refetch swapping it for the in-review notice.
  const [sentHere, setSentHere] = useState(false);

  if (isPending) return <Spinner label="Loading..." className="py-8" />;
  if (!user) {
    return (
      <div className="flex flex-col gap-4">
        <p>
          Applying takes a free account, so that the discount can be attached to it. Your application is private: only the staff who review
          it read it.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={signInHref(HERE)} className={buttonVariants()}>
            Sign in to apply
          </Link>
          <Link to={`/auth?mode=register&redirect=${encodeURIComponent(HERE)}`} className={buttonVariants({ variant: 'outline' })}>
            Create a free account
          </Link>
        </div>
      </div>
    );
  }

  return (
    <QueryState query={mine} what="your applications">
      {({ applications }) => {
        const pending = applications.find((a) => a.status === 'pending');
        const approved = applications.find((a) => a.status === 'approved');
        if (pending && !sentHere) {
          return (
            <Notice tone="info" title="We are reading your application" live={false}>
              You asked for {pending.requestedLevel} % off on {formatDate(pending.createdAt)}. A person will reply by email within a week.
              Nothing changes in your account until then.
            </Notice>
          );
        }
        return (
          <div className="flex flex-col gap-6">
            {approved && <ApprovedLevel application={approved} />}
            <HardshipForm onSent={() => setSentHere(true)} />
          </div>
        );
      }}
    </QueryState>
  );
}

type Application = z.infer<typeof HardshipApplicationView>;

/** The member's level and its review date (decision 094); once the review date has passed, that it ended. */
function ApprovedLevel({ application }: { application: Application }) {
  const level = application.approvedLevel ?? application.requestedLevel;
  const reviewAt = application.reviewAt;
  if (reviewAt && Date.parse(reviewAt) <= Date.now()) {
    return (
      <Notice tone="info" title={`Your ${level} % off was reviewed on ${formatDate(reviewAt)}`} live={false}>
        A membership you hold keeps its price until its next renewal, then renews at the usual price. If things are still hard, you can
        apply again below.
      </Notice>
    );
  }
  return (
    <Notice tone="success" title={`You have ${level} % off`} live={false}>
      It is applied when you choose a membership.
      {reviewAt ? ` We will look at it again on ${formatDate(reviewAt)}, and email you two weeks before.` : ''} If things have changed, you
      can apply again below.
    </Notice>
  );
}
