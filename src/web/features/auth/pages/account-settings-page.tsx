import { lazy, Suspense } from 'react';
import { Spinner } from '#web/components/ui/spinner';
import { PreferencesSection } from '#web/features/wellness/components/preferences-form';
import { useProfile } from '../api/get-profile';
import { AccountLayout, AccountSection } from '#web/components/account-layout';
import { ChangeEmailForm } from '../components/change-email-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { NamesForm } from '../components/names-form';
import { QueryState } from '#web/components/query-state';
import { useRevealHash } from '#web/lib/use-reveal-hash';

// Only someone who joined by invitation and has no password yet needs it: off the page's own code.
const FirstPasswordForm = lazy(() => import('../components/first-password-form'));
// The last section, below the fold: its code comes after the page's own (the page's 60 KB budget).
const SessionsList = lazy(() => import('../components/sessions-list').then((m) => ({ default: m.SessionsList })));

/** /account-settings (member): names, email, password, reminders and preferences, and where you are signed in. */
export default function AccountSettingsPage() {
  const profile = useProfile();
  // Once the sections above are drawn, so the place does not move after it is reached.
  useRevealHash(profile.isSuccess);
  return (
    <AccountLayout title="Account Settings" description="Your name, email, password and devices, in one quiet place.">
      <QueryState query={profile} what="your settings">
        {(data) => (
          <>
            <AccountSection title="Your name" description="Used in your greeting and in emails from us.">
              <NamesForm key={data.id} profile={data} />
            </AccountSection>
            <AccountSection title="Email address" description="We confirm a new address before we switch to it.">
              <ChangeEmailForm currentEmail={data.email} />
            </AccountSection>
            <AccountSection id="password" title="Password">
              {data.hasPassword ? (
                <ChangePasswordForm />
              ) : (
                <Suspense fallback={<Spinner label="Loading..." />}>
                  <FirstPasswordForm />
                </Suspense>
              )}
            </AccountSection>
          </>
        )}
      </QueryState>
      <AccountSection
        id="reminders"
        title="Reminders and preferences"
        description="Your check-in reminder, mindful breaks, and how guidance speaks to you."
      >
        <PreferencesSection />
      </AccountSection>
      <AccountSection title="Where you are signed in" description="If you do not recognise a device, sign it out and change your password.">
        <Suspense fallback={<Spinner label="Loading your devices..." />}>
          <SessionsList />
        </Suspense>
      </AccountSection>
    </AccountLayout>
  );
}
