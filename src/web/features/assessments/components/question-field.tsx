import { type ChangeEvent, useId } from 'react';
import { type Item, type Scale, standAloneValues } from '#shared/assessments/definition';
import type { AnswerValue } from '#shared/assessments/scoring';
import { describedByIds, FieldError, inputClasses } from '#web/components/ui/form-field';

export const TEXT_ANSWER_MAX = 1000;

interface QuestionFieldProps {
  item: Item;
  scale: Scale | undefined;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  error?: string;
  /** Another element that describes the question (a section intro). */
  describedBy?: string;
}

// Each option is a whole row to tap (at least 48 px), with the native control inside, so the
// browser's own keyboard model holds: Tab into the group, arrow keys move and choose (radios),
// Space toggles (checkboxes). The row shows focus and the choice, not only the small control.
const optionClasses =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-border bg-surface px-4 py-2.5 transition-colors duration-150 ease-out hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:border-primary';

/** One question of any kind: a radio group (choice), a checkbox group (multi) or a text box (text). */
export function QuestionField(props: QuestionFieldProps) {
  if (props.item.kind === 'text') return <TextQuestion {...props} />;
  return <OptionsQuestion {...props} />;
}

function OptionsQuestion({ item, scale, value, onChange, error, describedBy }: QuestionFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const multi = item.kind === 'multi';
  const chosen = new Set(Array.isArray(value) ? value : typeof value === 'number' ? [value] : []);

  const toggle = (optionValue: number) => (event: ChangeEvent<HTMLInputElement>) => {
    if (!multi) return onChange(optionValue);
    const options = scale?.options ?? [];
    const alone = standAloneValues(options);
    // An answer that stands alone ("Nothing yet") clears the others, and another clears it.
    const next = new Set(event.target.checked && alone.has(optionValue) ? [] : [...chosen].filter((v) => !alone.has(v)));
    if (event.target.checked) next.add(optionValue);
    else next.delete(optionValue);
    // Keep the scale's order, whatever the order of the clicks.
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };

  return (
    <fieldset
      aria-describedby={describedByIds(item.hint && hintId, error && errorId, describedBy)}
      className="flex flex-col gap-3"
      data-item={item.id}
    >
      <legend className="mb-1 font-heading text-xl font-semibold sm:text-2xl">
        <QuestionText item={item} />
      </legend>
      <QuestionHint item={item} id={hintId} className="-mt-1 text-muted-foreground" />
      {multi && <p className="-mt-1 text-sm text-muted-foreground">Choose all that apply.</p>}
      <div className="flex flex-col gap-2">
        {(scale?.options ?? []).map((option) => (
          <label key={option.value} className={optionClasses}>
            <input
              type={multi ? 'checkbox' : 'radio'}
              name={item.id}
              value={option.value}
              checked={chosen.has(option.value)}
              onChange={toggle(option.value)}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-primary"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

function TextQuestion({ item, value, onChange, error, describedBy }: QuestionFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const countId = useId();
  const errorId = useId();
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="flex flex-col gap-2" data-item={item.id}>
      <label htmlFor={inputId} className="font-heading text-xl font-semibold sm:text-2xl">
        <QuestionText item={item} />
      </label>
      <QuestionHint item={item} id={hintId} className="text-muted-foreground" />
      <textarea
        id={inputId}
        name={item.id}
        rows={4}
        maxLength={TEXT_ANSWER_MAX}
        value={text}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(item.hint && hintId, countId, error && errorId, describedBy)}
        className={inputClasses}
      />
      <p id={countId} className="text-sm text-muted-foreground">
        {text.length} of {TEXT_ANSWER_MAX.toLocaleString('en-US')} characters
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** The question's words, marked "(optional)" when it may be left out. */
function QuestionText({ item }: { item: Item }) {
  return (
    <>
      {item.text}
      {item.optional && <span className="ml-2 font-sans text-base font-normal text-muted-foreground">(optional)</span>}
    </>
  );
}

function QuestionHint({ item, id, className }: { item: Item; id: string; className: string }) {
  if (!item.hint) return null;
  return (
    <p id={id} className={className}>
      {item.hint}
    </p>
  );
}
