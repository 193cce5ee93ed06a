import { PenLine, Save } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type Reflection, ReflectionInput } from '#shared/contracts/edits';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { CrisisCard } from '#web/components/crisis-resources';
import { Button } from '#web/components/ui/button';
import { describedByIds, FieldError, inputClasses } from '#web/components/ui/form-field';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { useCrisisCheck } from '#web/lib/use-crisis-tier';
import { useUpdateReflection } from '../api/update-reflection';
import { formatDate } from '#web/lib/dates';
import { modulePath } from '../lib/links';

export const REFLECTION_UPDATED = 'Your reflection is updated. Only you can see it.';
export const REFLECTION_NOT_UPDATED = 'We could not save your changes just now. Your words are still here: please try again in a moment.';
export const REFLECTION_GONE = 'We could not find this reflection any more. Copy your words somewhere safe, then reload the page.';

/** When it was written, and when it was last changed if that was later. */
function Dates({ reflection }: { reflection: Reflection }) {
  const written = formatDate(reflection.createdAt);
  const edited = formatDate(reflection.updatedAt);
  const changed = Date.parse(reflection.updatedAt) - Date.parse(reflection.createdAt) > 60_000;
  return (
    <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
      <span>
        Written <time dateTime={reflection.createdAt}>{written}</time>
      </span>
      {changed && (
        <span>
          Edited <time dateTime={reflection.updatedAt}>{edited}</time>
        </span>
      )}
    </p>
  );
}

/**
 * One reflection: its question, the answer as plain text, the module it came from, and an inline
 * editor. The crisis card shows as the person edits, and after a save the server flagged.
 */
export function ReflectionItem({ reflection }: { reflection: Reflection }) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [savedTier, setSavedTier] = useState<CrisisTier>(0);
  const editButton = useRef<HTMLButtonElement>(null);

  const close = (saved: boolean, tier: CrisisTier = 0) => {
    setEditing(false);
    setSavedTier(saved ? tier : 0);
    setNotice(saved ? { tone: 'success', message: REFLECTION_UPDATED } : null);
    // Back to where the person started, once the button is there again.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-6 shadow-sm">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold">
          <Link to={modulePath(reflection.editSlug, reflection.moduleSlug)} className="text-primary underline underline-offset-4">
            {reflection.moduleTitle}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">From {reflection.editTitle}</p>
      </div>
      {reflection.prompt && <p className="font-semibold">{reflection.prompt}</p>}
      {editing ? (
        <ReflectionEditor reflection={reflection} onDone={close} />
      ) : (
        <>
          <p className="max-w-[70ch] whitespace-pre-wrap leading-relaxed">{reflection.answer}</p>
          <Dates reflection={reflection} />
          <Button
            ref={editButton}
            variant="outline"
            className="self-start"
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            <PenLine aria-hidden="true" strokeWidth={1.75} />
            Edit <span className="sr-only">your reflection on {reflection.moduleTitle}</span>
          </Button>
        </>
      )}
      <LiveNotice notice={notice} />
      {!editing && <CrisisCard tier={savedTier} headingLevel={3} />}
    </article>
  );
}

/** The answer in a text box, checked with the server's schema; errors show under it and the text stays. */
function ReflectionEditor({ reflection, onDone }: { reflection: Reflection; onDone: (saved: boolean, tier?: CrisisTier) => void }) {
  const [text, setText] = useState(reflection.answer);
  const { tier, concern } = useCrisisCheck(text);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const update = useUpdateReflection();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = `answer-${useId()}`;
  const errorId = `${fieldId}-error`;

  const fail = (message: string) => {
    setError(message);
    fieldRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = ReflectionInput.safeParse({ answer: text });
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? 'Please check your reflection.');
      return;
    }
    try {
      const reply = await update.mutateAsync({
        id: reflection.id,
        answer: parsed.data.answer,
        editSlug: reflection.editSlug,
        moduleSlug: reflection.moduleSlug,
      });
      onDone(true, reply.crisisTier);
    } catch (caught) {
      const fieldError = caught instanceof ApiError ? caught.fieldErrors.find((e) => e.field === 'answer') : undefined;
      if (fieldError) fail(fieldError.message);
      else
        setNotice({
          tone: 'error',
          message: caught instanceof ApiError && caught.status === 404 ? REFLECTION_GONE : REFLECTION_NOT_UPDATED,
        });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <label htmlFor={fieldId} className="sr-only">
        Your reflection
      </label>
      <textarea
        id={fieldId}
        ref={fieldRef}
        name="answer"
        rows={6}
        autoFocus
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(error !== null && errorId)}
        className={cn(inputClasses, 'leading-relaxed')}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={update.isPending}>
          <Save aria-hidden="true" strokeWidth={1.75} />
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
        <Button variant="ghost" onClick={() => onDone(false)} pending={update.isPending}>
          Cancel
        </Button>
      </div>
      <LiveNotice notice={notice} />
      <CrisisCard tier={tier} concern={concern} headingLevel={3} />
    </form>
  );
}
