import { Link } from 'react-router';
import type { MembershipBilling } from '#shared/contracts/memberships-billing';
import type { BillingInterval, MembershipPlan } from '#shared/memberships/plans';
import { compareTiers } from '#shared/memberships/tier-unlocks';
import { signInHref } from '#web/app/sign-in-href';
import { buttonVariants } from '#web/components/ui/button';
import { formatInstant } from '#web/lib/dates';
import { ManageMembershipButton } from './manage-membership-button';
import { SubscribeButton } from './subscribe-button';
import { INTERVAL_ADVERB } from '#web/lib/interval-words';

/** What a visitor can do with a plan: a paid one signs in first and comes back to this page. */
export function VisitorPlanAction({
  plan,
  interval,
  highlighted,
}: {
  plan: MembershipPlan;
  interval: BillingInterval;
  highlighted: boolean;
}) {
  const free = plan.lookupKeys === null;
  const to = free ? '/auth?mode=register' : signInHref(`/memberships?interval=${interval}`);
  return (
    <Link to={to} className={buttonVariants({ variant: highlighted ? 'default' : 'outline', className: 'w-full' })}>
      {free ? 'Create a free account' : `Start with ${plan.name}`}
    </Link>
  );
}

/**
 * What a member can do with a plan, from their billing view: subscribe when nothing is running,
 * otherwise change it in Manage membership; their own plan says so, with when it renews or ends.
 */
export function MemberPlanAction({
  plan,
  interval,
  billing,
  highlighted,
}: {
  plan: MembershipPlan;
  interval: BillingInterval;
  billing: MembershipBilling;
  highlighted: boolean;
}) {
  const { membership } = billing;
  const current = billing.tier === plan.tier;
  if (plan.lookupKeys === null) {
    return <p className="text-muted-foreground">{current ? 'This is your membership now.' : 'Always here if you need it.'}</p>;
  }
  if (current && membership?.tier === plan.tier) {
    return (
      <>
        <p className="font-semibold text-primary">
          This is your membership now, billed {INTERVAL_ADVERB[membership.interval]}.
          {membership.endsAt && <> It ends on {formatInstant(membership.endsAt, 'dateLong')}.</>}
        </p>
        <ManageMembershipButton variant="outline" />
      </>
    );
  }
  if (current) {
    return (
      <p className="font-semibold text-primary">
        Our team gave you {plan.name}
        {billing.grantEndsAt ? ` until ${formatInstant(billing.grantEndsAt, 'dateLong')}` : ''}. There is nothing to pay.
      </p>
    );
  }
  if (!billing.canSubscribe) {
    return membership ? <ManageMembershipButton variant="outline" label={`Switch to ${plan.name}`} /> : null;
  }
  if (compareTiers(plan.tier, billing.tier) < 0) {
    return <p className="text-muted-foreground">Already part of your {billing.tier === 'elite' ? 'Elite' : 'Premium'} membership.</p>;
  }
  return <SubscribeButton plan={plan} interval={interval} hardshipLevel={billing.hardshipLevel} highlighted={highlighted} />;
}
