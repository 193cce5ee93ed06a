import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import type { NoticeContent } from '../components/ui/notice';
import { ApiError, type FieldError } from './api-client';

// A small form hook (docs/decisions/015-web-forms-without-a-form-library.md): values in state, checked with the same zod
// schema as the server on submit, field errors from zod or from the server's problem+json
// `errors[]`, and focus moved to the first field that needs attention. `handleSubmit` adds the
// usual submit: check, busy while the call runs, and a notice for what went wrong.

type FormValues = Record<string, string | boolean>;
/** The controls a form field can be: `text()` fits inputs, textareas and selects alike. */
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isFieldElement = (el: Element): el is FieldElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
type Errors<V> = Partial<Record<keyof V & string, string>>;

export function useZodForm<V extends FormValues, Out>(schema: ZodType<Out>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const [fieldNames] = useState(() => new Set(Object.keys(initial)));

  // After errors render (so aria-describedby already points at them), focus the first field in
  // the form's own order that has one.
  useEffect(() => {
    if (!focusPending.current || !formRef.current) return;
    focusPending.current = false;
    const first = Array.from(formRef.current.elements).find(
      (el): el is FieldElement => isFieldElement(el) && el.name in errors && !!errors[el.name as keyof V & string],
    );
    first?.focus();
  }, [errors]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /** Shows field errors; returns the messages that belong to no field of this form. */
  const showErrors = useCallback(
    (list: readonly FieldError[]): string[] => {
      const next: Errors<V> = {};
      const unplaced: string[] = [];
      for (const { field, message } of list) {
        // A list item's error ("links.0") belongs to the list's field ("links").
        const name = fieldNames.has(field) ? field : field.split('.')[0];
        if (fieldNames.has(name)) next[name as keyof V & string] ??= message;
        else unplaced.push(message);
      }
      focusPending.current = Object.keys(next).length > 0;
      setErrors(next);
      return unplaced;
    },
    [fieldNames],
  );

  /** The parsed values, or null after showing what needs fixing. */
  const validate = useCallback((): { data: Out } | { data: null; formErrors: string[] } => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return { data: result.data };
    }
    const formErrors = showErrors(result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })));
    return { data: null, formErrors };
  }, [schema, values, showErrors]);

  const text = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name]),
    onChange: (event: ChangeEvent<FieldElement>) => setValue(name, event.target.value as V[K]),
    error: errors[name],
  });

  const checkbox = <K extends keyof V & string>(name: K) => ({
    name,
    checked: values[name] === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as V[K]),
    error: errors[name],
  });

  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeContent | null>(null);

  /**
   * A submit handler: clears the last notice, checks the values, runs `action` while `busy`, and on
   * failure shows the server's field errors under the fields and `describeError`'s notice (told
   * whether every field error found its field). The person's input is kept either way.
   */
  const handleSubmit =
    (action: (data: Out) => Promise<unknown>, describeError: (error: unknown, fieldsMarked: boolean) => NoticeContent | null) =>
    async (event: FormEvent) => {
      event.preventDefault();
      setNotice(null);
      const result = validate();
      if ('formErrors' in result) {
        if (result.formErrors[0]) setNotice({ tone: 'error', message: result.formErrors[0] });
        return;
      }
      setBusy(true);
      try {
        await action(result.data);
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
        const unplaced = showErrors(fieldErrors);
        setNotice(describeError(error, fieldErrors.length > 0 && unplaced.length === 0));
      } finally {
        setBusy(false);
      }
    };

  return { values, setValues, setValue, errors, validate, showErrors, formRef, text, checkbox, busy, notice, setNotice, handleSubmit };
}
