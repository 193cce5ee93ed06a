import { Save } from 'lucide-react';
import { useRef, useState } from 'react';
import type { JournalConflict, JournalEntry, JournalInput } from '#shared/contracts/journal';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { CONTENT_MAX } from '#shared/validation/text';
import { CrisisCard } from '#web/components/crisis-resources';
import { Button } from '#web/components/ui/button';
import { TextAreaField, TextField } from '#web/components/ui/form-field';
import type { NoticeContent } from '#web/components/ui/notice';
import { LiveNotice } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { useCrisisCheck } from '#web/lib/use-crisis-tier';
import { useZodForm } from '#web/lib/use-zod-form';
import { errorNotice } from '#web/lib/error-notice';
import { EMPTY_JOURNAL_FORM, JOURNAL_PROMPTS, JournalForm, type JournalFormValues } from '../lib/journal-form';
import { ON_DEVICE_MESSAGE, type OnDevice, isOnDevice } from '../lib/save-or-keep';
import { JournalMoodField } from './journal-mood-field';
import { JournalPrompts } from './journal-prompts';

export interface JournalSaveReply {
  entry: JournalEntry;
  crisis: boolean;
  crisisTier: CrisisTier;
  /** An edit that met a version changed elsewhere (decision 150). */
  conflict?: JournalConflict | null;
}

/** The server's reply, or the save kept on this device with no connection (decision 151). */
export type JournalSaveResult = JournalSaveReply | OnDevice;

interface JournalEditorProps {
  /** 'create' starts empty, offers prompts and clears itself after saving; 'edit' starts from an entry. */
  mode: 'create' | 'edit';
  initial?: JournalFormValues;
  save: (input: JournalInput) => Promise<JournalSaveResult>;
  onSaved?: (reply: JournalSaveResult) => void;
  onCancel?: () => void;
  /** The form's accessible name. */
  label: string;
}

const count = (n: number) => n.toLocaleString('en-GB');

function failureNotice(error: unknown, fieldsMarked: boolean): NoticeContent {
  if (fieldsMarked)
    return {
      tone: 'error',
      message: 'Something needs a small change: the note under the field says what. Everything you wrote is still here.',
    };
  if (error instanceof ApiError && error.status === 404) {
    return {
      tone: 'error',
      message: 'We could not find this entry any more; it may have been deleted. Copy your words somewhere safe before closing this.',
    };
  }
  return errorNotice(error, 'Your entry was not saved. Everything you wrote is still here: please try again in a moment.');
}

/**
 * A journal entry form: title, body, optional mood and tags, checked with the server's own
 * JournalInput (spec 5 messages under the fields). Nothing typed is lost on any failure. Crisis
 * language, as it is typed or as the server flags it, shows the resources card below the form,
 * gently, without blocking the save.
 */
export function JournalEditor({ mode, initial = EMPTY_JOURNAL_FORM, save, onSaved, onCancel, label }: JournalEditorProps) {
  const form = useZodForm(JournalForm, initial);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [savedTier, setSavedTier] = useState<CrisisTier>(0);
  const { title, body, mood } = form.values;
  const { tier, concern } = useCrisisCheck([title, body], savedTier);
  const chosenPrompt = JOURNAL_PROMPTS.find((prompt) => prompt === title.trim()) ?? null;

  const choosePrompt = (prompt: string) => {
    // A prompt becomes the title when there is none yet (or another prompt is there). Under a title
    // of the member's own it starts a new paragraph of the body instead, so a tap always shows.
    if (!title.trim() || chosenPrompt) form.setValue('title', prompt);
    else if (!body.includes(prompt)) form.setValue('body', body.trim() ? `${body.trimEnd()}\n\n${prompt}\n` : `${prompt}\n`);
    bodyRef.current?.focus();
  };

  const onSubmit = form.handleSubmit(async (input) => {
    const reply = await save(input);
    if (isOnDevice(reply)) {
      if (mode === 'create') {
        form.setValues(EMPTY_JOURNAL_FORM);
        form.setNotice({ tone: 'success', message: ON_DEVICE_MESSAGE });
      }
      onSaved?.(reply);
      return;
    }
    setSavedTier(reply.crisisTier);
    if (mode === 'create') {
      form.setValues(EMPTY_JOURNAL_FORM);
      form.setNotice({
        tone: 'success',
        message: reply.crisis
          ? 'Saved to your journal. What you wrote sounds heavy, so support is listed just below.'
          : 'Saved to your journal. Only you can read it.',
      });
    }
    onSaved?.(reply);
  }, failureNotice);

  return (
    <div className="flex flex-col gap-5">
      <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-5">
        {mode === 'create' && <JournalPrompts prompts={JOURNAL_PROMPTS} chosen={chosenPrompt} onChoose={choosePrompt} />}
        <TextField label="Title" required autoComplete="off" {...form.text('title')} />
        <TextAreaField
          label="What is on your mind?"
          rows={mode === 'create' ? 7 : 10}
          ref={bodyRef}
          hint={`${count(body.length)} of ${count(CONTENT_MAX)} characters. Write as much or as little as you like.`}
          {...form.text('body')}
        />
        <JournalMoodField value={mood} onChange={(value) => form.setValue('mood', value)} error={form.errors.mood} />
        <TextField
          label="Tags (optional)"
          hint="Separate tags with commas, for example: sleep, walk, family."
          autoComplete="off"
          {...form.text('tags')}
        />
        <LiveNotice notice={form.notice} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={form.busy}>
            <Save aria-hidden="true" strokeWidth={1.75} />
            {form.busy ? 'Saving...' : mode === 'create' ? 'Save entry' : 'Save changes'}
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </form>
      <CrisisCard tier={tier} concern={concern} headingLevel={3} />
    </div>
  );
}
