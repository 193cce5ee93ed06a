import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { StaffDeletionRequests } from '../components/staff-deletion-requests';
import { TermsAcceptanceRecords } from '../components/terms-acceptance-records';

/**
 * /admin/terms-acceptance (super_admin; also reached as /admin/terms-privacy): who accepted which
 * version of the Terms of Service and Privacy Policy, and the data deletion requests.
 */
export default function TermsAcceptancePage() {
  return (
    <>
      <AdminPageHeader title="Terms and privacy">
        Acceptance of the Terms of Service and Privacy Policy, by version, and members' requests to delete their data.
      </AdminPageHeader>
      <AdminSection title="Terms acceptance" description="Recorded at sign-up and whenever a member accepts a new version.">
        <TermsAcceptanceRecords />
      </AdminSection>
      <AdminSection
        title="Data deletion requests"
        description="Pending requests are carried out 7 days after they are made, unless the member cancels. A completed one keeps no email or reason: only that the deletion was carried out, and when."
      >
        <StaffDeletionRequests />
      </AdminSection>
    </>
  );
}
