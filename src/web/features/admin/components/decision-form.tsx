import { type ReactNode, type Ref, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/form-field';

export type Decision = 'approved' | 'declined';

/**
 * Approve or decline an application with an optional note. Either choice emails the applicant
 * (the server sends it), with the note in the email; `children` adds fields such as a level.
 */
export function DecisionForm({
  recipient,
  busy,
  onDecide,
  children,
}: {
  recipient: string;
  busy: boolean;
  onDecide: (decision: Decision, note: string) => void;
  children?: ReactNode;
}) {
  const [note, setNote] = useState('');
  const [choice, setChoice] = useState<Decision | null>(null);
  const decide = (decision: Decision) => {
    setChoice(decision);
    onDecide(decision, note);
  };
  return (
    <form aria-label="Decision" className="flex flex-col gap-4 border-t border-border pt-4" onSubmit={(event) => event.preventDefault()}>
      <h3 className="text-lg font-semibold">Your decision</h3>
      {children}
      <TextAreaField
        label="Note to the applicant (optional)"
        name="note"
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        hint={`Either choice emails ${recipient}, with this note.`}
      />
      <div className="flex flex-wrap gap-3">
        <Button pending={busy} onClick={() => decide('approved')}>
          {busy && choice === 'approved' ? 'Approving...' : 'Approve'}
        </Button>
        <Button variant="outline" pending={busy} onClick={() => decide('declined')}>
          {busy && choice === 'declined' ? 'Declining...' : 'Decline'}
        </Button>
      </div>
    </form>
  );
}

/** What was decided, once it has been; `headingRef` takes focus when it has just replaced the form. */
export function DecisionSummary({
  status,
  note,
  decidedAt,
  headingRef,
  children,
}: {
  status: Decision;
  note: string | null;
  decidedAt: string | null;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 border-t border-border pt-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        {status === 'approved' ? 'Approved' : 'Declined'}
        {decidedAt ? ` on ${decidedAt}` : ''}
      </h3>
      {children}
      <p className="whitespace-pre-line text-muted-foreground">{note ? `Note: ${note}` : 'No note was added.'}</p>
    </div>
  );
}
