import { useState } from 'react';
import type { LoungeMe } from '#shared/contracts/lounge';
import { GUIDELINES, GUIDELINES_VERSION } from '#shared/lounge/guidelines';
import { SubmitButton } from '#web/components/submit-button';
import { TextField } from '#web/components/ui/form-field';
import { Notice } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { errorText } from '#web/lib/server-error';
import { useFocusWhen } from '#web/lib/use-focus-when';
import { useAcceptGuidelines } from '../api/accept-guidelines';
import { useChooseIdentity } from '../api/choose-identity';

/** How the member appears, chosen once: their first name or a pseudonym. Never their email or full name. */
function ChooseIdentity({ me }: { me: LoungeMe }) {
  const choose = useChooseIdentity();
  const [kind, setKind] = useState<'first_name' | 'pseudonym'>(me.firstName ? 'first_name' : 'pseudonym');
  const [pseudonym, setPseudonym] = useState('');
  const fieldError = choose.error instanceof ApiError ? choose.error.fieldErrors.find((e) => e.field === 'pseudonym')?.message : undefined;
  // As in the other forms, a refused name sends focus to its field.
  const pseudonymField = useFocusWhen<HTMLInputElement>(fieldError !== undefined);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        choose.mutate(kind === 'first_name' ? { kind } : { kind, pseudonym });
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">How would you like to appear? You choose once.</legend>
        {me.firstName && (
          <label className="flex min-h-11 items-center gap-3">
            <input type="radio" name="kind" checked={kind === 'first_name'} onChange={() => setKind('first_name')} />
            My first name, {me.firstName}
          </label>
        )}
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="kind" checked={kind === 'pseudonym'} onChange={() => setKind('pseudonym')} />A pseudonym
        </label>
      </fieldset>
      {kind === 'pseudonym' && (
        <TextField
          ref={pseudonymField}
          label="Pseudonym"
          name="pseudonym"
          hint="2 to 30 letters, numbers, spaces or hyphens. Others see only this."
          value={pseudonym}
          onChange={(e) => setPseudonym(e.target.value)}
          error={fieldError}
        />
      )}
      {choose.isError && !fieldError && (
        <Notice tone="error">{errorText(choose.error, 'We could not save that. Please try again.')}</Notice>
      )}
      <SubmitButton busy={choose.isPending} busyLabel="Saving...">
        Continue
      </SubmitButton>
    </form>
  );
}

function AcceptGuidelines() {
  const accept = useAcceptGuidelines();
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        accept.mutate(GUIDELINES_VERSION);
      }}
    >
      <p className="text-lg">{GUIDELINES.intro}</p>
      <ul className="flex flex-col gap-3">
        {GUIDELINES.points.map((p) => (
          <li key={p.heading}>
            <h3 className="font-semibold">{p.heading}</h3>
            <p className="text-muted-foreground">{p.body}</p>
          </li>
        ))}
      </ul>
      {accept.isError && <Notice tone="error">{errorText(accept.error, 'We could not save that. Please try again.')}</Notice>}
      <SubmitButton busy={accept.isPending} busyLabel="Saving...">
        {GUIDELINES.accept}
      </SubmitButton>
    </form>
  );
}

/** Before a first post: an identity, then the community guidelines (stored with their version). */
export function JoinLounge({ me }: { me: LoungeMe }) {
  const chosen = me.identity !== null;
  // Once the name is chosen the form gives way to the guidelines: focus goes to their heading, not the page.
  const heading = useFocusWhen<HTMLHeadingElement>(chosen);
  return (
    <section aria-labelledby="join-heading" className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5">
      <h2 id="join-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {me.identity ? GUIDELINES.title : 'Before you share'}
      </h2>
      {me.identity ? <AcceptGuidelines /> : <ChooseIdentity me={me} />}
    </section>
  );
}
