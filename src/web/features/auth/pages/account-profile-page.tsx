import { Link } from 'react-router';
import { displayName } from '#shared/auth/display-name';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useProfile } from '../api/get-profile';
import { AccountLayout, AccountSection } from '#web/components/account-layout';
import { QueryState } from '#web/components/query-state';
import { ReferralCard } from '../components/referral-card';
import { formatInstant } from '#web/lib/dates';
import { BillingSection, MembershipStartedNote } from '#web/features/memberships/components/billing-section';

/**
 * /account-profile (member): profile summary, personal referral link, and billing; first, after a
 * membership checkout (`?membership=started`), what it started.
 */
export default function AccountProfilePage() {
  const profile = useProfile();
  return (
    <AccountLayout title="Account Profile" description="Who you are here, the friends you bring along, and your membership.">
      <MembershipStartedNote />
      <QueryState query={profile} what="your profile">
        {(data) => (
          <>
            <AccountSection title="Profile">
              <dl className="grid gap-4 sm:grid-cols-[max-content_1fr] sm:gap-x-8">
                <dt className="font-semibold">Name</dt>
                <dd>{data.fullName}</dd>
                <dt className="font-semibold">We call you</dt>
                <dd>{displayName(data)}</dd>
                <dt className="font-semibold">Email</dt>
                <dd className="wrap-anywhere">{data.email}</dd>
                <dt className="font-semibold">Member since</dt>
                <dd>{formatInstant(data.createdAt, 'dateLong')}</dd>
              </dl>
              <Link to="/account-settings" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'mt-6')}>
                Edit in Account Settings
              </Link>
            </AccountSection>
            <AccountSection title="Invite a friend" description="Know someone running on empty? Your link brings them straight to sign-up.">
              <ReferralCard code={data.referralCode} count={data.referralCount} />
            </AccountSection>
          </>
        )}
      </QueryState>
      {/* Asked alongside the profile, not after it. */}
      <BillingSection />
    </AccountLayout>
  );
}
