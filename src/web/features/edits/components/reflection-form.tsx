import { Save } from 'lucide-react';
import { useId } from 'react';
import { CrisisCard } from '#web/components/crisis-resources';
import { describedByIds, FieldError, inputClasses } from '#web/components/ui/form-field';
import { Button } from '#web/components/ui/button';
import { LiveNotice } from '#web/components/ui/notice';
import { cn } from '#web/lib/cn';
import type { ReflectionDraft } from '../lib/use-reflection-draft';

/** The module's reflection question, the answer box and Save reflection; the crisis card when what is written calls for it. */
export function ReflectionForm({ prompt, draft }: { prompt: string; draft: ReflectionDraft }) {
  const id = useId();
  const fieldId = `reflection-${id}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void draft.save();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fieldId} className="text-lg font-semibold">
          {prompt}
        </label>
        <p id={hintId} className="text-sm text-muted-foreground">
          There are no right answers. A few words are enough, and you can change them later.
        </p>
        <textarea
          id={fieldId}
          ref={draft.fieldRef}
          name="answer"
          rows={6}
          value={draft.draft}
          onChange={(event) => draft.setDraft(event.target.value)}
          aria-invalid={draft.error ? true : undefined}
          aria-describedby={describedByIds(hintId, draft.error !== null && errorId)}
          className={cn(inputClasses, 'leading-relaxed')}
        />
        {draft.error && <FieldError id={errorId}>{draft.error}</FieldError>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" pending={draft.saving}>
          <Save aria-hidden="true" strokeWidth={1.75} />
          {draft.saving ? 'Saving...' : 'Save reflection'}
        </Button>
      </div>
      <LiveNotice notice={draft.notice} />
      <CrisisCard tier={draft.tier} concern={draft.concern} headingLevel={3} />
    </form>
  );
}
