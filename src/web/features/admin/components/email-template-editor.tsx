import { Send } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { type EmailTemplateDetail, emailTemplateInputFor } from '#shared/contracts/email-templates';
import { TEMPLATE_FIELD_LABELS, type TemplateTexts } from '#shared/email/templates';
import { AdminSection } from '#web/components/admin-page-header';
import { SubmitButton } from '#web/components/submit-button';
import { Button } from '#web/components/ui/button';
import { TextAreaField, TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { useSession } from '#web/features/auth/api/get-session';
import { formatDateTime } from '#web/lib/dates';
import { describeFailure, errorText } from '#web/lib/server-error';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useZodForm } from '#web/lib/use-zod-form';
import { useAdminCheck } from '../api/check-admin';
import { useChangeEmailTemplate } from '../api/change-email-template';
import { useEmailTemplatePreview } from '../api/preview-email-template';
import { useSaveEmailTemplate } from '../api/save-email-template';
import { useSendEmailTemplateTest } from '../api/send-email-template-test';
import { EmailPreview } from './email-preview';

const formValues = (texts: TemplateTexts) => ({
  subject: texts.subject,
  intro: texts.intro,
  action: texts.action ?? '',
  after: texts.after,
});

function wordingLine(detail: EmailTemplateDetail): string {
  const { override } = detail;
  if (!override) return 'It is sent with the default wording.';
  const when = formatDateTime(override.updatedAt);
  return override.active
    ? `It is sent with your wording, last changed ${when}.`
    : `It is sent with the default wording; a reworded copy is kept (changed ${when}).`;
}

/**
 * One email's wording: the fields with their placeholders checked as you type, a live preview with
 * sample data, save, a test to your own address (of the saved wording), reset to default, and for a
 * super_admin delete of the saved wording.
 */
export function EmailTemplateEditor({ detail }: { detail: EmailTemplateDetail }) {
  const { type } = detail;
  const schema = useMemo(() => emailTemplateInputFor(type), [type]);
  const start = detail.override?.active ? detail.override : detail.defaults;
  const form = useZodForm(schema, formValues(start));
  const save = useSaveEmailTemplate();
  const change = useChangeEmailTemplate();
  const sendTest = useSendEmailTemplateTest();
  const { user } = useSession();
  const { role } = useAdminCheck(user?.id ?? null);

  const settled = useDebouncedValue(form.values, 400);
  const checked = useMemo(() => schema.safeParse(settled), [schema, settled]);
  const preview = useEmailTemplatePreview(type, checked.success ? checked.data : null);
  const busy = form.busy || change.isPending || sendTest.isPending;
  const noticeRef = useRef<HTMLDivElement>(null);

  const onSubmit = form.handleSubmit(async (texts) => {
    await save.mutateAsync({ type, texts });
    form.setNotice({ tone: 'success', message: `Saved. Every “${detail.name}” email is sent with this wording from now on.` });
  }, describeFailure('We could not save the wording. Please try again.'));

  /** Runs a change, then says how it went: `success`, or the reply's own message when it has one. */
  const run = async (action: () => Promise<unknown>, success: string, fallback: string) => {
    form.setNotice(null);
    try {
      const reply = await action();
      const message = reply && typeof reply === 'object' && 'message' in reply ? String(reply.message) : success;
      form.setNotice({ tone: 'success', message });
    } catch (error) {
      form.setNotice({ tone: 'error', message: errorText(error, fallback) });
    }
  };
  const testSend = () => run(() => sendTest.mutateAsync(type), 'The test was sent.', 'We could not send the test. Please try again.');
  /** Reset and delete take away the button pressed: focus goes to how it went, not the page. */
  const runAndFocus = async (...args: Parameters<typeof run>) => {
    await run(...args);
    noticeRef.current?.focus();
  };
  const reset = () =>
    runAndFocus(
      async () => {
        await change.mutateAsync({ type, action: 'reset' });
        form.setValues(formValues(detail.defaults));
      },
      'Reset. This email is sent with the default wording again; your wording is kept if you want it back.',
      'We could not reset the wording. Please try again.',
    );
  const remove = () =>
    runAndFocus(
      async () => void (await change.mutateAsync({ type, action: 'delete' })),
      'The saved wording is deleted.',
      'We could not delete the wording. Please try again.',
    );

  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <AdminSection title="Wording" description={`${detail.when} ${wordingLine(detail)}`}>
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={`Wording of ${detail.name}`}>
          <div className="text-sm text-muted-foreground">
            <p>Placeholders this email can use:</p>
            <ul className="mt-1 list-disc pl-5">
              {detail.placeholders.map((p) => (
                <li key={p.name}>
                  <code>{`{${p.name}}`}</code>: {p.meaning}
                </li>
              ))}
            </ul>
            <p className="mt-1">The greeting, the lists of details, the links and the sign-off are added by the app.</p>
          </div>
          <TextField label={TEMPLATE_FIELD_LABELS.subject} {...form.text('subject')} maxLength={150} />
          <TextAreaField label={TEMPLATE_FIELD_LABELS.intro} {...form.text('intro')} rows={5} />
          {detail.hasButton && (
            <TextField
              label={TEMPLATE_FIELD_LABELS.action}
              {...form.text('action')}
              maxLength={60}
              hint={`Leave it empty to keep “${detail.defaults.action}”.`}
            />
          )}
          <TextAreaField label={TEMPLATE_FIELD_LABELS.after} {...form.text('after')} rows={5} />
          <div ref={noticeRef} tabIndex={-1} className="outline-none">
            <LiveNotice notice={form.notice} />
          </div>
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={form.busy} busyLabel="Saving...">
              Save wording
            </SubmitButton>
            <Button type="button" variant="outline" pending={busy} onClick={() => void testSend()}>
              <Send aria-hidden="true" className="size-4" />
              Send a test to me
            </Button>
            {detail.override?.active && (
              <Button type="button" variant="outline" pending={busy} onClick={() => void reset()}>
                Reset to default
              </Button>
            )}
            {detail.override && !detail.override.active && (
              <Button type="button" variant="outline" pending={busy} onClick={() => form.setValues(formValues(detail.override!))}>
                Load the kept wording
              </Button>
            )}
            {role === 'super_admin' && detail.override && (
              <Button type="button" variant="destructive" pending={busy} onClick={() => void remove()}>
                Delete saved wording
              </Button>
            )}
          </div>
          <p className="text-sm text-muted-foreground">The test goes to your own address and uses the saved wording.</p>
        </form>
      </AdminSection>
      <AdminSection title="Preview" description="With sample data, as it will be sent.">
        <EmailPreview preview={preview.data ?? detail.preview} name={detail.name} />
      </AdminSection>
    </div>
  );
}
