import { useMemo, useState } from 'react';
import type { EditableKind } from '#shared/contracts/content-admin';
import { TextAreaField, TextField } from '#web/components/ui/form-field';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { errorText, type Outcome } from '#web/lib/server-error';
import { usePreview } from '../api/preview-content';
import { useSaveDraft } from '../api/save-draft';
import { dataOf, fieldsOf, valuesOf } from '../lib/front-matter-form';
import { ContentPreview } from './content-preview';
import { FrontMatterFields } from './front-matter-fields';

export interface EditorStart {
  kind: EditableKind;
  slug: string;
  data: Record<string, unknown>;
  body: string;
}

/**
 * The creator's form: front matter as fields, the Markdown body, and beside them the live preview
 * drawn as the public page. Save keeps a draft; `onSaved` hears of it (then publish may follow).
 * Nothing typed is lost when saving fails: the fields keep it and say what to fix.
 */
export function ContentEditor({
  start,
  newItem,
  actions,
  onSaved,
}: {
  start: EditorStart;
  newItem: boolean;
  actions?: (save: () => Promise<boolean>, saving: boolean) => React.ReactNode;
  onSaved: (slug: string, outcome: Outcome) => void;
}) {
  const fields = useMemo(() => fieldsOf(start.data), [start.data]);
  const [values, setValues] = useState(() => valuesOf(start.data, fields));
  const [body, setBody] = useState(start.body);
  const [slug, setSlug] = useState(start.slug);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saveErrors, setSaveErrors] = useState<Record<string, string[]>>({});
  const save = useSaveDraft();

  const { data, unreadable } = dataOf(values, fields);
  const settled = useDebouncedValue({ kind: start.kind, data, body }, 400);
  const preview = usePreview(settled);
  // The preview checks every field at once; a field's problems show once it is changed or a save
  // is tried, so a new item does not open covered in complaints about fields not written yet.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [tried, setTried] = useState(false);
  const shown = (path: string) => tried || touched.has(path.split('.')[0]!);
  const previewErrors = Object.entries(preview.data?.errors ?? {}).filter(([path]) => shown(path));
  const errors: Record<string, string[]> = { ...Object.fromEntries(previewErrors), ...saveErrors };
  for (const name of unreadable) errors[name] = ['This is not valid JSON yet.'];

  const saveDraft = async (): Promise<boolean> => {
    setTried(true);
    setOutcome(null);
    setSaveErrors({});
    if (unreadable.length > 0) {
      setOutcome({ tone: 'error', text: 'Some fields need a look before this can be saved.' });
      return false;
    }
    try {
      const saved = await save.mutateAsync({ kind: start.kind, slug, draft: { data, body, note } });
      setNote('');
      onSaved(slug, { tone: 'success', text: `Saved as version ${saved.version}. The public does not see it until you publish.` });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        const byField: Record<string, string[]> = {};
        for (const e of error.fieldErrors) (byField[e.field.replace(/^data\./, '')] ??= []).push(e.message);
        setSaveErrors(byField);
      }
      setOutcome({ tone: 'error', text: errorText(error, 'We could not save the draft. Please try again in a moment.') });
      return false;
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        className="flex flex-col gap-5"
        aria-label="Edit content"
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft();
        }}
      >
        {newItem && (
          <TextField
            label="Address (slug)"
            name="slug"
            value={slug}
            onChange={(e) => setSlug(e.target.value.trim())}
            hint="Lowercase words joined by hyphens."
            error={saveErrors.slug?.join(' ')}
            required
          />
        )}
        <FrontMatterFields
          fields={fields}
          values={values}
          errors={errors}
          onChange={(name, value) => {
            setValues((v) => ({ ...v, [name]: value }));
            setTouched((seen) => (seen.has(name) ? seen : new Set(seen).add(name)));
          }}
        />
        <TextAreaField
          label="Body (Markdown)"
          name="body"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={16}
          className="font-mono text-sm"
        />
        <TextField label="What changed (optional)" name="note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} />
        {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={slug === ''} pending={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save draft'}
          </Button>
          {actions?.(saveDraft, save.isPending)}
        </div>
      </form>
      <section aria-labelledby="preview-title">
        <h2 id="preview-title" className="mb-3 text-xl font-semibold">
          Preview
        </h2>
        {preview.isError ? (
          <Notice tone="error">{errorText(preview.error, 'The preview did not load. Your text is safe; keep writing.')}</Notice>
        ) : (
          <ContentPreview kind={start.kind} data={data} html={preview.data?.html ?? ''} />
        )}
      </section>
    </div>
  );
}
