import { Link } from 'react-router';
import type { MembershipBilling } from '#shared/contracts/memberships-billing';
import { planFor } from '#shared/memberships/plans';
import { AccountSection } from '#web/components/account-layout';
import { QueryState } from '#web/components/query-state';
import { buttonVariants } from '#web/components/ui/button';
import { formatInstant } from '#web/lib/dates';
import { useMembershipBilling } from '../api/get-billing';
import { ManageMembershipButton } from './manage-membership-button';
import { MembershipSummary } from './membership-summary';
import { ReceiptsList } from './receipts-list';

// What the account profile shows first after a checkout, shared with it beside the billing part.
export { MembershipStartedNote } from './membership-started-note';

function TierLine({ billing }: { billing: MembershipBilling }) {
  const name = planFor(billing.tier).name;
  if (billing.source === 'grant') {
    const until = billing.grantEndsAt ? ` until ${formatInstant(billing.grantEndsAt, 'dateLong')}` : '';
    return <p>{`Your membership: ${name}, given to you by our team${until}.`}</p>;
  }
  return <p>{`Your membership: ${name}.`}</p>;
}

/**
 * The billing part of /account-profile (spec 2.3): the plan, its next renewal or end date, how its
 * payments stand, the hardship discount, the receipts, and Manage membership (Stripe's portal, or
 * the in-app test portal in test mode).
 */
export function BillingSection() {
  const billing = useMembershipBilling();
  return (
    <AccountSection title="Billing">
      <QueryState query={billing} what="your membership">
        {(data) => (
          <div className="flex flex-col gap-5">
            <TierLine billing={data} />
            {data.membership && <MembershipSummary membership={data.membership} />}
            {data.hardshipLevel !== null && <p>{`Your hardship discount: ${data.hardshipLevel} % off every membership price.`}</p>}
            <div className="flex flex-wrap items-center gap-3">
              {data.membership && <ManageMembershipButton />}
              <Link to="/memberships" className={buttonVariants({ variant: data.membership ? 'link' : 'default' })}>
                Compare memberships
              </Link>
            </div>
          </div>
        )}
      </QueryState>
      <ReceiptsList />
    </AccountSection>
  );
}
