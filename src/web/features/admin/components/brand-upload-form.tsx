import { Upload } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { BrandUploadQuery } from '#shared/contracts/brand-assets';
import { MAX_BRAND_FILE_BYTES, TOO_BIG, brandNameError, formatOfName } from '#shared/site/brand-files';
import { SubmitButton } from '#web/components/submit-button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { describeFailure } from '#web/lib/server-error';
import { useZodForm } from '#web/lib/use-zod-form';
import { useUploadBrandFile } from '../api/upload-brand-file';

const UploadForm = BrandUploadQuery.extend({
  file: z.string().min(1, 'Choose a file to upload.'),
  name: z.string().superRefine((name, ctx) => {
    const message = brandNameError(name);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
});

/** A file's name as the server keeps it: lowercase words joined by hyphens, its extension kept. */
const storedName = (name: string) =>
  name
    .toLowerCase()
    .replace(/\.[^.]*$/, (ext) => ext.replace(/[^a-z0-9.]/g, ''))
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/-+(\.)/, '$1')
    .replace(/^-+|-+$/g, '');

/**
 * Upload a brand file (PUT /api/admin/brand-assets/:name): checked here for its name and size, and
 * by the server for what its bytes really are. Saved under a bundled file's name, it replaces it.
 * `onAction` tells the page an upload is sent; its notice shows while `newsShown` (no later action).
 */
export function BrandUploadForm({ newsShown, onAction }: { newsShown: boolean; onAction: () => void }) {
  const form = useZodForm(UploadForm, { file: '', name: '', label: '', detail: '' });
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadBrandFile();

  const onSubmit = form.handleSubmit(async ({ name, label, detail }) => {
    if (!file) return;
    if (file.size > MAX_BRAND_FILE_BYTES) {
      form.showErrors([{ field: 'file', message: TOO_BIG }]);
      return;
    }
    onAction();
    const saved = await upload.mutateAsync({ name, file, label, detail });
    form.setNotice({ tone: 'success', message: `Uploaded ${saved.name}. /brand-assets offers it now.` });
  }, describeFailure('We could not upload the file. Please try again.'));

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4" aria-label="Upload a brand file">
      <TextField
        label="File"
        name="file"
        type="file"
        accept=".png,.jpg,.jpeg,.webp,.pdf,image/png,image/jpeg,image/webp,application/pdf"
        hint="PNG, JPEG, WebP or PDF, up to 5 MB. SVG is not accepted, as it can carry scripts."
        error={form.errors.file}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          form.setValue('file', chosen?.name ?? '');
          if (chosen && !form.values.name) form.setValue('name', storedName(chosen.name));
        }}
      />
      <TextField
        label="Save as"
        {...form.text('name')}
        hint="The file's name on /brand-assets. Use a bundled file's name, like recalibrate-logo.png, to replace it."
      />
      <TextField label="What it is" {...form.text('label')} maxLength={40} hint="Shown as the link, like Logo or Brand guide." />
      <TextField
        label="Detail (optional)"
        {...form.text('detail')}
        maxLength={80}
        hint={formatOfName(form.values.name) === 'pdf' ? 'Like: colours and usage notes.' : 'Like: 1200 × 328, for light backgrounds.'}
      />
      <LiveNotice notice={newsShown ? form.notice : null} />
      <SubmitButton busy={form.busy} busyLabel="Uploading..." icon={Upload} className="self-start">
        Upload file
      </SubmitButton>
    </form>
  );
}
