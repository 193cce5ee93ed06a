import { useMembershipBilling } from '../api/get-billing';
import { ManageMembershipButton } from './manage-membership-button';
import { paymentStatus } from './membership-summary';

/**
 * A gentle note above member pages while a membership payment has failed (decision 093): what
 * happened, how long everything stays open, and the way to put it right. Nothing is locked and
 * nothing is red; it goes away once the payment is through.
 */
export default function PastDueBanner() {
  const billing = useMembershipBilling();
  const membership = billing.data?.membership;
  if (!membership?.pastDue) return null;
  return (
    <div className="px-4">
      <section
        aria-labelledby="past-due-heading"
        className="mx-auto mt-4 flex w-full max-w-6xl flex-col gap-3 rounded-card border border-accent bg-accent/10 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex flex-col gap-1">
          <h2 id="past-due-heading" className="font-semibold">
            Your membership payment needs a look
          </h2>
          <p>{paymentStatus(membership)}</p>
        </div>
        <ManageMembershipButton label="Fix my payment" variant="outline" />
      </section>
    </div>
  );
}
