import { type RefObject, useState } from 'react';
import type { FieldError } from './api-client';

type FormValues = Record<string, string | boolean>;

/** The parts of a `useZodForm` form this hook needs. */
interface FollowingForm<V extends FormValues> {
  values: V;
  setValues: (values: V) => void;
  showErrors: (list: readonly FieldError[]) => string[];
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
}

const same = <V extends FormValues>(a: V, b: V) => Object.keys(a).every((name) => a[name] === b[name]);

/**
 * Keeps an open settings form in step with its saved values when they change elsewhere (spec 7:
 * a realtime event from another tab or device loads them again).
 * `server` is the saved values in the form's own shape, read from the query on every render.
 *
 * - With no unsaved edits here, the form simply takes the new values.
 * - With unsaved edits, nothing typed is replaced: `changedElsewhere` holds until the person
 *   chooses `loadSaved` (the form takes the saved values, focus goes to its first field) or saves
 *   their own, knowingly replacing the other change.
 * - A save from this form passes its reply to `saved`, which becomes what the form holds; while the
 *   form is busy saving, its own save's refresh is not taken for a change made elsewhere.
 */
export function useFollowServer<V extends FormValues>(form: FollowingForm<V>, server: V) {
  /** The saved values the form's edits started from. */
  const [base, setBase] = useState(server);
  /** The saved values last looked at, so each change is handled once. */
  const [seen, setSeen] = useState(server);
  const [waiting, setWaiting] = useState<V | null>(null);

  const take = (values: V) => {
    form.setValues(values);
    form.showErrors([]);
    setBase(values);
    setSeen(values);
    setWaiting(null);
  };

  // Adjusting state while rendering (React's pattern for state derived from props): the form never
  // shows the old values for a frame after new ones arrived.
  if (!form.busy && !same(server, seen)) {
    setSeen(server);
    if (same(server, base)) setWaiting(null);
    else if (same(form.values, base) || same(form.values, server)) take(server);
    else setWaiting(server);
  }

  return {
    /** True while values saved elsewhere wait behind this person's unsaved edits. */
    changedElsewhere: waiting !== null,
    /** Replaces the unsaved edits with the values saved elsewhere. */
    loadSaved: () => {
      if (!waiting) return;
      take(waiting);
      const first = form.formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button[role=switch]');
      first?.focus();
    },
    /** After this form's own save: the reply is what the form now holds. */
    saved: take,
  };
}
