import { Link, useSearchParams } from 'react-router';
import { EMAIL_TYPES, type EmailType } from '#shared/email/templates';
import { AdminPageHeader } from '#web/components/admin-page-header';
import { QueryState } from '#web/components/query-state';
import { useEmailTemplate } from '../api/get-email-template';
import { EmailTemplateEditor } from '../components/email-template-editor';
import { EmailTemplateTable } from '../components/email-template-table';

const isEmailType = (value: string | null): value is EmailType => (EMAIL_TYPES as readonly (string | null)[]).includes(value);

function EmailTemplate({ type }: { type: EmailType }) {
  const template = useEmailTemplate(type);
  return (
    <QueryState query={template} what="this email">
      {(detail) => (
        <>
          <p className="mb-6">
            <Link to="?" className="font-semibold text-primary underline underline-offset-4">
              All emails
            </Link>
          </p>
          <h2 className="mb-6 font-heading text-2xl font-semibold">{detail.name}</h2>
          <EmailTemplateEditor key={type} detail={detail} />
        </>
      )}
    </QueryState>
  );
}

/** /admin/email-templates (admin): every email the app sends, its wording, a preview and a test send. */
export default function EmailTemplatesPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  return (
    <>
      <AdminPageHeader title="Email templates">
        Every email Recalibrate sends. Reword an email’s subject and paragraphs, see it with sample data, and send yourself a test before
        members get it.
      </AdminPageHeader>
      {isEmailType(type) ? <EmailTemplate type={type} /> : <EmailTemplateTable />}
    </>
  );
}
