import { useState } from 'react';
import { CrisisCard } from '#web/components/crisis-resources';
import { Button } from '#web/components/ui/button';
import { TextAreaField, TextField } from '#web/components/ui/form-field';
import { Notice } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { errorText } from '#web/lib/server-error';
import { useCrisisCheck } from '#web/lib/use-crisis-tier';
import { useFocusWhen } from '#web/lib/use-focus-when';
import { type EditSaved, useEditItem } from '../api/edit-item';

/**
 * Edits the member's own post or comment; what they typed stays if the save fails. The item is then
 * marked edited. It opens with focus in its first field, above the Edit button that opened it.
 * Crisis words show the crisis card as they are typed, and an edit saved with them keeps the card
 * in the form's place (focus moves to it) until the person chooses Done (review 6).
 */
export function EditForm(props: { kind: 'post' | 'comment'; id: string; title?: string; body: string; onDone: () => void }) {
  const edit = useEditItem(props.kind, props.id);
  const [title, setTitle] = useState(props.title ?? '');
  const [body, setBody] = useState(props.body);
  const [saved, setSaved] = useState<EditSaved | null>(null);
  const { tier, concern } = useCrisisCheck([title, body]);
  const card = useFocusWhen<HTMLElement>(saved !== null);
  const errors = edit.error instanceof ApiError ? edit.error.fieldErrors : [];
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  if (saved) {
    return (
      <div className="flex flex-col gap-3">
        <CrisisCard ref={card} tier={saved.crisisTier} concern={concern} headingLevel={3} />
        <p role="status">
          {saved.held
            ? `Your edit is saved. Only you and a moderator can see this ${props.kind} for now, and someone will read it soon.`
            : 'Your edit is saved.'}
        </p>
        <Button className="self-start" variant="outline" onClick={props.onDone}>
          Done
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        edit.mutate(props.kind === 'post' ? { title, body } : { body }, {
          onSuccess: (reply) => (reply.crisisTier > 0 ? setSaved(reply) : props.onDone()),
        });
      }}
    >
      {props.kind === 'post' && (
        <TextField autoFocus label="Title" name="title" value={title} onChange={(e) => setTitle(e.target.value)} error={errorOf('title')} />
      )}
      <TextAreaField
        autoFocus={props.kind === 'comment'}
        label="Your words"
        name="body"
        rows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={errorOf('body')}
      />
      <CrisisCard tier={tier} concern={concern} headingLevel={3} />
      {edit.isError && errors.length === 0 && (
        <Notice tone="error">{errorText(edit.error, 'We could not save your edit. Please try again.')}</Notice>
      )}
      <div className="flex gap-2">
        <Button type="submit" pending={edit.isPending}>
          Save edit
        </Button>
        <Button variant="ghost" onClick={props.onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
