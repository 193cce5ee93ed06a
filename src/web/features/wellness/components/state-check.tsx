import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NERVOUS_STATES } from '#shared/contracts/wellness';
import { Button } from '#web/components/ui/button';
import { FieldError } from '#web/components/ui/form-field';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { choiceCard } from '#web/components/ui/choice-card';
import { useSaveStateCheck } from '../api/save-state-check';
import { type NervousState, practiceFor, STATE_WORDS } from '../lib/state-practices';

export const STATE_CHECK_MESSAGES = {
  choose: 'Please choose the one closest to how you feel.',
  failed: 'We could not save your check just now. Your choice is still here; please try again in a moment.',
} as const;

/**
 * The quick state check (issue #7): revved up, shut down or settled. Saving records it
 * (POST /api/wellness/state-checks) and suggests the Reset Room practice that fits.
 */
export function StateCheck() {
  const [chosen, setChosen] = useState<NervousState | null>(null);
  const [saved, setSaved] = useState<NervousState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const save = useSaveStateCheck();
  const groupName = useId();
  const errorId = useId();
  const firstRadio = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!chosen) {
      setError(STATE_CHECK_MESSAGES.choose);
      firstRadio.current?.focus();
      return;
    }
    save.mutate(
      { state: chosen },
      {
        onSuccess: (check) => setSaved(check.state),
        onError: (failure) =>
          setNotice({
            tone: 'error',
            message: failure instanceof ApiError && failure.status === 0 ? failure.detail : STATE_CHECK_MESSAGES.failed,
          }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} aria-label="Quick state check" className="flex flex-col gap-5">
        <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
          <legend className="mb-3 text-lg font-semibold">How does your body feel right now?</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {NERVOUS_STATES.map((state, index) => {
              const words = STATE_WORDS[state];
              const selected = chosen === state;
              return (
                <label key={state} className={choiceCard(selected)}>
                  <span className="flex items-center gap-2">
                    <input
                      ref={index === 0 ? firstRadio : undefined}
                      type="radio"
                      name={groupName}
                      value={state}
                      checked={selected}
                      onChange={() => {
                        setChosen(state);
                        setError(null);
                        setSaved(null);
                      }}
                      aria-invalid={error ? true : undefined}
                      className="size-4 accent-primary"
                    />
                    <span className="font-semibold">{words.label}</span>
                  </span>
                  <span className="text-sm text-muted-foreground">{words.feels}</span>
                </label>
              );
            })}
          </div>
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </fieldset>
        <LiveNotice notice={notice} />
        <Button type="submit" pending={save.isPending} className="self-start">
          {save.isPending ? 'Saving...' : 'Save and Suggest a Practice'}
        </Button>
      </form>
      <div aria-live="polite">{saved && <Suggestion state={saved} />}</div>
    </div>
  );
}

function Suggestion({ state }: { state: NervousState }) {
  const practice = practiceFor(state);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-primary/40 bg-primary/5 p-5">
      <p className="text-sm font-semibold text-muted-foreground">
        Saved. For feeling {STATE_WORDS[state].label.toLowerCase()}, you could try:
      </p>
      <h3 id={headingId} className="mt-1 text-xl font-semibold">
        {practice.name} <span className="text-base font-normal text-muted-foreground">({practice.duration.label})</span>
      </h3>
      <p className="mt-2 max-w-[70ch]">{practice.description}</p>
      <p className="mt-2 max-w-[70ch] text-muted-foreground">{STATE_WORDS[state].why}</p>
      <Link
        to="/reset-room#breathe"
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
      >
        Open {practice.name} in the Reset Room
      </Link>
    </section>
  );
}
