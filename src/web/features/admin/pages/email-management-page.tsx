import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { EmailLog } from '../components/email-log';
import { TestEmailForm } from '../components/test-email-form';

/** /admin/email-management (super_admin): the outbox and sent log, resend, and a test email. */
export default function EmailManagementPage() {
  return (
    <>
      <AdminPageHeader title="Email management">
        Every email Recalibrate sends: sign-up confirmations, sign-in links, password resets, invitations and tests. A failed email is
        retried on its own; Resend queues it again straight away.
      </AdminPageHeader>
      <AdminSection title="Emails">
        <EmailLog />
      </AdminSection>
      <AdminSection title="Test email" description="Check that email reaches an inbox. The message says it is a test.">
        <TestEmailForm />
      </AdminSection>
    </>
  );
}
