import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountLayout, AccountSection } from '#web/components/account-layout';
import { CancelByToken } from '../components/cancel-by-token';
import { ConsentsSection } from '../components/consents-section';
import { DeletionSection } from '../components/deletion-section';
import { ExportSection } from '../components/export-section';
import { SettingsSection } from '../components/settings-section';
import { SupportAccessSection } from '../components/support-access-section';
import { PRIVATE_WORDS } from '#shared/access/impersonation';

const CANCEL_PARAM = 'cancel_deletion';
const linkClasses = 'font-semibold text-primary underline underline-offset-4';

/** /privacy-settings (member, spec 2.13): consents, settings flags, support access (issue 16), data export and deletion. */
export default function PrivacySettingsPage() {
  const [params, setParams] = useSearchParams();
  // The deletion email's link: keep the token for this visit, and take it out of the address bar.
  const [cancelToken] = useState(() => params.get(CANCEL_PARAM));
  useEffect(() => {
    if (!params.has(CANCEL_PARAM)) return;
    const next = new URLSearchParams(params);
    next.delete(CANCEL_PARAM);
    setParams(next, { replace: true });
  }, [params, setParams]);

  return (
    <AccountLayout title="Privacy Settings" description="What you allow, what we keep, and how to take it with you or have it deleted.">
      {cancelToken && <CancelByToken token={cancelToken} />}
      <AccountSection
        title="Your consents"
        description={
          <>
            What you allow us to do. Changing one takes effect at once and is recorded with the date. Read the{' '}
            <Link to="/privacy-policy" className={linkClasses}>
              Privacy Policy
            </Link>{' '}
            for the details.
          </>
        }
      >
        <ConsentsSection />
      </AccountSection>
      <AccountSection title="Your settings" description="How we use what you share with us. Saved as soon as you change one.">
        <SettingsSection />
      </AccountSection>
      <AccountSection
        title="Support access"
        description={`If our support team ever needs to see the app as you do, they view it read-only and we email you each time. Your ${PRIVATE_WORDS} stay hidden from them unless you allow it here, for a limited time.`}
      >
        <SupportAccessSection />
      </AccountSection>
      <AccountSection title="Download your data">
        <ExportSection />
      </AccountSection>
      <AccountSection title="Delete your data">
        <DeletionSection />
      </AccountSection>
    </AccountLayout>
  );
}
